import { and, asc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  DiscardMessages,
  unpaidDiscardCutoff,
  type DiscardedOrder,
} from '#domain/shipments/discard.ts';
import { ShipmentMessages } from '#domain/common/shipping-messages.ts';
import type { Database } from '../db/client.ts';
import { bulkBatches, bulkUploadRows, bulkUploads, orders, shippingBatches } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';

/** The orders still listed: not discarded. */
export const keptOrders = isNull(orders.discardedAt);

/** The user's orders made by their bulk uploads into the bulk batch they named `batchId`. */
export const ofBulkBatch = (userId: string, batchId: string): SQL =>
  sql`${orders.id} in (select ${bulkUploadRows.orderId} from ${bulkUploadRows}
    join ${bulkUploads} on ${bulkUploads.id} = ${bulkUploadRows.uploadId}
    join ${bulkBatches} on ${bulkBatches.id} = ${bulkUploads.bulkBatchId}
    where ${bulkBatches.userId} = ${userId} and ${bulkBatches.batchId} = ${batchId})`;

/** Which unpaid orders were discarded now, and how many were kept as their payment was under way. */
export type DiscardOutcome = { discarded: string[]; inPayment: number };

/**
 * Discards the unpaid, kept orders that `where` selects (at most `limit`, oldest first): each
 * leaves its open shipping batch, so that checkout no longer counts it. An order whose checkout's
 * payment has begun stays: the charge already counts it. Paid orders are never selected.
 */
export async function discardUnpaidOrders(
  db: Database,
  where: SQL,
  { at, limit }: { at: Date; limit?: number },
): Promise<DiscardOutcome> {
  return db.transaction(async (tx) => {
    const found = tx
      .select({ id: orders.id, shippingBatchId: orders.shippingBatchId })
      .from(orders)
      .where(and(where, eq(orders.status, 'ORDER_CREATED'), keptOrders))
      .orderBy(asc(orders.createdAt));
    const candidates = await (limit ? found.limit(limit) : found);
    if (candidates.length === 0) return { discarded: [], inPayment: 0 };
    const batchIds = [
      ...new Set(candidates.flatMap(({ shippingBatchId }) => shippingBatchId ?? [])),
    ].sort();
    // Locked in one order, as a payment locks its batch: a payment cannot begin meanwhile.
    const batches =
      batchIds.length === 0
        ? []
        : await tx
            .select({ id: shippingBatches.id, paymentStartedAt: shippingBatches.paymentStartedAt })
            .from(shippingBatches)
            .where(and(inArray(shippingBatches.id, batchIds), eq(shippingBatches.status, 'OPEN')))
            .orderBy(shippingBatches.id)
            .for('update');
    const open = batches.filter((batch) => !batch.paymentStartedAt).map((batch) => batch.id);
    const free = candidates.filter(
      ({ shippingBatchId }) => !shippingBatchId || open.includes(shippingBatchId),
    );
    const discarded =
      free.length === 0
        ? []
        : await tx
            .update(orders)
            .set({ discardedAt: at, shippingBatchId: null, updatedAt: at })
            .where(
              and(
                inArray(
                  orders.id,
                  free.map(({ id }) => id),
                ),
                eq(orders.status, 'ORDER_CREATED'),
                keptOrders,
                // Still where it was read: an order moved into another checkout since stays.
                or(
                  isNull(orders.shippingBatchId),
                  open.length > 0 ? inArray(orders.shippingBatchId, open) : undefined,
                ),
              ),
            )
            .returning({ trackingNumber: orders.trackingNumber });
    return {
      discarded: discarded.map(({ trackingNumber }) => trackingNumber),
      inPayment: candidates.length - free.length,
    };
  });
}

const SWEEP_CHUNK = 500;

/**
 * Discards every unpaid order created more than UNPAID_ORDER_DAYS before `now`, a chunk at a
 * time so that no transaction holds thousands of rows; answers how many.
 */
export async function discardStaleUnpaidOrders(db: Database, now: Date): Promise<number> {
  const stale = lt(orders.createdAt, unpaidDiscardCutoff(now));
  let total = 0;
  for (;;) {
    const { discarded } = await discardUnpaidOrders(db, stale, { at: now, limit: SWEEP_CHUNK });
    total += discarded.length;
    // A chunk with nothing to discard is all in payment: the next sweep looks again.
    if (discarded.length === 0) return total;
  }
}

/**
 * Discards the user's unpaid order; an order discarded before answers as it was discarded, so a
 * repeated request does no harm. Refused for an order that was paid or whose payment is under way.
 */
export async function discardOwnedOrder(
  db: Database,
  userId: string,
  trackingNumber: string,
  at: Date,
): Promise<DiscardedOrder> {
  const owned = and(eq(orders.userId, userId), eq(orders.trackingNumber, trackingNumber));
  const { discarded, inPayment } = await discardUnpaidOrders(db, owned!, { at });
  if (discarded.length > 0) return { trackingNumber, discardedAt: at.toISOString() };
  if (inPayment > 0) throw conflict(DiscardMessages.inPayment(trackingNumber));
  // Nothing discarded now: the order is not the user's, was discarded before, or was paid.
  const [order] = await db
    .select({ status: orders.status, discardedAt: orders.discardedAt })
    .from(orders)
    .where(owned);
  if (!order) throw notFound(ShipmentMessages.orderNotFound);
  if (!order.discardedAt) throw conflict(DiscardMessages.paid(trackingNumber));
  return { trackingNumber, discardedAt: order.discardedAt.toISOString() };
}
