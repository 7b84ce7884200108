import { PgBoss, type ConstructorOptions, type JobWithMetadata, type QueuePolicy } from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { ErrorLog } from '../http/log-options.ts';
import type { DatabaseHandle, Executor } from './client.ts';

/**
 * pg-boss's SQL as a drizzle query on the caller's transaction: its $1, $2... placeholders
 * become parameters of ours. Drizzle drops an undefined value from the text, so it goes as NULL.
 */
function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const pieces = text.split(/\$(\d+)/);
  return sql.join(
    pieces.map((piece, index) =>
      index % 2 === 0 ? sql.raw(piece) : sql`${values[Number(piece) - 1] ?? null}`,
    ),
  );
}

/** pg-boss's `db` option of send(): the job is written by the caller's transaction, so it exists exactly when what it is about does. */
export const jobWriterOn = (tx: Executor) => ({
  db: {
    // Both drivers answer an object with the rows, as pg-boss expects.
    executeSql: async (text: string, values?: unknown[]) =>
      (await tx.execute(toDrizzleSql(text, values))) as unknown as { rows: unknown[] },
  },
});

/**
 * Where pg-boss 10's schema (version 24) is set aside: pg-boss 12 cannot migrate it (11 started a
 * new schema, and 12's migrations begin at 11's), so it creates its own beside it.
 */
export const PGBOSS_10_SCHEMA = 'pgboss_10';

// Two ifs: one expression naming pgboss.version fails to plan where the table does not exist.
const SET_ASIDE_PGBOSS_10 = `do $$ begin
  if to_regclass('pgboss.version') is not null then
    if (select max(version) from pgboss.version) < 25 then
      alter schema pgboss rename to ${PGBOSS_10_SCHEMA};
    end if;
  end if;
end $$`;

export type JobBossOptions = {
  /**
   * The shortest expiry of the queues this process works, when under a minute: pg-boss's
   * supervision notices an expired job (a worker that died) at most this long after.
   */
  shortestExpirySeconds?: number;
  /** Where pg-boss's own failures are reported. */
  log: ErrorLog;
};

/** This process's one pg-boss: every queue and schedule of the process goes through it. */
export type JobBoss = {
  boss: PgBoss;
  /** Runs a queue's setup (createQueue, schedule) while no other process sets up. */
  setUp(work: () => Promise<void>): Promise<void>;
  /** Stops taking jobs, in every queue, and waits for the jobs under way. */
  stop(): Promise<void>;
};

/**
 * Starts the process's pg-boss on our database, PostgreSQL or PGlite alike: it reaches the
 * database through the handle's executeSql. pg-boss creates or upgrades its schema (pgboss) as
 * it starts; two processes starting at once on a new database would both create it, and one
 * fail ("pgboss" already exists), so it starts while no other process sets up, after setting
 * pg-boss 10's schema aside (the bulk queue moves that schema's jobs). It sends the jobs of the
 * queues' cron schedules too: pg-boss sends each occurrence once, whichever process is first.
 */
export async function startJobBoss(
  { executeSql, exclusively }: Pick<DatabaseHandle, 'executeSql' | 'exclusively'>,
  { shortestExpirySeconds = 60, log }: JobBossOptions,
): Promise<JobBoss> {
  const intervalSeconds = Math.min(shortestExpirySeconds, 60);
  const options: ConstructorOptions = {
    db: { executeSql: (text, values) => executeSql(text, values) },
    schedule: true,
    superviseIntervalSeconds: intervalSeconds,
    monitorIntervalSeconds: intervalSeconds,
  };
  const boss = new PgBoss(options);
  boss.on('error', (error) => log.error({ err: error }, 'job queue failed'));
  await exclusively(async () => {
    await executeSql(SET_ASIDE_PGBOSS_10);
    await boss.start();
  });
  return {
    boss,
    setUp: (work) => exclusively(work),
    stop: () => boss.stop({ graceful: true, close: false }),
  };
}

/**
 * Works `queue`'s jobs with `handle`, told whether this is the job's last attempt (no retry
 * follows a failure). After each job the worker looks for the next at once: pg-boss would
 * otherwise sleep out the rest of its polling interval even with jobs waiting. Answers the
 * worker's id, for waking it when a job is sent.
 */
export async function workJobs<Data extends object>(
  boss: PgBoss,
  queue: string,
  options: { pollingIntervalSeconds: number; localConcurrency?: number },
  handle: (data: Data, attempt: { last: boolean }) => Promise<void>,
): Promise<string> {
  let workerId = '';
  workerId = await boss.work(
    queue,
    { ...options, includeMetadata: true },
    async ([job]: JobWithMetadata<Data>[]) => {
      try {
        await handle(job!.data, { last: job!.retryCount >= job!.retryLimit });
      } finally {
        boss.notifyWorker(workerId);
      }
    },
  );
  return workerId;
}

export type Schedule = {
  queue: string;
  cron: string;
  /** pg-boss's queue policy; 'stately' keeps one job running and one waiting at most. */
  policy?: QueuePolicy;
  /** A job still running after this long belongs to a worker that died: pg-boss retries it. */
  expireInSeconds: number;
  pollingIntervalSeconds: number;
  /** Where a failed job is reported, as `<queue> job failed`. */
  log: ErrorLog;
};

/**
 * Schedules `queue`'s job by `cron` (pg-boss keeps one schedule however many processes start it,
 * and sends each job once) and works its jobs with `run` in this process. A job whose run throws
 * is logged and retried as the queue's options say (pg-boss's default: twice, at once); the next
 * occurrence comes anyway.
 */
export async function startScheduledJob(
  { boss, setUp }: JobBoss,
  { queue, cron, policy, expireInSeconds, pollingIntervalSeconds, log }: Schedule,
  run: () => Promise<void>,
): Promise<void> {
  await setUp(async () => {
    await boss.createQueue(queue, { policy, expireInSeconds });
    await boss.schedule(queue, cron);
  });
  await workJobs(boss, queue, { pollingIntervalSeconds }, async () => {
    try {
      await run();
    } catch (error) {
      log.error({ err: error }, `${queue} job failed`);
      throw error;
    }
  });
}
