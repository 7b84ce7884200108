import type { DatabaseHandle } from '../db/client.ts';
import { startJobBoss, workJobs } from '../db/job-boss.ts';
import type { ErrorLog } from '../http/log-options.ts';
import { discardStaleUnpaidOrders } from './discard-orders.ts';

/** The pg-boss queue of the sweep of unpaid orders older than 30 days: one job a day. */
export const UNPAID_SWEEP_QUEUE = 'unpaid-order-sweep';
/** Every day at 10:15 UTC (02:15 or 03:15 in Vancouver), when few people ship. */
export const UNPAID_SWEEP_CRON = '15 10 * * *';
/** A sweep still running after this long belongs to a worker that died: pg-boss retries it. */
const JOB_EXPIRY_SECONDS = 15 * 60;

export type UnpaidSweep = { stop(): Promise<void> };

/**
 * Schedules the daily sweep (pg-boss keeps one schedule however many processes start it, and
 * sends each day's job once) and works its jobs in this process: the server with the embedded
 * database, or `npm run worker`.
 */
export async function startUnpaidSweep({
  database,
  now,
  log,
}: {
  database: Pick<DatabaseHandle, 'db' | 'executeSql' | 'exclusively'>;
  now: () => Date;
  log: ErrorLog;
}): Promise<UnpaidSweep> {
  const boss = await startJobBoss({
    ...database,
    intervalSeconds: 60,
    schedule: true,
    onError: (error) => log.error({ err: error }, 'unpaid order sweep queue failed'),
    setUp: async (started) => {
      await started.createQueue(UNPAID_SWEEP_QUEUE, { expireInSeconds: JOB_EXPIRY_SECONDS });
      await started.schedule(UNPAID_SWEEP_QUEUE, UNPAID_SWEEP_CRON);
    },
  });
  await workJobs(boss, UNPAID_SWEEP_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    await discardStaleUnpaidOrders(database.db, now());
  });
  return { stop: () => boss.stop({ graceful: true, close: false }) };
}
