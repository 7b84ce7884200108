import { and, asc, eq, inArray, lt, or } from 'drizzle-orm';
import { billingMonthOf } from '#domain/shipments/billing-month.ts';
import type { PaymentMethod } from '#domain/shipments/order-status.ts';
import {
  invoiceLines,
  orders,
  paymentAttempts,
  payments,
  PAYMENT_ATTEMPT_STATES,
  shippingBatches,
  trackingEvents,
} from '../db/schema.ts';
import type { Executor } from '../db/client.ts';
import type { BatchRow, OrderRow } from '../shipments/index.ts';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type AttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];

export type Settlement = {
  batch: BatchRow;
  orders: OrderRow[];
  amountCents: number;
  method: PaymentMethod;
  providerReference: string | null;
  at: Date;
};

/** How the batch was paid, or null while it is unpaid. */
export async function findPaymentMethodOf(
  executor: Executor,
  batchId: string,
): Promise<PaymentMethod | null> {
  const [payment] = await executor
    .select({ method: payments.method })
    .from(payments)
    .where(eq(payments.batchId, batchId));
  return payment?.method ?? null;
}

/** Marks the batch's payment as under way (or no longer, with null). */
export async function setPaymentStarted(tx: Executor, batchId: string, at: Date | null) {
  await tx
    .update(shippingBatches)
    .set({ paymentStartedAt: at })
    .where(eq(shippingBatches.id, batchId));
}

/**
 * Records the batch's one payment (payments.batch_id is unique), marks it paid, creates the
 * labels of its orders with a tracking event each, and puts an invoice payment on the user's
 * monthly invoice. Runs inside the transaction that holds the batch row.
 */
export async function settleBatch(tx: Executor, settlement: Settlement): Promise<void> {
  const { batch, amountCents, method, providerReference, at } = settlement;
  await tx.insert(payments).values({ batchId: batch.id, amountCents, method, providerReference });
  await tx
    .update(shippingBatches)
    .set({
      status: 'PAID',
      totalCents: amountCents,
      paymentMethod: method,
      paidAt: at,
      paymentStartedAt: null,
      updatedAt: at,
    })
    .where(eq(shippingBatches.id, batch.id));
  await tx
    .update(orders)
    .set({ status: 'LABEL_CREATED', updatedAt: at })
    .where(eq(orders.shippingBatchId, batch.id));
  await tx.insert(trackingEvents).values(
    settlement.orders.map((order) => ({
      orderId: order.id,
      status: 'LABEL_CREATED' as const,
      description: 'Label created',
      location: `${order.senderCity}, ${order.senderProvince}`,
      occurredAt: at,
    })),
  );
  if (method === 'INVOICE' && batch.userId) {
    await tx.insert(invoiceLines).values({
      userId: batch.userId,
      billingMonth: billingMonthOf(at),
      batchId: batch.id,
      amountCents,
      // The settlement's instant, not the database's: the demo data settles in the past.
      createdAt: at,
    });
  }
}

/** The batch, locked until the transaction ends: every move of its payment attempts holds it. */
export async function lockBatch(tx: Executor, batchId: string): Promise<BatchRow | undefined> {
  const [batch] = await tx
    .select()
    .from(shippingBatches)
    .where(eq(shippingBatches.id, batchId))
    .for('update');
  return batch;
}

/** Records a card charge about to be asked of the provider, and marks the batch's payment under way. */
export async function insertAttempt(
  tx: Executor,
  { batchId, amountCents, at }: { batchId: string; amountCents: number; at: Date },
): Promise<AttemptRow> {
  const [attempt] = await tx
    .insert(paymentAttempts)
    .values({ batchId, amountCents, createdAt: at, updatedAt: at })
    .returning();
  await setPaymentStarted(tx, batchId, at);
  return attempt!;
}

/** The batch's charge still under way, if any (there is at most one). */
export async function findPendingAttempt(
  executor: Executor,
  batchId: string,
): Promise<AttemptRow | undefined> {
  const [attempt] = await executor
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.batchId, batchId), eq(paymentAttempts.state, 'PENDING')));
  return attempt;
}

export async function findAttempt(
  executor: Executor,
  attemptId: string,
): Promise<AttemptRow | undefined> {
  const [attempt] = await executor
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, attemptId));
  return attempt;
}

/**
 * Moves the attempt to `to` if it is still in one of the states `from`; answers whether it moved.
 * The caller holds the batch's lock.
 */
export async function moveAttempt(
  tx: Executor,
  attemptId: string,
  move: { from: AttemptState[]; to: AttemptState; at: Date; providerReference?: string },
): Promise<boolean> {
  const moved = await tx
    .update(paymentAttempts)
    .set({
      state: move.to,
      updatedAt: move.at,
      ...(move.providerReference && { providerReference: move.providerReference }),
    })
    .where(and(eq(paymentAttempts.id, attemptId), inArray(paymentAttempts.state, move.from)))
    .returning({ id: paymentAttempts.id });
  return moved.length === 1;
}

/** Attempts left unsettled: charges under way since before `pendingBefore`, and refunds due; oldest first. */
export async function listUnsettledAttempts(
  executor: Executor,
  { pendingBefore, limit }: { pendingBefore: Date; limit: number },
): Promise<AttemptRow[]> {
  return executor
    .select()
    .from(paymentAttempts)
    .where(
      or(
        and(eq(paymentAttempts.state, 'PENDING'), lt(paymentAttempts.createdAt, pendingBefore)),
        eq(paymentAttempts.state, 'REFUND_DUE'),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(limit);
}
