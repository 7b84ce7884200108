import { calendarDayLabel } from '#domain/common/vancouver-date.ts';
import type { TrackingInfo } from '#domain/tracking/schemas.ts';
import { formatReaderDay } from './reader-time.ts';

/** A parcel's delivery line: the day it came, or the day it should come (null when none is promised). */
export type DeliveryDay = { label: 'Delivered on' | 'Estimated delivery'; day: string | null };

/**
 * A delivered parcel came on the day of its last update, on the reader's calendar: a parcel's
 * status is that of its newest event, here the delivery. Any other shows its estimate.
 */
export function deliveryDay(tracking: TrackingInfo): DeliveryDay {
  if (tracking.status === 'DELIVERED') {
    return { label: 'Delivered on', day: formatReaderDay(tracking.lastUpdateTime) };
  }
  const { estimatedDeliveryDate } = tracking;
  return {
    label: 'Estimated delivery',
    day: estimatedDeliveryDate ? calendarDayLabel(estimatedDeliveryDate) : null,
  };
}
