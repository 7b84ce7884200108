import {
  Alert,
  Button,
  Container,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import {
  DASHBOARD_COUNTED_ORDERS,
  type DashboardCounters,
} from '#domain/shipments/order-summary.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { EmptyCard } from '../../ui/empty-card.tsx';
import { useSession } from '../auth/index.ts';
import { DashboardMessages, orderSummaryQuery } from './dashboard-api.ts';
import { displayName } from './display-name.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { QuickActions } from './quick-actions.tsx';
import { ShipmentCounters } from './shipment-counters.tsx';

// The table and chart below the fold come with the summary they show, not before the page can
// draw: their code starts downloading with the page, beside the summary request.
const recentActivity = import('./recent-activity.tsx');
const RecentActivity = lazy(async () => ({ default: (await recentActivity).RecentActivity }));

/**
 * The signed-in user's home (spec section 2): a greeting, the counters, the quick actions, then
 * the recent shipments, in the spec's order. Only the counters sit above the quick actions, and
 * they hold their size while loading, so the actions never jump when the summary arrives.
 *
 * Drawn before the session is known too (the build renders it so): the greeting waits for the
 * name and the counters for the summary, which is asked for once there is a user.
 */
export function DashboardPage() {
  const { user } = useSession();
  const summary = useQuery({ ...orderSummaryQuery, enabled: Boolean(user) });
  return (
    // As tall as the screen below the header: the footer starts out of sight, so the recent
    // shipments arriving below the quick actions do not push it down (a layout shift).
    <Container size="lg" py={{ base: 'xl', md: 48 }} mih="calc(100dvh - var(--header-height))">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Welcome, {user ? displayName(user) : <NamePlaceholder />}</Title>
          <Text size="lg" c="dimmed">
            Create shipments, track parcels and manage your account from here.
          </Text>
        </Stack>
        {summary.isError ? (
          <Alert color="red" role="alert" title={DashboardMessages.loadFailed}>
            <Button size="xs" variant="light" color="red" onClick={() => void summary.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : summary.data?.counters.total === 0 ? (
          <NoShipments />
        ) : (
          <CountersSection counters={summary.data?.counters ?? null} />
        )}
        <DashboardSection title="Quick actions">
          <QuickActions />
        </DashboardSection>
        {summary.data && summary.data.counters.total > 0 && (
          <Suspense fallback={<CenteredLoader label="Loading your recent shipments…" />}>
            <RecentActivity summary={summary.data} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}

/** The counters, with placeholders of their final size and a status while they load. */
function CountersSection({ counters }: { counters: DashboardCounters | null }) {
  return (
    <DashboardSection
      title="Your shipments"
      note={`Counted over your latest ${DASHBOARD_COUNTED_ORDERS} orders.`}
    >
      {counters === null && <VisuallyHidden role="status">Loading your shipments…</VisuallyHidden>}
      <ShipmentCounters counters={counters} />
    </DashboardSection>
  );
}

/** Where the name goes once the session is known, about as wide as a name. */
function NamePlaceholder() {
  return <Skeleton component="span" display="inline-block" w="8em" h="0.8em" aria-hidden />;
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
