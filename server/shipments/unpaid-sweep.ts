import type { Database } from '../db/client.ts';
import { startScheduledJob, type JobBoss } from '../db/job-boss.ts';
import type { ErrorLog } from '../http/log-options.ts';
import { discardStaleUnpaidOrders } from './discard-orders.ts';

/** The pg-boss queue of the sweep of unpaid orders older than 30 days: one job a day. */
export const UNPAID_SWEEP_QUEUE = 'unpaid-order-sweep';
/** Every day at 10:15 UTC (02:15 or 03:15 in Vancouver), when few people ship. */
export const UNPAID_SWEEP_CRON = '15 10 * * *';

/**
 * Schedules the daily sweep and works its jobs in this process: the server with the embedded
 * database, or `npm run worker`.
 */
export async function startUnpaidSweep(
  jobs: JobBoss,
  { db, now, log }: { db: Database; now: () => Date; log: ErrorLog },
): Promise<void> {
  const schedule = {
    queue: UNPAID_SWEEP_QUEUE,
    cron: UNPAID_SWEEP_CRON,
    expireInSeconds: 15 * 60,
    pollingIntervalSeconds: 60,
    log,
  };
  await startScheduledJob(jobs, schedule, async () => {
    await discardStaleUnpaidOrders(db, now());
  });
}
