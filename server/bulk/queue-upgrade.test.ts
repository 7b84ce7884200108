import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.ts';
import { startBulkQueue } from './queue.ts';

// What a database of our pg-boss 10 releases holds of pg-boss, as far as the upgrade reads it:
// its schema version (24) and its jobs' queue, data and state.
const PGBOSS_10 = `
  create schema pgboss;
  create table pgboss.version (version int primary key);
  insert into pgboss.version values (24);
  create type pgboss.job_state as enum ('created', 'retry', 'active', 'completed', 'cancelled', 'failed');
  create table pgboss.job (name text, data jsonb, state pgboss.job_state);`;

it('moves the unfinished uploads of a pg-boss 10 schema to pg-boss 12, and drops the old schema', async () => {
  const database = await openTestDatabase();
  const [queued, active, completed] = [randomUUID(), randomUUID(), randomUUID()];
  await database.executeSql(PGBOSS_10);
  await database.executeSql(
    `insert into pgboss.job values ('bulk-upload', $1, 'created'), ('bulk-upload', $2, 'active'),
       ('bulk-upload', $3, 'completed')`,
    [{ uploadId: queued }, { uploadId: active }, { uploadId: completed }],
  );
  const queue = await startBulkQueue({
    executeSql: database.executeSql,
    exclusively: database.exclusively,
    jobTimeoutSeconds: 60,
    onError: (error) => console.error(error),
  });
  try {
    const worked = new Set<string>();
    await queue.work(1, async (uploadId) => void worked.add(uploadId));
    const deadline = Date.now() + 15_000;
    while (worked.size < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(worked).toEqual(new Set([queued, active]));
    const { rows } = await database.executeSql(
      `select nspname from pg_namespace where nspname like 'pgboss%'`,
    );
    expect(rows).toEqual([{ nspname: 'pgboss' }]);
  } finally {
    await queue.stop();
    await database.close();
  }
});
