import { and, asc, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { estimatedDeliveryDate } from '#domain/tracking/estimated-delivery.ts';
import type { CarrierManifest } from '#domain/tracking/carrier-schemas.ts';
import type { TrackingInfo } from '#domain/tracking/schemas.ts';
import type { Database, Executor } from '../db/client.ts';
import { orders, shippingBatches, trackingEvents } from '../db/schema.ts';

/** One order's timeline, newest first; of two events in the same instant, the later recorded. */
export function findOrderEvents(db: Executor, orderId: string) {
  return db
    .select({
      occurredAt: trackingEvents.occurredAt,
      status: trackingEvents.status,
      description: trackingEvents.description,
      location: trackingEvents.location,
      source: trackingEvents.source,
    })
    .from(trackingEvents)
    .where(eq(trackingEvents.orderId, orderId))
    .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.id));
}

/**
 * The public tracking of one parcel, or null when no order has that number. It answers the
 * status, dates and city-level event places only: nothing personal ever leaves this query.
 */
export async function findPublicTracking(
  db: Database,
  trackingNumber: string,
): Promise<TrackingInfo | null> {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      etaDays: orders.etaDays,
      updatedAt: orders.updatedAt,
      paidAt: shippingBatches.paidAt,
    })
    .from(orders)
    .leftJoin(shippingBatches, eq(shippingBatches.id, orders.shippingBatchId))
    .where(eq(orders.trackingNumber, trackingNumber))
    .limit(1);
  if (!order) return null;
  const events = await findOrderEvents(db, order.id);
  return {
    trackingNumber,
    status: order.status,
    lastUpdateTime: (events[0]?.occurredAt ?? order.updatedAt).toISOString(),
    estimatedDeliveryDate: estimatedDeliveryDate(order.paidAt, order.etaDays),
    events: events.map((event) => ({
      timestamp: event.occurredAt.toISOString(),
      description: event.description,
      location: event.location,
    })),
  };
}

/** The order ids of the paid parcels among these tracking numbers, by number; others are absent. */
export async function findPaidOrderIds(
  tx: Executor,
  trackingNumbers: string[],
): Promise<Map<string, string>> {
  if (trackingNumbers.length === 0) return new Map();
  const rows = await tx
    .select({ id: orders.id, trackingNumber: orders.trackingNumber })
    .from(orders)
    .innerJoin(shippingBatches, eq(shippingBatches.id, orders.shippingBatchId))
    .where(and(inArray(orders.trackingNumber, trackingNumbers), isNotNull(shippingBatches.paidAt)));
  return new Map(rows.map((row) => [row.trackingNumber, row.id]));
}

/** How many parcels one manifest lists at most: those waiting longest since their last move first. */
export const MANIFEST_SIZE = 500;

/** Paid parcels not delivered yet, for a partner carrier: numbers, statuses and cities only. */
export async function findCarrierManifest(db: Database): Promise<CarrierManifest> {
  const rows = await db
    .select({
      trackingNumber: orders.trackingNumber,
      status: orders.status,
      senderCity: orders.senderCity,
      senderProvince: orders.senderProvince,
      recipientCity: orders.recipientCity,
      recipientProvince: orders.recipientProvince,
    })
    .from(orders)
    .innerJoin(shippingBatches, eq(shippingBatches.id, orders.shippingBatchId))
    .where(and(isNotNull(shippingBatches.paidAt), ne(orders.status, 'DELIVERED')))
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(MANIFEST_SIZE);
  return {
    shipments: rows.map((row) => ({
      trackingNumber: row.trackingNumber,
      status: row.status,
      originCity: `${row.senderCity}, ${row.senderProvince}`,
      destinationCity: `${row.recipientCity}, ${row.recipientProvince}`,
    })),
  };
}
