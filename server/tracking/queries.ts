import { and, asc, desc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import { customsForResponse } from '#domain/customs/customs-declaration.ts';
import type { CustomsDeclarationResponse } from '#domain/customs/customs-response.ts';
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

// A parcel's events newest first as [time, description, place] triples: one round trip answers
// the order and its timeline.
const publicEvents = sql<[string, string, string][]>`coalesce((
  select json_agg(
    json_build_array(${trackingEvents.occurredAt}, ${trackingEvents.description}, ${trackingEvents.location})
    order by ${trackingEvents.occurredAt} desc, ${trackingEvents.id} desc)
  from ${trackingEvents} where ${trackingEvents.orderId} = ${orders.id}
), '[]'::json)`;

/** The customs declaration of the user's own parcel with this number; null for anyone else's, or a domestic one. */
export async function findOwnedCustoms(
  db: Database,
  userId: string,
  trackingNumber: string,
): Promise<CustomsDeclarationResponse | null> {
  const [order] = await db
    .select({ customs: orders.customs })
    .from(orders)
    .where(and(eq(orders.trackingNumber, trackingNumber), eq(orders.userId, userId)));
  return order?.customs ? customsForResponse(order.customs) : null;
}

/** The lookup, prepared once per database: it is the portal's most frequent public request. */
function preparePublicTracking(db: Database) {
  return db
    .select({
      status: orders.status,
      etaDays: orders.etaDays,
      updatedAt: orders.updatedAt,
      paidAt: shippingBatches.paidAt,
      events: publicEvents,
    })
    .from(orders)
    .leftJoin(shippingBatches, eq(shippingBatches.id, orders.shippingBatchId))
    .where(eq(orders.trackingNumber, sql.placeholder('trackingNumber')))
    .limit(1)
    .prepare('public_tracking');
}

const preparedLookups = new WeakMap<Database, ReturnType<typeof preparePublicTracking>>();

/**
 * The public tracking of one parcel, or null when no order has that number. It selects the
 * status, dates and city-level event places only: nothing personal ever leaves this query.
 */
export async function findPublicTracking(
  db: Database,
  trackingNumber: string,
): Promise<TrackingInfo | null> {
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = preparePublicTracking(db);
    preparedLookups.set(db, lookup);
  }
  const [order] = await lookup.execute({ trackingNumber });
  if (!order) return null;
  // JSON carries times as text with an offset; the answer speaks UTC.
  const events = order.events.map(([time, description, location]) => ({
    timestamp: new Date(time).toISOString(),
    description,
    location,
  }));
  return {
    trackingNumber,
    status: order.status,
    lastUpdateTime: events[0]?.timestamp ?? order.updatedAt.toISOString(),
    // A cancelled parcel is going nowhere: no day to promise.
    estimatedDeliveryDate:
      order.status === 'CANCELLED' ? null : estimatedDeliveryDate(order.paidAt, order.etaDays),
    events,
  };
}

/**
 * The order ids of the paid parcels among these tracking numbers, by number; others are absent,
 * and so are cancelled parcels, which we no longer carry.
 */
export async function findPaidOrderIds(
  tx: Executor,
  trackingNumbers: string[],
): Promise<Map<string, string>> {
  if (trackingNumbers.length === 0) return new Map();
  const rows = await tx
    .select({ id: orders.id, trackingNumber: orders.trackingNumber })
    .from(orders)
    .innerJoin(shippingBatches, eq(shippingBatches.id, orders.shippingBatchId))
    .where(
      and(
        inArray(orders.trackingNumber, trackingNumbers),
        isNotNull(shippingBatches.paidAt),
        ne(orders.status, 'CANCELLED'),
      ),
    );
  return new Map(rows.map((row) => [row.trackingNumber, row.id]));
}

/** How many parcels one manifest lists at most: those waiting longest since their last move first. */
export const MANIFEST_SIZE = 500;

/** Paid parcels neither delivered nor cancelled, for a partner carrier: numbers, statuses and cities only. */
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
    .where(
      and(isNotNull(shippingBatches.paidAt), notInArray(orders.status, ['DELIVERED', 'CANCELLED'])),
    )
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
