import { repeatRounds, type RepeatedRounds } from '../http/repeated-rounds.ts';
import { claimDueRefunds } from './queries.ts';
import { refundIfDue, type RefundDependencies } from './refund.ts';

export type RefundRetry = RepeatedRounds & {
  /** One round: the refunds due now, up to a batch; answers how many were tried and made. */
  retryDueRefunds(): Promise<{ tried: number; refunded: number }>;
};

/**
 * Asks the card provider again for the refunds it did not make when their shipments were
 * cancelled (it was down, or refused), each when its time comes (refundRetryDelayMs): the money
 * goes back without the sender cancelling again. Every API node may run it; a refund is claimed
 * by one at a time, for `claimMs`, after which another takes over a node that died mid-way.
 */
export function createRefundRetry(
  dependencies: RefundDependencies,
  { batchSize = 20, claimMs = 10 * 60_000, pauseMs = 60_000 } = {},
): RefundRetry {
  async function retryDueRefunds() {
    const at = dependencies.now();
    const due = await claimDueRefunds(dependencies.db, {
      now: at,
      claimedUntil: new Date(at.getTime() + claimMs),
      limit: batchSize,
    });
    let refunded = 0;
    for (const { cancellation, chargeReference } of due) {
      const settled = await refundIfDue(dependencies, cancellation, chargeReference);
      if (settled.refundedAt) refunded += 1;
    }
    return { tried: due.length, refunded };
  }

  const rounds = repeatRounds(async () => (await retryDueRefunds()).tried === batchSize, {
    pauseMs,
    log: dependencies.log,
    failure: 'Refund retry round failed',
  });
  return { retryDueRefunds, ...rounds };
}
