import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { startJobBoss, type JobBoss } from '../db/job-boss.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { startBulkQueue, UPLOAD_QUEUE, type BulkQueue } from './queue.ts';

/** Attempts seen per upload id, and whether each was called the last; told after each. */
const attempts = new Map<string, boolean[]>();
const attempted = new EventEmitter();
const failing = new Set<string>();

let database: DatabaseHandle;
let jobs: JobBoss;
let queue: BulkQueue;

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = await startJobBoss(database, {
    log: { error: (details, message) => console.error(message, details) },
  });
  queue = await startBulkQueue(jobs, { executeSql: database.executeSql, jobTimeoutSeconds: 60 });
  await queue.work(1, async (uploadId, attempt) => {
    attempts.set(uploadId, [...(attempts.get(uploadId) ?? []), attempt.last]);
    attempted.emit('attempt');
    if (failing.has(uploadId)) throw new Error('this upload always fails');
  });
});

afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

/** The upload's attempts, once `done` says they are all there. */
function attemptsOnce(uploadId: string, done: (seen: boolean[]) => boolean): Promise<boolean[]> {
  return new Promise((resolve) => {
    const check = () => {
      const seen = attempts.get(uploadId) ?? [];
      if (!done(seen)) return;
      attempted.off('attempt', check);
      resolve(seen);
    };
    attempted.on('attempt', check);
    check();
  });
}

describe('the bulk job queue (pg-boss on the test database)', () => {
  it('runs a job sent inside a committed transaction, and none from a rolled-back one', async () => {
    const committed = randomUUID();
    const rolledBack = randomUUID();
    await database.db.transaction(async (tx) => queue.enqueue(tx, committed));
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, rolledBack);
        throw new Error('the upload failed to store');
      }),
    ).rejects.toThrow('the upload failed to store');
    queue.wake();
    expect(await attemptsOnce(committed, (seen) => seen.length > 0)).toEqual([false]);
    // The job of the rolled-back upload never existed.
    const found = await jobs.boss.findJobs(UPLOAD_QUEUE, { data: { uploadId: rolledBack } });
    expect(found).toEqual([]);
  });

  it('retries a failing job, telling the handler which attempt is the last', async () => {
    const uploadId = randomUUID();
    failing.add(uploadId);
    await database.db.transaction(async (tx) => queue.enqueue(tx, uploadId));
    queue.wake();
    const seen = await attemptsOnce(uploadId, (sofar) => sofar.at(-1) === true);
    expect(seen).toHaveLength(11);
    expect(seen.slice(0, -1).every((last) => !last)).toBe(true);
  });
});
