import { startScheduledJob, type JobBoss } from '../db/job-boss.ts';
import type { ErrorLog } from '../http/log-options.ts';
import {
  PAYMENT_ATTEMPT_GRACE_MS,
  reconcileAttempt,
  type PaymentDependencies,
} from './payment-attempts.ts';
import { listUnsettledAttempts, type AttemptState } from './queries.ts';

/** The pg-boss queue of the payment reconciler: one job a minute. */
export const PAYMENT_RECONCILER_QUEUE = 'payment-reconciliation';
/** Every minute: an attempt left behind is settled within the grace period and a minute or two. */
export const PAYMENT_RECONCILER_CRON = '* * * * *';
// Attempts left behind are rare (a process dies mid-charge); a round takes this many at most.
const ROUND_SIZE = 100;

/**
 * One round (docs/decisions/034-payment-attempts.md): every charge left under way past the grace
 * period is settled with what the provider says of it, and every refund due is asked for again.
 * A failure is logged and the attempt left for the next round. Answers where each attempt ended.
 */
export async function reconcilePayments(
  dependencies: PaymentDependencies & { log: ErrorLog },
): Promise<{ attemptId: string; state: AttemptState }[]> {
  const { db, now, log } = dependencies;
  const unsettled = await listUnsettledAttempts(db, {
    pendingBefore: new Date(now().getTime() - PAYMENT_ATTEMPT_GRACE_MS),
    limit: ROUND_SIZE,
  });
  const reconciled: { attemptId: string; state: AttemptState }[] = [];
  for (const attempt of unsettled) {
    const facts = { attemptId: attempt.id, batchId: attempt.batchId };
    try {
      const state = await reconcileAttempt(dependencies, attempt);
      if (state === 'REFUND_DUE') {
        log.error(
          facts,
          'a charge its batch could not take is not refunded yet; asked again next round',
        );
      }
      reconciled.push({ attemptId: attempt.id, state });
    } catch (error) {
      log.error({ ...facts, err: error }, 'payment attempt not reconciled; tried again next round');
    }
  }
  return reconciled;
}

/**
 * Schedules the reconciler and works its jobs in this process: the server with the embedded
 * database, or `npm run worker`.
 */
export async function startPaymentReconciler(
  jobs: JobBoss,
  dependencies: PaymentDependencies & { log: ErrorLog },
): Promise<void> {
  const schedule = {
    queue: PAYMENT_RECONCILER_QUEUE,
    cron: PAYMENT_RECONCILER_CRON,
    expireInSeconds: 5 * 60,
    pollingIntervalSeconds: 30,
    log: dependencies.log,
  };
  await startScheduledJob(jobs, schedule, async () => {
    await reconcilePayments(dependencies);
  });
}
