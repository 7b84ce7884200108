/** The bulk room's front door: what other rooms and the entry points use of it, and nothing else (docs/ARCHITECTURE.md). */
import type { FastifyInstance } from 'fastify';
import type { Sessions } from '../auth/index.ts';
import type { AppConfig } from '../config.ts';
import type { HsNomenclature } from '../customs/index.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { JobBoss } from '../db/job-boss.ts';
import type { WebhookEvents } from '../webhook-events.ts';
import { registerBatchRoutes } from './batch-routes.ts';
import { registerBulkOrderRoutes } from './order-routes.ts';
import { processUpload } from './process-upload.ts';
import { NEW_JOB_CHANNEL, startBulkQueue, type BulkQueue } from './queue.ts';
import { registerUploadRoutes } from './upload-routes.ts';
import { markUploadFailed } from './uploads.ts';
import type { ErrorLog } from '../http/log-options.ts';

export { PROGRESS_CHANNEL } from './process-row.ts';
export {
  ADDRESS_CHECK_RATE_LIMIT,
  registerBulkAddressCheckRoutes,
} from './address-check/routes.ts';
export { checkAddresses, geocoderPacing, timerSleep } from './address-check/check-addresses.ts';
export { readUploadProgress } from './progress/queries.ts';
export { registerBulkProgress } from './progress/routes.ts';
export { findBatch, insertBatch } from './batches.ts';
export { BulkMessages } from './messages.ts';
export type { BulkQueue } from './queue.ts';
export { insertUpload } from './uploads.ts';

export type BulkWorkerOptions = {
  jobs: JobBoss;
  database: DatabaseHandle;
  now: () => Date;
  config: Pick<AppConfig, 'bulkWorkers' | 'bulkJobTimeoutSeconds' | 'bulkRowPauseMs'>;
  log: ErrorLog;
  webhooks: WebhookEvents;
  /** What a declared HS code is checked against; null checks its shape only. */
  hsNomenclature: HsNomenclature | null;
};

export type BulkWorkers = BulkQueue & {
  /** Stops hearing of new uploads; the job boss's stop ends the workers. */
  stop(): Promise<void>;
};

/**
 * Starts the bulk job queue with config.bulkWorkers workers of upload jobs in this process: in
 * the server (`npm start`) or alone (`npm run worker`). The workers hear of each new upload at
 * its commit, whichever node took it, and poll besides. Stop it before closing the database.
 */
export async function startBulkWorkers({
  jobs,
  database,
  now,
  config,
  log,
  webhooks,
  hsNomenclature,
}: BulkWorkerOptions): Promise<BulkWorkers> {
  const queue = await startBulkQueue(jobs, {
    executeSql: database.executeSql,
    jobTimeoutSeconds: config.bulkJobTimeoutSeconds,
  });
  await queue.work(config.bulkWorkers, async (uploadId, attempt) => {
    try {
      await processUpload(
        { db: database.db, now, webhooks, hsNomenclature, rowPauseMs: config.bulkRowPauseMs },
        uploadId,
      );
    } catch (error) {
      log.error({ err: error, uploadId }, 'bulk upload job failed');
      // Until the last attempt pg-boss retries the job, which resumes at the first row not
      // committed; after it, the upload ends FAILED so that its progress feed ends too.
      if (attempt.last) await markUploadFailed(database.db, uploadId);
      throw error;
    }
  });
  if (config.bulkWorkers === 0) return { ...queue, stop: async () => {} };
  const unlisten = await database.listen(NEW_JOB_CHANNEL, {
    onPayload: () => queue.wake(),
    // Uploads committed while the connection was down are still in the queue.
    onReconnect: () => queue.wake(),
  });
  return { ...queue, stop: unlisten };
}

export type BulkDependencies = Omit<BulkWorkerOptions, 'log'> & {
  sessions: Pick<Sessions, 'requireUser'>;
};

/**
 * Bulk shipments (issue 13): batches, uploads queued as jobs, their rows' retries, service
 * changes and the validation into a shipping batch. Signed-in users only; every query is
 * filtered by the signed-in user. Answers the queue, which the public API's uploads join.
 */
export async function registerBulk(
  app: FastifyInstance,
  { jobs, database, sessions, now, config, webhooks, hsNomenclature }: BulkDependencies,
): Promise<Pick<BulkQueue, 'enqueue'>> {
  const queue = await startBulkWorkers({
    jobs,
    database,
    now,
    config,
    log: app.log,
    webhooks,
    hsNomenclature,
  });
  app.addHook('onClose', () => queue.stop());
  const db = database.db;
  registerBatchRoutes(app, { db, sessions, now });
  registerUploadRoutes(app, { db, sessions, queue, now, webhooks, hsNomenclature });
  registerBulkOrderRoutes(app, { db, sessions, now });
  return queue;
}
