import { startScheduledJob, type JobBoss } from '../db/job-boss.ts';
import { claimDueRefunds } from './queries.ts';
import { refundIfDue, type RefundDependencies } from './refund.ts';

/** The pg-boss queue of the refunds asked for again: one job a minute. */
export const REFUND_RETRY_QUEUE = 'refund-retry';
/** Every minute: a refund is due again minutes to a day after its last try (refundRetryDelayMs). */
export const REFUND_RETRY_CRON = '* * * * *';

const BATCH_SIZE = 20;
/** How long a claimed refund is one worker's; after that (a crash), another takes it over. */
const CLAIM_MS = 10 * 60_000;

/**
 * Asks the card provider again for the refunds due now, a batch at a time, until none is left;
 * answers how many were tried and made. A refund is claimed by one caller at a time, for
 * CLAIM_MS, so two nodes never ask for the same one at once.
 */
export async function retryDueRefunds(
  dependencies: RefundDependencies,
): Promise<{ tried: number; refunded: number }> {
  let tried = 0;
  let refunded = 0;
  for (;;) {
    const at = dependencies.now();
    const due = await claimDueRefunds(dependencies.db, {
      now: at,
      claimedUntil: new Date(at.getTime() + CLAIM_MS),
      limit: BATCH_SIZE,
    });
    for (const { cancellation, chargeReference } of due) {
      const settled = await refundIfDue(dependencies, cancellation, chargeReference);
      if (settled.refundedAt) refunded += 1;
    }
    tried += due.length;
    if (due.length < BATCH_SIZE) return { tried, refunded };
  }
}

/**
 * Schedules the refunds the card provider did not make when their shipments were cancelled (it
 * was down, or refused) to be asked for again, each when its time comes (refundRetryDelayMs):
 * the money goes back without the sender cancelling again. Worked in every API process.
 */
export async function startRefundRetry(
  jobs: JobBoss,
  dependencies: RefundDependencies,
): Promise<void> {
  const schedule = {
    queue: REFUND_RETRY_QUEUE,
    cron: REFUND_RETRY_CRON,
    expireInSeconds: CLAIM_MS / 1000,
    pollingIntervalSeconds: 30,
    log: dependencies.log,
  };
  await startScheduledJob(jobs, schedule, async () => {
    await retryDueRefunds(dependencies);
  });
}
