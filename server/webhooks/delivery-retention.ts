import { DELIVERY_LOG_DAYS } from '#domain/webhooks/delivery-log.ts';
import type { Database } from '../db/client.ts';
import { repeatRounds, type RepeatedRounds } from '../http/repeated-rounds.ts';
import { deleteDeliveriesMadeBefore } from './queries.ts';
import type { ErrorLog } from '../http/log-options.ts';

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

/** Deletes expired deliveries hourly, in a process that sends deliveries. */
export function createDeliveryRetention({
  db,
  now,
  log,
}: {
  db: Database;
  now: () => Date;
  log: ErrorLog;
}): RepeatedRounds {
  return repeatRounds(
    async () => {
      await deleteExpiredDeliveries(db, now());
      return false;
    },
    { pauseMs: 60 * 60 * 1000, log, failure: 'Webhook delivery retention round failed' },
  );
}
