import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_COUNTED_ORDERS, type OrderSummary } from '#domain/shipments/order-summary.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { EmptyCard } from '../../ui/empty-card.tsx';
import { useSession } from '../auth/index.ts';
import { DashboardMessages, orderSummaryQuery } from './dashboard-api.ts';
import { displayName } from './display-name.ts';
import { QuickActions } from './quick-actions.tsx';
import { RecentShipments } from './recent-shipments.tsx';
import { ShipmentCounters } from './shipment-counters.tsx';
import { WeeklyChart } from './weekly-chart.tsx';

/** The signed-in user's home (spec section 2): a greeting, their shipments and quick actions. */
export function DashboardPage() {
  const { user } = useSession();
  const summary = useQuery(orderSummaryQuery);
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Welcome, {displayName(user)}</Title>
          <Text size="lg" c="dimmed">
            Create shipments, track parcels and manage your account from here.
          </Text>
        </Stack>
        {summary.isPending ? (
          <CenteredLoader label="Loading your shipments…" />
        ) : summary.isError ? (
          <Alert color="red" role="alert" title={DashboardMessages.loadFailed}>
            <Button size="xs" variant="light" color="red" onClick={() => void summary.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : summary.data.counters.total === 0 ? (
          <NoShipments />
        ) : (
          <Shipments summary={summary.data} />
        )}
        <Section title="Quick actions">
          <QuickActions />
        </Section>
      </Stack>
    </Container>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = `${title.toLowerCase().replaceAll(' ', '-')}-title`;
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Stack gap={2}>
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

function Shipments({ summary }: { summary: OrderSummary }) {
  return (
    <>
      <Section
        title="Your shipments"
        note={`Counted over your latest ${DASHBOARD_COUNTED_ORDERS} orders.`}
      >
        <ShipmentCounters counters={summary.counters} />
      </Section>
      <Section title="Recent Shipments">
        <RecentShipments orders={summary.recent} />
      </Section>
      <Section title="Shipments per week" note="The last 12 weeks, this week on the right.">
        <Paper withBorder radius="lg" p="md">
          <WeeklyChart weeks={summary.weekly} />
        </Paper>
      </Section>
    </>
  );
}

function NoShipments() {
  return (
    <EmptyCard
      py={40}
      icon={<IconPackage size={32} aria-hidden />}
      title={DashboardMessages.noShipments}
      description="Get a rate and ship your first parcel in a few steps."
      actions={
        <Button component={Link} to={SiteRoutes.shipping}>
          Create your first shipment
        </Button>
      }
    />
  );
}
