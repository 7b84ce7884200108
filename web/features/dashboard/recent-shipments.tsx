import { Anchor, Group, Paper, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { isUnpaid } from '#domain/shipments/discard.ts';
import type { OrderListItem } from '#domain/shipments/order-list.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { formatDay } from '../../lib/format-day.ts';
import { UnpaidOrderActions } from '../order-history/index.ts';
import { OrderStatusBadge } from '../tracking/index.ts';

/**
 * The five newest orders, each with Track and Details (spec section 2), and Pay and Discard
 * while unpaid: a table, or cards on phones.
 */
export function RecentShipments({ orders }: { orders: OrderListItem[] }) {
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  if (!isWide) {
    return (
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Recent Shipments"
      >
        {orders.map((order) => (
          <Paper component="li" key={order.trackingNumber} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs">
              <Text ff="monospace" fw={600} size="sm">
                {order.trackingNumber}
              </Text>
              <OrderStatusBadge status={order.orderStatus} />
            </Group>
            <Text size="sm" mt={4}>
              {order.recipientName}, {order.recipientCity} · {formatDay(order.createdDate)}
            </Text>
            <OrderLinks order={order} />
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="lg" p="xs">
      <Table verticalSpacing="sm" aria-label="Recent Shipments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tracking number</Table.Th>
            <Table.Th>Recipient</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.trackingNumber}>
              <Table.Td ff="monospace">{order.trackingNumber}</Table.Td>
              <Table.Td>
                {order.recipientName}, {order.recipientCity}
              </Table.Td>
              <Table.Td>{formatDay(order.createdDate)}</Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.orderStatus} />
              </Table.Td>
              <Table.Td>
                <OrderLinks order={order} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function OrderLinks({ order }: { order: OrderListItem }) {
  const { trackingNumber } = order;
  return (
    <Group gap="md">
      <Anchor
        component={Link}
        to={`${SiteRoutes.tracking}/${trackingNumber}`}
        aria-label={`Track ${trackingNumber}`}
      >
        Track
      </Anchor>
      <Anchor
        component={Link}
        to={`${SiteRoutes.orderHistory}?id=${trackingNumber}`}
        aria-label={`Details of ${trackingNumber}`}
      >
        Details
      </Anchor>
      {isUnpaid(order.orderStatus) && <UnpaidOrderActions order={order} />}
    </Group>
  );
}
