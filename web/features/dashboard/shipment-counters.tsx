import { Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconCircleCheck,
  IconClock,
  IconPackages,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import type { DashboardCounters } from '#domain/shipments/order-summary.ts';

const COUNTERS: { key: keyof DashboardCounters; title: string; icon: Icon; color: string }[] = [
  { key: 'total', title: 'Total Shipments', icon: IconPackages, color: 'blue' },
  { key: 'pending', title: 'Pending', icon: IconClock, color: 'yellow' },
  { key: 'inTransit', title: 'In Transit', icon: IconTruckDelivery, color: 'indigo' },
  { key: 'delivered', title: 'Delivered', icon: IconCircleCheck, color: 'teal' },
];

/** Spec section 2's four counters, over the latest 100 orders (spec section 4). */
export function ShipmentCounters({ counters }: { counters: DashboardCounters }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {COUNTERS.map((counter) => (
        <Paper
          key={counter.key}
          withBorder
          radius="lg"
          p="md"
          role="group"
          aria-label={counter.title}
        >
          <ThemeIcon size={36} radius="md" variant="light" color={counter.color} aria-hidden="true">
            <counter.icon size={20} stroke={1.6} />
          </ThemeIcon>
          <Text fz={32} fw={800} lh={1.2} mt="xs" data-testid={`counter-${counter.key}`}>
            {counters[counter.key]}
          </Text>
          <Text size="sm" c="dimmed">
            {counter.title}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
