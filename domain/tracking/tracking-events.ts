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
