import { DELIVERY_LOG_DAYS } from '#domain/webhooks/delivery-log.ts';
import type { Database } from '../db/client.ts';
import { startScheduledJob, type JobBoss } from '../db/job-boss.ts';
import type { ErrorLog } from '../http/log-options.ts';
import { deleteDeliveriesMadeBefore } from './queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 1000;

/** Deletes the deliveries older than DELIVERY_LOG_DAYS, a batch at a time; answers how many. */
export async function deleteExpiredDeliveries(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DELIVERY_LOG_DAYS * DAY_MS);
  let deleted = 0;
  for (;;) {
    const batch = await deleteDeliveriesMadeBefore(db, before, BATCH);
    deleted += batch;
    if (batch < BATCH) return deleted;
  }
}

/** The pg-boss queue of the delivery log's retention: one job an hour. */
export const DELIVERY_RETENTION_QUEUE = 'webhook-delivery-retention';
/** At ten past each hour. */
export const DELIVERY_RETENTION_CRON = '10 * * * *';

/** Schedules the deletion of expired deliveries hourly, worked in a process that sends deliveries. */
export function startDeliveryRetention(
  jobs: JobBoss,
  { db, now, log }: { db: Database; now: () => Date; log: ErrorLog },
): Promise<void> {
  const schedule = {
    queue: DELIVERY_RETENTION_QUEUE,
    cron: DELIVERY_RETENTION_CRON,
    expireInSeconds: 15 * 60,
    pollingIntervalSeconds: 60,
    log,
  };
  return startScheduledJob(jobs, schedule, async () => {
    await deleteExpiredDeliveries(db, now());
  });
}
