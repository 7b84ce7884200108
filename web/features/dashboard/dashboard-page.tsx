import { Container, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { ComingSoonNotice } from '../../ui/coming-soon-notice.tsx';
import { useSession } from '../auth/index.ts';
import { displayName } from './display-name.ts';
import { QuickActions } from './quick-actions.tsx';

/** The signed-in user's home: a greeting, quick actions and, soon, their shipments. */
export function DashboardPage() {
  const { user } = useSession();
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Welcome, {displayName(user)}</Title>
          <Text size="lg" c="dimmed">
            Create shipments, track parcels and manage your account from here.
          </Text>
        </Stack>
        <Stack gap="md" component="section" aria-labelledby="quick-actions-title">
          <Title order={2} size="h3" id="quick-actions-title">
            Quick actions
          </Title>
          <QuickActions />
        </Stack>
        <ComingSoonNotice
          title="Your shipments at a glance"
          description="Once you start shipping, this is where you will follow your parcels:"
          upcoming={[
            'Counts of your shipments: total, pending, in transit and delivered',
            'Your five most recent shipments, each with Track and Details links',
          ]}
          icon={IconChartBar}
        />
      </Stack>
    </Container>
  );
}
