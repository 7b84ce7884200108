import { eq } from 'drizzle-orm';
import { billingMonthOf } from '#domain/shipments/billing-month.ts';
import type { PaymentMethod } from '#domain/shipments/order-status.ts';
import { invoiceLines, orders, payments, shippingBatches, trackingEvents } from '../db/schema.ts';
import type { Executor } from '../db/client.ts';
import type { BatchRow, OrderRow } from '../shipments/index.ts';

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
