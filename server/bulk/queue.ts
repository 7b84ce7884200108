import type { PgBoss } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { ExecuteSql, Executor } from '../db/client.ts';
import { jobWriterOn, PGBOSS_10_SCHEMA, workJobs, type JobBoss } from '../db/job-boss.ts';

/** The pg-boss queue of bulk uploads: one job per upload, its data the upload id. */
export const UPLOAD_QUEUE = 'bulk-upload';
/** Told at the commit of each new job, so that listening workers take it at once instead of at their next poll. */
export const NEW_JOB_CHANNEL = 'bulk_upload_jobs';
/** A job whose worker died is handed out again this many times before pg-boss gives up on it. */
const RETRY_LIMIT = 10;

type UploadJob = { uploadId: string };
export type UploadJobHandler = (uploadId: string, attempt: { last: boolean }) => Promise<void>;

export type BulkQueueOptions = {
  executeSql: ExecuteSql;
  /** A job still active after this long counts as crashed: pg-boss's maintenance retries it. */
  jobTimeoutSeconds: number;
};

export type BulkQueue = {
  /** Adds the upload's job inside the caller's transaction, so the job exists exactly when the upload does. */
  enqueue(tx: Executor, uploadId: string): Promise<void>;
  /** Works on jobs with `count` workers, each one job at a time; a handler that throws has its job retried, unless it was the last attempt. */
  work(count: number, handler: UploadJobHandler): Promise<void>;
  /** Has this process's workers look for jobs now rather than at their next poll. */
  wake(): void;
};

/**
 * Sends again the uploads pg-boss 10 had not finished, then drops its schema. A crash in between
 * sends them again at the next start: a second job of an upload finds its rows done.
 */
async function moveJobsOfPgBoss10(executeSql: ExecuteSql, boss: PgBoss) {
  const [found] = (
    await executeSql(`select to_regclass('${PGBOSS_10_SCHEMA}.job') is not null as present`)
  ).rows as { present: boolean }[];
  if (!found!.present) return;
  const { rows } = await executeSql(
    `select data->>'uploadId' as "uploadId" from ${PGBOSS_10_SCHEMA}.job
     where name = $1 and state in ('created', 'retry', 'active')`,
    [UPLOAD_QUEUE],
  );
  for (const { uploadId } of rows as UploadJob[]) await boss.send(UPLOAD_QUEUE, { uploadId });
  await executeSql(`drop schema ${PGBOSS_10_SCHEMA} cascade`);
}

/**
 * Sets up the bulk queue on the process's pg-boss; a job is sent through the caller's
 * transaction.
 */
export async function startBulkQueue(
  { boss, setUp }: JobBoss,
  { executeSql, jobTimeoutSeconds }: BulkQueueOptions,
): Promise<BulkQueue> {
  await setUp(async () => {
    await boss.createQueue(UPLOAD_QUEUE, {
      retryLimit: RETRY_LIMIT,
      retryDelay: 0,
      expireInSeconds: jobTimeoutSeconds,
    });
    await moveJobsOfPgBoss10(executeSql, boss);
  });
  const workerIds: string[] = [];

  return {
    async enqueue(tx, uploadId) {
      const job: UploadJob = { uploadId };
      await boss.send(UPLOAD_QUEUE, job, jobWriterOn(tx));
      await tx.execute(sql`select pg_notify(${NEW_JOB_CHANNEL}, ${uploadId})`);
    },
    async work(count, handler) {
      for (let worker = 0; worker < count; worker += 1) {
        workerIds.push(
          await workJobs<UploadJob>(
            boss,
            UPLOAD_QUEUE,
            // pg-boss's shortest poll: other processes' jobs wait at most half a second.
            { pollingIntervalSeconds: 0.5 },
            (job, attempt) => handler(job.uploadId, attempt),
          ),
        );
      }
    },
    wake() {
      for (const id of workerIds) boss.notifyWorker(id);
    },
  };
}
