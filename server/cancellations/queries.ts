import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { invoiceLines, orderCancellations, orders, payments } from '../db/schema.ts';
import { ownedBy, type OrderRow, type OwnerKey } from '../shipments/index.ts';

export type CancellationRow = typeof orderCancellations.$inferSelect;

/** How the order's batch was paid: the method and, for a card, the provider's charge. */
export type PaymentOfOrder = Pick<typeof payments.$inferSelect, 'method' | 'providerReference'>;

/**
 * The owner's order with this number, locked for the transaction (so a scan, a pickup or a
 * second cancel waits for it), with its batch's payment (null while unpaid) and its
 * cancellation (null unless cancelled). The two are read after the lock is held, in a query of
 * their own: a query that waited for the lock sees the locked row as the other transaction left
 * it, but rows it joined as they were before, which would hide that transaction's cancellation.
 */
export async function lockOwnedOrder(
  tx: Executor,
  owner: OwnerKey,
  trackingNumber: string,
): Promise<
  | { order: OrderRow; payment: PaymentOfOrder | null; cancellation: CancellationRow | null }
  | undefined
> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.trackingNumber, trackingNumber), ownedBy(orders, owner)))
    .for('update');
  if (!order) return undefined;
  const [[payment], [cancellation]] = await Promise.all([
    order.shippingBatchId
      ? tx
          .select({ method: payments.method, providerReference: payments.providerReference })
          .from(payments)
          .where(eq(payments.batchId, order.shippingBatchId))
      : [],
    tx.select().from(orderCancellations).where(eq(orderCancellations.orderId, order.id)),
  ]);
  return { order, payment: payment ?? null, cancellation: cancellation ?? null };
}

export async function insertCancellation(
  tx: Executor,
  cancellation: typeof orderCancellations.$inferInsert,
): Promise<CancellationRow> {
  const [row] = await tx.insert(orderCancellations).values(cancellation).returning();
  return row!;
}

/** Records the provider's refund of a cancelled card payment. */
export async function markRefunded(
  executor: Executor,
  orderId: string,
  { reference, at }: { reference: string; at: Date },
): Promise<CancellationRow> {
  const [row] = await executor
    .update(orderCancellations)
    .set({ refundReference: reference, refundedAt: at, nextRefundAttemptAt: null })
    .where(eq(orderCancellations.orderId, orderId))
    .returning();
  return row!;
}

/** Records a refund the provider did not make: the attempts so far, and when to ask again. */
export async function markRefundFailed(
  executor: Executor,
  orderId: string,
  { attempts, nextAttemptAt }: { attempts: number; nextAttemptAt: Date },
): Promise<CancellationRow> {
  const [row] = await executor
    .update(orderCancellations)
    .set({ refundAttempts: attempts, nextRefundAttemptAt: nextAttemptAt })
    .where(eq(orderCancellations.orderId, orderId))
    .returning();
  return row!;
}

/** A card refund still due, with the charge it gives back from. */
export type DueRefund = { cancellation: CancellationRow; chargeReference: string | null };

/**
 * Takes up to `limit` refunds due by `now` for one retry, oldest due first: each is set aside
 * until `claimedUntil` (FOR UPDATE SKIP LOCKED), so two API nodes never ask for one at once, and
 * one whose node died is taken again after that.
 */
export async function claimDueRefunds(
  executor: Executor,
  { now, claimedUntil, limit }: { now: Date; claimedUntil: Date; limit: number },
): Promise<DueRefund[]> {
  const due = executor
    .select({ orderId: orderCancellations.orderId })
    .from(orderCancellations)
    .where(
      and(isNull(orderCancellations.refundedAt), lte(orderCancellations.nextRefundAttemptAt, now)),
    )
    .orderBy(asc(orderCancellations.nextRefundAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await executor
    .update(orderCancellations)
    .set({ nextRefundAttemptAt: claimedUntil })
    .where(inArray(orderCancellations.orderId, due))
    .returning();
  if (claimed.length === 0) return [];
  const charges = await executor
    .select({ orderId: orders.id, chargeReference: payments.providerReference })
    .from(orders)
    .innerJoin(payments, eq(payments.batchId, orders.shippingBatchId))
    .where(
      inArray(
        orders.id,
        claimed.map((row) => row.orderId),
      ),
    );
  const chargeOf = new Map(charges.map((charge) => [charge.orderId, charge.chargeReference]));
  return claimed.map((cancellation) => ({
    cancellation,
    chargeReference: chargeOf.get(cancellation.orderId) ?? null,
  }));
}

/**
 * Takes a cancelled order off its batch's line of the monthly invoice: the invoice then lists
 * the batch's other orders only, and its total drops by the order's price.
 */
export async function takeOffInvoice(tx: Executor, order: OrderRow): Promise<void> {
  if (!order.shippingBatchId) return;
  await tx
    .update(invoiceLines)
    .set({ amountCents: sql`${invoiceLines.amountCents} - ${order.priceCents}` })
    .where(eq(invoiceLines.batchId, order.shippingBatchId));
}
