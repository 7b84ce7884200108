import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { startBulkQueue, type BulkQueue } from './queue.ts';

/** Attempts seen per upload id, and whether each was called the last. */
const attempts = new Map<string, boolean[]>();
const failing = new Set<string>();

let database: DatabaseHandle;
let queue: BulkQueue;

beforeAll(async () => {
  database = await openTestDatabase();
  queue = await startBulkQueue({
    executeSql: database.executeSql,
    exclusively: database.exclusively,
    jobTimeoutSeconds: 60,
    onError: (error) => console.error(error),
  });
  await queue.work(1, async (uploadId, attempt) => {
    attempts.set(uploadId, [...(attempts.get(uploadId) ?? []), attempt.last]);
    if (failing.has(uploadId)) throw new Error('this upload always fails');
  });
});

afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

async function until(condition: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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
    await until(() => attempts.has(committed));
    expect(attempts.get(committed)).toEqual([false]);
    // Another poll or two: the job of the rolled-back upload never existed.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(attempts.has(rolledBack)).toBe(false);
  });

  it('retries a failing job, telling the handler which attempt is the last', async () => {
    const uploadId = randomUUID();
    failing.add(uploadId);
    await database.db.transaction(async (tx) => queue.enqueue(tx, uploadId));
    queue.wake();
    await until(() => attempts.get(uploadId)?.at(-1) === true);
    const seen = attempts.get(uploadId)!;
    expect(seen).toHaveLength(11);
    expect(seen.slice(0, -1).every((last) => !last)).toBe(true);
  });
});
