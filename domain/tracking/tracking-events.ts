import type { PickupWindow } from '../pickups/pickup-rules.ts';
import type { OrderStatus } from '../shipments/order-status.ts';

/** Who said it: the portal itself (label, pickup), staff at /ops, or a partner carrier. */
export const TRACKING_EVENT_SOURCES = ['PORTAL', 'STAFF', 'CARRIER'] as const;
export type TrackingEventSource = (typeof TRACKING_EVENT_SOURCES)[number];

/** The events a scan records, at /ops and from a partner carrier, in the order a parcel meets them. */
export const SCAN_STATUSES = [
  'PICKED_UP',
  'AT_WAREHOUSE',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
] as const satisfies readonly OrderStatus[];
export type ScanStatus = (typeof SCAN_STATUSES)[number];

/** The description a customer reads on the timeline for each status. */
export const TRACKING_DESCRIPTIONS: Record<OrderStatus, string> = {
  ORDER_CREATED: 'Order created',
  LABEL_CREATED: 'Label created',
  PICKUP_SCHEDULED: 'Pickup scheduled',
  PICKED_UP: 'Picked up by driver',
  SHIPPED: 'Shipped',
  AT_WAREHOUSE: 'Arrived at sorting facility',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Shipment cancelled by the sender',
};

/** The statuses a customer is told of by mail: the parcel is about to arrive, and it arrived. */
export const MAILED_STATUSES: readonly OrderStatus[] = ['OUT_FOR_DELIVERY', 'DELIVERED'];

// A calendar day and a wall-clock time have no zone: read both at UTC so no offset moves them.
const PICKUP_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const PICKUP_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'UTC',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The timeline's words for a booked pickup, its day and times written as the tracking page writes
 * its own ('Nov 25, 2026', '9:00 a.m.'); the window is on the Vancouver clock, and says so.
 */
export function pickupScheduledDescription({
  requestedDate,
  earliestTime,
  latestTime,
}: PickupWindow): string {
  const day = PICKUP_DAY.format(new Date(`${requestedDate}T00:00:00Z`));
  const time = (clock: string) => PICKUP_TIME.format(new Date(`${requestedDate}T${clock}:00Z`));
  return `${TRACKING_DESCRIPTIONS.PICKUP_SCHEDULED} for ${day}, between ${time(earliestTime)} and ${time(latestTime)} (Vancouver time)`;
}
