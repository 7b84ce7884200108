import { Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BatchStatus } from '#domain/shipments/schemas.ts';
import { formatDollars } from '../../lib/format-money.ts';

type Order = BatchStatus['validRequests'][number];

type OrderSummaryProps = {
  orders: Order[];
  totalCost: number;
  /** The tracking number cell, a link on the success page. */
  renderTrackingNumber?: (order: Order) => ReactNode;
  /** An extra last column, as the success page's Print Label buttons. */
  action?: { label: string; render: (order: Order) => ReactNode };
};

/** The orders of a shipping batch with their prices, and the total. */
export function OrderSummary({
  orders,
  totalCost,
  renderTrackingNumber,
  action,
}: OrderSummaryProps) {
  return (
    <>
      {/* On a phone the table scrolls sideways: the region takes focus so the keyboard can scroll it. */}
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
                <Table.Td>{order.serviceDescription || order.serviceCode}</Table.Td>
                <Table.Td>
                  {order.recipientName}
                  <Text size="sm" c="dimmed">
                    {order.recipientCity}, {order.recipientProvince}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatDollars(order.finalDue)}</Table.Td>
                {action && <Table.Td>{action.render(order)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Text fw={700} size="lg">
          Total: {formatDollars(totalCost)}
        </Text>
      </Group>
    </>
  );
}
