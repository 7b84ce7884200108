import { Anchor, Badge, Group, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { OrderListItem } from '#domain/shipments/order-list.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { statusLabel } from '#domain/tracking/progress.ts';

const createdDay = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' });

/** The five newest orders, each with Track and Details (spec section 2). */
export function RecentShipments({ orders }: { orders: OrderListItem[] }) {
  return (
    <Table.ScrollContainer minWidth={520}>
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
              <Table.Td>{createdDay.format(new Date(order.createdDate))}</Table.Td>
              <Table.Td>
                <Badge variant="light" radius="sm">
                  {statusLabel(order.orderStatus)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={`${SiteRoutes.tracking}/${order.trackingNumber}`}
                    aria-label={`Track ${order.trackingNumber}`}
                  >
                    Track
                  </Anchor>
                  <Anchor
                    component={Link}
                    to={`${SiteRoutes.orderHistory}?id=${order.trackingNumber}`}
                    aria-label={`Details of ${order.trackingNumber}`}
                  >
                    Details
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
