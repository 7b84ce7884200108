import type { Executor } from '../db/client.ts';
import { jobWriterOn, workJobs, type JobBoss } from '../db/job-boss.ts';

/** The pg-boss queue of webhook deliveries: one job per event and endpoint, its data the delivery id. */
const DELIVERY_QUEUE = 'webhook-delivery';
/** A delivery job still active after this long belongs to a worker that died: it is retried. */
const JOB_EXPIRY_SECONDS = 60;

/** How failed attempts are retried: pg-boss's exponential backoff, capped. */
export type RetrySchedule = { limit: number; delaySeconds: number; maxDelaySeconds: number };

/**
 * 12 attempts over about a day: pg-boss waits delay * 2^(n-1) to delay * 2^n before retry n
 * (1-2 min, 2-4 min, ... ), at most 6 hours, which adds up to some 24 hours.
 */
export const DAY_OF_RETRIES: RetrySchedule = {
  limit: 11,
  delaySeconds: 60,
  maxDelaySeconds: 6 * 60 * 60,
};

type DeliveryJob = { deliveryId: string; manual?: boolean };

/** One attempt of a delivery; `last` when no retry follows a failure. Throwing asks for the retry. */
export type DeliveryHandler = (
  job: { deliveryId: string; manual: boolean },
  attempt: { last: boolean },
) => Promise<void>;

export type WebhookQueue = {
  /** Queues the delivery inside the caller's transaction, retried on the schedule. */
  enqueue(tx: Executor, deliveryId: string): Promise<void>;
  /** Queues one more attempt, asked for by the endpoint's owner: no retries, and no disabling. */
  resend(deliveryId: string): Promise<void>;
  work(count: number, handler: DeliveryHandler): Promise<void>;
};

export async function startWebhookQueue(
  { boss, setUp }: JobBoss,
  { retry }: { retry: RetrySchedule },
): Promise<WebhookQueue> {
  await setUp(async () => {
    await boss.createQueue(DELIVERY_QUEUE, { expireInSeconds: JOB_EXPIRY_SECONDS });
  });
  // Per job rather than per queue: a queue's options are kept from its first creation.
  const retried = {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
    retryDelayMax: retry.maxDelaySeconds,
  };
  return {
    async enqueue(tx, deliveryId) {
      const job: DeliveryJob = { deliveryId };
      await boss.send(DELIVERY_QUEUE, job, { ...retried, ...jobWriterOn(tx) });
    },
    async resend(deliveryId) {
      const job: DeliveryJob = { deliveryId, manual: true };
      await boss.send(DELIVERY_QUEUE, job, { retryLimit: 0 });
    },
    async work(count, handler) {
      await workJobs<DeliveryJob>(
        boss,
        DELIVERY_QUEUE,
        { pollingIntervalSeconds: 1, localConcurrency: count },
        ({ deliveryId, manual }, attempt) =>
          handler({ deliveryId, manual: manual === true }, attempt),
      );
    },
  };
}
