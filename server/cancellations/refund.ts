import { refundRetryDelayMs } from '#domain/shipments/cancellation.ts';
import type { Database } from '../db/client.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import { markRefundFailed, markRefunded, type CancellationRow } from './queries.ts';

export type RefundDependencies = {
  db: Database;
  now: () => Date;
  paymentProvider: PaymentProvider;
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
};

/** Attempts after which a refund still not made is a person's to look at (a day apart by then). */
const ATTEMPTS_BEFORE_ALARM = 10;

/**
 * Makes the card refund a cancellation still owes, under the order's own idempotency key (asked
 * twice, the provider refunds once). A refusal leaves it due, asked for again after
 * refundRetryDelayMs, and is logged: as a warning, and as an error once it has failed so often
 * that only a person can settle it.
 */
export async function refundIfDue(
  { db, now, paymentProvider, log }: RefundDependencies,
  cancellation: CancellationRow,
  chargeReference: string | null,
): Promise<CancellationRow> {
  if (cancellation.refundedAt || !chargeReference) return cancellation;
  const refund = await paymentProvider
    .refund({
      chargeReference,
      amountCents: cancellation.refundCents,
      idempotencyKey: `cancel:${cancellation.orderId}`,
    })
    .catch((error: unknown) => ({
      status: 'FAILED' as const,
      failureMessage: error instanceof Error ? error.message : 'the provider did not answer',
    }));
  if (refund.status === 'FAILED') {
    // The cancellation stands either way: the refund is still owed, and the answer says PENDING.
    const attempts = cancellation.refundAttempts + 1;
    const details = { orderId: cancellation.orderId, attempts, reason: refund.failureMessage };
    if (attempts >= ATTEMPTS_BEFORE_ALARM) {
      log.error(details, 'refund of a cancelled shipment still failing; it needs a person');
    } else {
      log.warn(details, 'refund of a cancelled shipment failed; it stays due');
    }
    return markRefundFailed(db, cancellation.orderId, {
      attempts,
      nextAttemptAt: new Date(now().getTime() + refundRetryDelayMs(attempts)),
    });
  }
  return markRefunded(db, cancellation.orderId, { reference: refund.reference, at: now() });
}
