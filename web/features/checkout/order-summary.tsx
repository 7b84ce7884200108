import { Group, Paper, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { BatchStatus } from '#domain/shipments/schemas.ts';
import { formatDollars } from '../../lib/format-money.ts';
import { LazyCustomsSummary } from '../../ui/lazy-customs-summary.tsx';

type Order = BatchStatus['validRequests'][number];

type OrderSummaryProps = {
  orders: Order[];
  totalCost: number;
  /** The tracking number, a link on the success page. */
  renderTrackingNumber?: (order: Order) => ReactNode;
  /** An extra action per order, as the success page's Print Label buttons. */
  action?: { label: string; render: (order: Order) => ReactNode };
};

/** The orders of a shipping batch with their prices, and the total: a table, or cards on phones. */
export function OrderSummary({ totalCost, ...orderProps }: OrderSummaryProps) {
  const theme = useMantineTheme();
  // Read at once rather than after the first paint, so a desktop never flashes the cards.
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  return (
    <>
      {isWide ? <OrderTable {...orderProps} /> : <OrderCards {...orderProps} />}
      <Group justify="flex-end">
        <Text fw={700} size="lg">
          Total: {formatDollars(totalCost)}
        </Text>
      </Group>
    </>
  );
}

type OrderListProps = Omit<OrderSummaryProps, 'totalCost'>;

const serviceOf = (order: Order) => order.serviceDescription || order.serviceCode;
const destinationOf = (order: Order) => `${order.recipientCity}, ${order.recipientProvince}`;

function OrderTable({ orders, renderTrackingNumber, action }: OrderListProps) {
  return (
    // A narrow window may still scroll sideways: the region takes focus so the keyboard can scroll it.
    <Table.ScrollContainer
      minWidth={560}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Orders"
    >
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tracking number</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>Recipient</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            {action && <Table.Th>{action.label}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.trackingNumber}>
              <Table.Td>{renderTrackingNumber?.(order) ?? order.trackingNumber}</Table.Td>
              <Table.Td>{serviceOf(order)}</Table.Td>
              <Table.Td>
                {order.recipientName}
                <Text size="sm" c="dimmed">
                  {destinationOf(order)}
                </Text>
                {order.customs && <LazyCustomsSummary customs={order.customs} size="xs" />}
              </Table.Td>
              <Table.Td ta="right">{formatDollars(order.finalDue)}</Table.Td>
              {action && <Table.Td>{action.render(order)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One card per order, so a phone shows every order's price and action without scrolling sideways. */
function OrderCards({ orders, renderTrackingNumber, action }: OrderListProps) {
  return (
    <Stack component="ul" aria-label="Orders" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {orders.map((order) => (
        <Paper component="li" key={order.trackingNumber} withBorder p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text fw={600}>{renderTrackingNumber?.(order) ?? order.trackingNumber}</Text>
            <Text fw={600}>{formatDollars(order.finalDue)}</Text>
          </Group>
          <Text size="sm">{serviceOf(order)}</Text>
          <Text size="sm">
            To {order.recipientName}
            <Text span size="sm" c="dimmed">
              {' '}
              · {destinationOf(order)}
            </Text>
          </Text>
          {order.customs && <LazyCustomsSummary customs={order.customs} size="xs" />}
          {action && (
            <Group mt="xs" justify="flex-end">
              {action.render(order)}
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
