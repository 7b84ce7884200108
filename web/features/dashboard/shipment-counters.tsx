import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
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

const COUNT_FONT_SIZE = 32;
const COUNT_LINE_HEIGHT = 1.2;

/**
 * Spec section 2's four counters, over the latest 100 orders (spec section 4). While the counts
 * load (counters null), each card shows a placeholder of the count's own height, so the cards
 * keep their final size and nothing below them moves when the counts arrive.
 */
export function ShipmentCounters({ counters }: { counters: DashboardCounters | null }) {
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
          {counters ? (
            <Text
              fz={COUNT_FONT_SIZE}
              fw={800}
              lh={COUNT_LINE_HEIGHT}
              mt="xs"
              data-testid={`counter-${counter.key}`}
            >
              {counters[counter.key]}
            </Text>
          ) : (
            <Skeleton h={COUNT_FONT_SIZE * COUNT_LINE_HEIGHT} w={48} mt="xs" />
          )}
          <Text size="sm" c="dimmed">
            {counter.title}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
