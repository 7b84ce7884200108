import { ShipmentMessages as Messages } from '#domain/common/shipping-messages.ts';
import type { PaymentMethod } from '#domain/shipments/order-status.ts';
import { badRequest, conflict, forbidden, notFound, paymentRequired } from '../http/errors.ts';
import type { Owner } from '../shipments/index.ts';
import {
  listBatchOrders,
  lockOwnedBatch,
  type BatchRow,
  type OrderRow,
} from '../shipments/index.ts';
import { batchTotalCents } from './batch-status.ts';
import { canBeHandedOver, handOverOf, NO_WAY_TO_HAND_OVER } from './drop-off-locations.ts';
import {
  endUnchargedAttempt,
  PAYMENT_ATTEMPT_GRACE_MS,
  settleAndTell,
  settleApprovedCharge,
  type PaymentDependencies,
} from './payment-attempts.ts';
import { paymentMethodsOf } from './payment-methods.ts';
import { findPendingAttempt, insertAttempt } from './queries.ts';

export type PaymentInput = { paymentNonce: string; saveCard: boolean };
export type PaidBatch = {
  batch: BatchRow;
  orders: OrderRow[];
  amountCents: number;
  method: PaymentMethod;
  savedCardToken?: string;
};

/**
 * Pays the owner's batch exactly once (docs/decisions/034-payment-attempts.md). The batch row is
 * locked (SELECT ... FOR UPDATE) while the charge is recorded as a PENDING attempt; the card is
 * charged outside any transaction (the provider has its own storage) under the attempt's id as
 * its idempotency key; then the approved charge pays the batch. A charge under way refuses a
 * second payment, unless its request is known to have stopped (`resume`, or the grace period
 * passed): the charge is then asked for again under the same key, which the provider answers
 * with the first charge if it made one.
 */
export async function payBatch(
  dependencies: PaymentDependencies,
  owner: Owner,
  batchId: string,
  { paymentNonce, saveCard }: PaymentInput,
  { resume = false }: { resume?: boolean } = {},
): Promise<PaidBatch> {
  const { db, provider, now, webhooks } = dependencies;
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
    if (!resume && started && at.getTime() - started < PAYMENT_ATTEMPT_GRACE_MS) {
      throw conflict(Messages.paymentInProgress);
    }
    const orders = await listBatchOrders(tx, batch.id);
    const pending = await findPendingAttempt(tx, batch.id);
    if (pending) {
      // The invoice would pay for what the card may have paid already.
      if (method === 'INVOICE') throw conflict(Messages.paymentInProgress);
      return { batch, orders, attempt: pending };
    }
    if (orders.length === 0) throw badRequest(Messages.noShippingRequests);
    if (!canBeHandedOver(handOverOf(orders))) throw conflict(NO_WAY_TO_HAND_OVER);
    const amountCents = batchTotalCents(orders);
    if (method === 'INVOICE') {
      const settlement = { batch, orders, amountCents, method, providerReference: null, at };
      await settleAndTell(tx, webhooks, settlement);
      return { batch, orders, attempt: null };
    }
    return {
      batch,
      orders,
      attempt: await insertAttempt(tx, { batchId: batch.id, amountCents, at }),
    };
  });
  const { attempt } = claimed;
  if (!attempt) {
    const { batch, orders } = claimed;
    return { batch, orders, amountCents: batchTotalCents(orders), method };
  }

  // Should the provider fail to answer, the attempt stays PENDING: whether it charged is
  // unknown until the reconciler (or a later payment) asks it.
  const charge = await provider.charge({
    nonce: paymentNonce,
    amountCents: attempt.amountCents,
    idempotencyKey: attempt.id,
    saveCard,
    customerId: owner.kind === 'user' ? owner.userId : null,
  });
  if (charge.status === 'DECLINED') {
    await endUnchargedAttempt(db, attempt, { to: 'DECLINED', at: now() });
    throw paymentRequired(charge.declineMessage);
  }
  const outcome = await settleApprovedCharge(dependencies, attempt.id, charge.reference);
  if (outcome.state !== 'SUCCEEDED') throw conflict(Messages.chargeRefunded);
  const { batch, orders } = outcome;
  const { amountCents } = attempt;
  return { batch, orders, amountCents, method, savedCardToken: charge.savedCardToken };
}
