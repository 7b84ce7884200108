import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { startJobBoss } from '../db/job-boss.ts';
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
  const jobs = await startJobBoss(database, {
    log: { error: (details, message) => console.error(message, details) },
  });
  const queue = await startBulkQueue(jobs, {
    executeSql: database.executeSql,
    jobTimeoutSeconds: 60,
  });
  try {
    const worked = new Set<string>();
    let bothWorked = () => {};
    const done = new Promise<void>((resolve) => (bothWorked = resolve));
    await queue.work(1, async (uploadId) => {
      worked.add(uploadId);
      if (worked.size === 2) bothWorked();
    });
    await done;
    expect(worked).toEqual(new Set([queued, active]));
    const { rows } = await database.executeSql(
      `select nspname from pg_namespace where nspname like 'pgboss%'`,
    );
    expect(rows).toEqual([{ nspname: 'pgboss' }]);
  } finally {
    await jobs.stop();
    await database.close();
  }
});
