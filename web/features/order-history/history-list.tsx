import {
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconPrinter } from '@tabler/icons-react';
import { Fragment, lazy, Suspense } from 'react';
import { isUnpaid } from '#domain/shipments/discard.ts';
import type { OrderListItem } from '#domain/shipments/order-list.ts';
import { formatDay } from '../../lib/format-day.ts';
import { CommercialInvoiceLink } from '../labels/index.ts';
import { OrderStatusBadge } from '../tracking/index.ts';
import { TrackingDetailLoading } from './tracking-detail-loading.tsx';
import { UnpaidOrderActions } from './unpaid-order-actions.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

export type HistoryListProps = {
  orders: OrderListItem[];
  /** The order whose tracking detail is open, if any. */
  expanded: string | null;
  onToggle: (trackingNumber: string) => void;
  onPrintLabel: (trackingNumber: string) => void;
  /** The order whose label is on its way, if any. */
  printing: string | null;
};

const detailId = (trackingNumber: string) => `tracking-detail-${trackingNumber}`;

// An order's tracking and its cancel are read when the order is opened, not with the list.
const OrderTrackingDetail = lazy(async () => ({
  default: (await import('./order-tracking-detail.tsx')).OrderTrackingDetail,
}));

/** The opened order's detail, with the tracking loader while its code arrives. */
function OpenedOrder({ order }: { order: OrderListItem }) {
  return (
    <Suspense fallback={<TrackingDetailLoading trackingNumber={order.trackingNumber} />}>
      <OrderTrackingDetail order={order} />
    </Suspense>
  );
}

/** A table from the `sm` breakpoint up, cards on phones (spec section 2). */
export function HistoryList(props: HistoryListProps) {
  const theme = useMantineTheme();
  // Read at once rather than after the first paint, so a desktop never flashes the cards.
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  return isWide ? <HistoryTable {...props} /> : <HistoryCards {...props} />;
}

function RowActions({
  order,
  expanded,
  onToggle,
  onPrintLabel,
  printing,
}: { order: OrderListItem } & Omit<HistoryListProps, 'orders'>) {
  const open = expanded === order.trackingNumber;
  return (
    // A third action, the commercial invoice, wraps under the others rather than squeezing the status.
    <Group gap="xs" justify="flex-end">
      <Button
        size="xs"
        variant="default"
        aria-expanded={open}
        aria-controls={open ? detailId(order.trackingNumber) : undefined}
        aria-label={`${open ? 'Hide' : 'Show'} tracking for ${order.trackingNumber}`}
        rightSection={
          open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
        }
        onClick={() => onToggle(order.trackingNumber)}
      >
        Tracking
      </Button>
      {/* An unpaid order has no label yet: it is paid or discarded instead. */}
      {isUnpaid(order.orderStatus) ? (
        <UnpaidOrderActions order={order} />
      ) : (
        order.orderStatus !== 'CANCELLED' && (
          <Button
            size="xs"
            variant="light"
            aria-label={`Print Label for ${order.trackingNumber}`}
            leftSection={<IconPrinter size={14} aria-hidden />}
            loading={printing === order.trackingNumber}
            renderRoot={focusableWhileLoading}
            onClick={() => onPrintLabel(order.trackingNumber)}
          >
            Print Label
          </Button>
        )
      )}
      {order.hasCommercialInvoice && (
        <CommercialInvoiceLink trackingNumber={order.trackingNumber} />
      )}
    </Group>
  );
}

function HistoryTable(props: HistoryListProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tracking number</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Recipient</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.orders.map((order) => (
            <Fragment key={order.trackingNumber}>
              <Table.Tr>
                <Table.Td ff="monospace">{order.trackingNumber}</Table.Td>
                <Table.Td>{formatDay(order.createdDate)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {order.recipientName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {order.recipientCity}, {order.recipientProvince}
                  </Text>
                </Table.Td>
                <Table.Td>{order.serviceDescription}</Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={order.orderStatus} />
                </Table.Td>
                <Table.Td>
                  <RowActions order={order} {...props} />
                </Table.Td>
              </Table.Tr>
              {props.expanded === order.trackingNumber && (
                <Table.Tr id={detailId(order.trackingNumber)}>
                  <Table.Td colSpan={6} bg="var(--mantine-color-gray-0)">
                    <OpenedOrder order={order} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function HistoryCards(props: HistoryListProps) {
  return (
    <Stack gap="sm">
      {props.orders.map((order) => (
        <Card key={order.trackingNumber} withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Text ff="monospace" fw={600}>
                {order.trackingNumber}
              </Text>
              <OrderStatusBadge status={order.orderStatus} />
            </Group>
            <Text size="sm">
              To <strong>{order.recipientName}</strong>, {order.recipientCity},{' '}
              {order.recipientProvince}
            </Text>
            <Text size="xs" c="dimmed">
              {order.serviceDescription} · created {formatDay(order.createdDate)}
            </Text>
            <RowActions order={order} {...props} />
            {props.expanded === order.trackingNumber && (
              <div id={detailId(order.trackingNumber)}>
                <OpenedOrder order={order} />
              </div>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
