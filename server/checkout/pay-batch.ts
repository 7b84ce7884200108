import { ShipmentMessages as Messages } from '#domain/shipments/messages.ts';
import type { PaymentMethod } from '#domain/shipments/order-status.ts';
import type { Database } from '../db/client.ts';
import { badRequest, conflict, forbidden, notFound, paymentRequired } from '../http/errors.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import type { Owner } from '../shipments/index.ts';
import type { EventScope, WebhookEvents } from '../webhooks/index.ts';
import {
  listBatchOrders,
  lockOwnedBatch,
  type BatchRow,
  type OrderRow,
} from '../shipments/index.ts';
import { batchTotalCents } from './batch-status.ts';
import { canBeHandedOver, handOverOf, NO_WAY_TO_HAND_OVER } from './drop-off-locations.ts';
import { paymentMethodsOf } from './payment-methods.ts';
import { setPaymentStarted, settleBatch } from './queries.ts';

// A card charge takes seconds; a claim older than this belongs to a request that died, and the
// provider's idempotency key (the batch id) keeps its retry from charging twice.
const PAYMENT_CLAIM_TIMEOUT_MS = 2 * 60 * 1000;

export type PaymentInput = { paymentNonce: string; saveCard: boolean };
export type PaidBatch = {
  batch: BatchRow;
  orders: OrderRow[];
  amountCents: number;
  method: PaymentMethod;
  savedCardToken?: string;
};

type PayDependencies = {
  db: Database;
  provider: PaymentProvider;
  now: () => Date;
  webhooks: WebhookEvents;
};

/** Settles the batch in the caller's transaction; each order's label.created goes with it. */
async function settleAndTell(
  tx: EventScope,
  webhooks: WebhookEvents,
  settlement: Parameters<typeof settleBatch>[1],
): Promise<void> {
  await settleBatch(tx, settlement);
  for (const order of settlement.orders) {
    await webhooks.publish(tx, { type: 'label.created', orderId: order.id });
  }
}

/**
 * Pays the owner's batch exactly once. The batch row is locked (SELECT ... FOR UPDATE) to
 * claim the payment, the card is charged outside any transaction (the provider has its own
 * storage), and a second locked transaction records the result; payments.batch_id is unique.
 */
export async function payBatch(
  { db, provider, now, webhooks }: PayDependencies,
  owner: Owner,
  batchId: string,
  { paymentNonce, saveCard }: PaymentInput,
): Promise<PaidBatch> {
  const method: PaymentMethod = paymentNonce ? 'CARD' : 'INVOICE';
  if (method === 'INVOICE' && !(await paymentMethodsOf(db, owner)).includes('INVOICE')) {
    throw forbidden(Messages.invoiceNotAllowed);
  }

  const claimed = await db.transaction(async (tx) => {
    const at = now();
    const batch = await lockOwnedBatch(tx, owner, batchId);
    if (!batch) throw notFound(Messages.batchNotFound);
    if (batch.status === 'PAID') throw conflict(Messages.batchAlreadyPaid);
    const started = batch.paymentStartedAt?.getTime();
    if (started && at.getTime() - started < PAYMENT_CLAIM_TIMEOUT_MS) {
      throw conflict(Messages.paymentInProgress);
    }
    const orders = await listBatchOrders(tx, batch.id);
    if (orders.length === 0) throw badRequest(Messages.noShippingRequests);
    if (!canBeHandedOver(handOverOf(orders))) throw conflict(NO_WAY_TO_HAND_OVER);
    const amountCents = batchTotalCents(orders);
    if (method === 'INVOICE') {
      const settlement = { batch, orders, amountCents, method, providerReference: null, at };
      await settleAndTell(tx, webhooks, settlement);
      return { batch, orders, amountCents, settled: true };
    }
    await setPaymentStarted(tx, batch.id, at);
    return { batch, orders, amountCents, settled: false };
  });
  const { batch, orders, amountCents } = claimed;
  if (claimed.settled) return { batch, orders, amountCents, method };

  const charge = await provider
    .charge({
      nonce: paymentNonce,
      amountCents,
      idempotencyKey: batch.id,
      saveCard,
      customerId: owner.kind === 'user' ? owner.userId : null,
    })
    .catch(async (error: unknown) => {
      await setPaymentStarted(db, batch.id, null);
      throw error;
    });
  if (charge.status === 'DECLINED') {
    await setPaymentStarted(db, batch.id, null);
    throw paymentRequired(charge.declineMessage);
  }

  await db.transaction(async (tx) => {
    const locked = await lockOwnedBatch(tx, owner, batch.id);
    if (locked?.status === 'PAID') throw conflict(Messages.batchAlreadyPaid);
    await settleAndTell(tx, webhooks, {
      batch,
      orders,
      amountCents,
      method,
      providerReference: charge.reference,
      at: now(),
    });
  });
  return { batch, orders, amountCents, method, savedCardToken: charge.savedCardToken };
}
