import type { Database } from '../db/client.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import { listBatchOrders, type BatchRow, type OrderRow } from '../shipments/index.ts';
import type { EventScope, WebhookEvents } from '../webhook-events.ts';
import { batchTotalCents } from './batch-status.ts';
import {
  findAttempt,
  findPendingAttempt,
  lockBatch,
  moveAttempt,
  setPaymentStarted,
  settleBatch,
  type AttemptRow,
  type AttemptState,
  type Settlement,
} from './queries.ts';

/**
 * How long a card charge may go unanswered before its attempt counts as left behind by a request
 * that stopped (the provider answers in seconds): a later payment of the batch, or the
 * reconciler, then settles it (docs/decisions/034-payment-attempts.md).
 */
export const PAYMENT_ATTEMPT_GRACE_MS = 2 * 60 * 1000;

export type PaymentDependencies = {
  db: Database;
  provider: PaymentProvider;
  now: () => Date;
  webhooks: WebhookEvents;
};

/** Settles the batch in the caller's transaction; each order's label.created goes with it. */
export async function settleAndTell(
  tx: EventScope,
  webhooks: WebhookEvents,
  settlement: Settlement,
): Promise<void> {
  await settleBatch(tx, settlement);
  for (const order of settlement.orders) {
    await webhooks.publish(tx, { type: 'label.created', orderId: order.id });
  }
}

/** Where an approved charge ended: paying its batch, or given back (or still to be). */
export type ChargeOutcome =
  | { state: 'SUCCEEDED'; batch: BatchRow; orders: OrderRow[] }
  | { state: 'REFUND_DUE' | 'REFUNDED' };

/**
 * Settles a charge the provider approved under the attempt's key. It pays the batch (marked
 * paid, labels made, in one transaction) when the batch can still take it: unpaid, holding
 * orders worth exactly the amount charged, with no other charge under way. Otherwise the charge
 * is refunded. Settling the same charge again changes nothing.
 */
export async function settleApprovedCharge(
  dependencies: PaymentDependencies,
  attemptId: string,
  providerReference: string,
): Promise<ChargeOutcome> {
  const { db, now, webhooks } = dependencies;
  const settled = await db.transaction(async (tx) => {
    const at = now();
    const batch = (await lockBatch(tx, (await findAttempt(tx, attemptId))!.batchId))!;
    // Read again under the batch's lock, which every move out of PENDING holds.
    const attempt = (await findAttempt(tx, attemptId))!;
    const orders = await listBatchOrders(tx, batch.id);
    if (attempt.state === 'SUCCEEDED') return { state: 'SUCCEEDED' as const, batch, orders };
    if (attempt.state === 'REFUND_DUE' || attempt.state === 'REFUNDED') {
      return { state: attempt.state, attempt };
    }
    const payable =
      batch.status === 'OPEN' &&
      orders.length > 0 &&
      batchTotalCents(orders) === attempt.amountCents &&
      // A closed attempt whose charge turned up late: the batch may have begun another since.
      (attempt.state === 'PENDING' || !(await findPendingAttempt(tx, batch.id)));
    const move = { from: [attempt.state], at, providerReference };
    if (payable) {
      await moveAttempt(tx, attempt.id, { ...move, to: 'SUCCEEDED' });
      const { amountCents } = attempt;
      await settleAndTell(tx, webhooks, {
        batch,
        orders,
        amountCents,
        method: 'CARD',
        providerReference,
        at,
      });
      return { state: 'SUCCEEDED' as const, batch, orders };
    }
    await moveAttempt(tx, attempt.id, { ...move, to: 'REFUND_DUE' });
    if (attempt.state === 'PENDING') await setPaymentStarted(tx, batch.id, null);
    return { state: 'REFUND_DUE' as const, attempt: { ...attempt, providerReference } };
  });
  if (settled.state !== 'REFUND_DUE') return settled;
  return refundAttempt(dependencies, settled.attempt);
}

/**
 * Gives back the charge of an attempt whose batch could not take it, under a key of the attempt's
 * own (asked twice, the provider refunds once). Refused or failing, it stays REFUND_DUE, and the
 * reconciler asks again.
 */
async function refundAttempt(
  { db, provider, now }: PaymentDependencies,
  attempt: AttemptRow,
): Promise<ChargeOutcome> {
  const refund = await provider.refund({
    chargeReference: attempt.providerReference!,
    amountCents: attempt.amountCents,
    idempotencyKey: `refund:${attempt.id}`,
  });
  if (refund.status === 'FAILED') return { state: 'REFUND_DUE' };
  await moveAttempt(db, attempt.id, { from: ['REFUND_DUE'], to: 'REFUNDED', at: now() });
  return { state: 'REFUNDED' };
}

/** Ends a charge still under way that made no money: the batch may then be paid again. */
export async function endUnchargedAttempt(
  db: Database,
  attempt: AttemptRow,
  move: { to: 'DECLINED' | 'CLOSED'; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBatch(tx, attempt.batchId);
    const ended = await moveAttempt(tx, attempt.id, { ...move, from: ['PENDING'] });
    if (ended) await setPaymentStarted(tx, attempt.batchId, null);
  });
}

/**
 * Settles an attempt left unsettled: for a charge under way, asks the provider what became of
 * it (approved: settled as above; declined; or never received: closed); for a refund due, asks
 * for the refund again. Answers the state it is left in.
 */
export async function reconcileAttempt(
  dependencies: PaymentDependencies,
  attempt: AttemptRow,
): Promise<AttemptState> {
  if (attempt.state === 'REFUND_DUE') return (await refundAttempt(dependencies, attempt)).state;
  const decided = await dependencies.provider.findCharge(attempt.id);
  if (decided?.status === 'APPROVED') {
    return (await settleApprovedCharge(dependencies, attempt.id, decided.reference)).state;
  }
  const to = decided ? 'DECLINED' : 'CLOSED';
  await endUnchargedAttempt(dependencies.db, attempt, { to, at: dependencies.now() });
  return to;
}
