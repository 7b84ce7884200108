import { desc, eq } from 'drizzle-orm';
import { estimatedDeliveryDate } from '#domain/tracking/estimated-delivery.ts';
import type { TrackingInfo } from '#domain/tracking/schemas.ts';
import type { Database } from '../db/client.ts';
import { orders, shippingBatches, trackingEvents } from '../db/schema.ts';

/**
 * The public tracking of one parcel, or null when no order has that number. It selects the
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
  const events = await db
    .select({
      occurredAt: trackingEvents.occurredAt,
      description: trackingEvents.description,
      location: trackingEvents.location,
    })
    .from(trackingEvents)
    .where(eq(trackingEvents.orderId, order.id))
    .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.id));
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
