import type { ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { HS_NOMENCLATURE_SAMPLE } from './test-support/customs-products.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { createOutboxMailer } from './providers/mail/outbox-mailer.ts';
import { createEmptyPostgresDatabase } from './test-support/test-database.ts';
import { startWorkerProcess } from './test-support/worker-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

// Every kind of background work on at once: bulk and webhook workers, the schedules, the outbox
// (SMTP_URL set) and the progress feed in the API process, and `npm run worker` beside it.
describe.skipIf(!serverUrl)('an API process and a worker process (PostgreSQL)', () => {
  let dropDatabase: () => Promise<void>;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let worker: ChildProcess;

  beforeAll(async () => {
    const created = await createEmptyPostgresDatabase(serverUrl!);
    dropDatabase = created.drop;
    database = await openDatabase({ databaseUrl: created.databaseUrl });
    const config = loadConfig({
      WEB_DIST_DIR: '/nonexistent-web-build',
      HS_NOMENCLATURE_FILE: HS_NOMENCLATURE_SAMPLE,
      DATABASE_URL: created.databaseUrl,
      BULK_WORKERS: '1',
      WEBHOOK_WORKERS: '1',
      SMTP_URL: 'smtp://mail.invalid:2525',
    });
    app = await buildApp({
      config,
      database,
      mailer: createOutboxMailer(database.db),
      mailTransport: { send: async () => {} },
    });
    await app.ready();
    const started = startWorkerProcess(created.databaseUrl);
    worker = started.worker;
    await started.ready;
  }, 60_000);

  afterAll(async () => {
    worker?.kill('SIGKILL');
    await app?.close();
    await database?.close();
    await dropDatabase?.();
  });

  it('run one pg-boss each', async () => {
    // Not started: it only reads pg-boss's registry of the instances that run.
    const registry = new PgBoss({ db: { executeSql: database.executeSql } });
    const live = (await registry.getInstances()).filter((instance) => instance.live);
    expect(live.map((instance) => instance.pid).sort()).toEqual([process.pid, worker.pid].sort());
  });

  it('hold one LISTEN connection each', async () => {
    const { rows } = await database.executeSql(
      `select count(*)::int as sessions from pg_stat_activity
       where datname = current_database() and query like 'LISTEN %'`,
    );
    expect(rows).toEqual([{ sessions: 2 }]);
  });
});
