import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { OrderListItem } from '#domain/shipments/order-list.ts';
import {
  deliveryDay,
  TrackingProgress,
  TrackingTimeline,
  trackingQuery,
} from '../tracking/index.ts';
import { CustomsSummary } from '../../ui/customs-summary.tsx';
import { CancelShipment } from './cancel-shipment.tsx';
import { TrackingDetailLoading } from './tracking-detail-loading.tsx';

/**
 * An order's tracking, opened from its row: the progress bar and the events, and the way to
 * cancel it before pickup. When tracking fails, the order's own status with no events (spec
 * section 8).
 */
export function OrderTrackingDetail({ order }: { order: OrderListItem }) {
  const tracking = useQuery(trackingQuery(order.trackingNumber));
  if (tracking.isPending) return <TrackingDetailLoading trackingNumber={order.trackingNumber} />;
  const info = tracking.data;
  const delivery = info && deliveryDay(info);
  return (
    <Stack gap="md" py="xs">
      <TrackingProgress status={info?.status ?? order.orderStatus} />
      <Group justify="space-between" gap="xs">
        {delivery?.day ? (
          <Text size="sm">
            {/* A label takes a colon ("Estimated delivery: …"); "Delivered on …" is a phrase. */}
            {delivery.label === 'Delivered on' ? delivery.label : `${delivery.label}:`}{' '}
            <strong>{delivery.day}</strong>
          </Text>
        ) : (
          <span />
        )}
        <Anchor component={Link} to={`/tracking/${order.trackingNumber}`} size="sm">
          Open the tracking page
        </Anchor>
      </Group>
      {order.customs && <CustomsSummary customs={order.customs} withItems />}
      <TrackingTimeline events={info?.events ?? []} />
      <CancelShipment order={order} />
    </Stack>
  );
}
