import type { ChildProcess } from 'node:child_process';
import { count, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { bulkUploadRows, bulkUploads, orders } from '../db/schema.ts';
import { createOutboxMailer } from '../providers/mail/outbox-mailer.ts';
import { PROGRESS_CHANNEL } from './index.ts';
import { bulkEntry, bulkShipper, waitForUpload } from '../test-support/bulk.ts';
import { injectFromOurPages } from '../test-support/inject-from-our-pages.ts';
import { createEmptyPostgresDatabase } from '../test-support/test-database.ts';
import { startWorkerProcess } from '../test-support/worker-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
// Short, so that the job of the killed worker is handed out again within seconds.
const JOB_TIMEOUT_SECONDS = '2';
const UPLOADS = 3;
const ROWS = 100;

const startWorker = (databaseUrl: string) =>
  startWorkerProcess(databaseUrl, {
    BULK_WORKERS: '1',
    BULK_JOB_TIMEOUT_SECONDS: JOB_TIMEOUT_SECONDS,
  }).worker;

const processedCount = async (database: DatabaseHandle) => {
  const [row] = await database.db
    .select({
      processed: sql<number>`coalesce(sum(${bulkUploads.successCount} + ${bulkUploads.failureCount}), 0)::int`,
    })
    .from(bulkUploads);
  return row!.processed;
};

describe.skipIf(!serverUrl)('a worker killed in the middle of an upload (PostgreSQL)', () => {
  let databaseUrl: string;
  let dropDatabase: () => Promise<void>;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    ({ databaseUrl, drop: dropDatabase } = await createEmptyPostgresDatabase(serverUrl!));
    database = await openDatabase({ databaseUrl });
    // This API node only queues: the rows are left to the worker processes.
    const config = loadConfig({
      WEB_DIST_DIR: '/nonexistent-web-build',
      DATABASE_URL: databaseUrl,
      BULK_WORKERS: '0',
      BULK_JOB_TIMEOUT_SECONDS: JOB_TIMEOUT_SECONDS,
    });
    app = await buildApp({ config, database, mailer: createOutboxMailer(database.db) });
    injectFromOurPages(app, config.publicUrl);
    await app.ready();
  });

  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await app?.close();
    await database?.close();
    await dropDatabase?.();
  });

  it(
    'finishes the rows after a restart, each with exactly one order',
    { timeout: 90_000 },
    async () => {
      const shipper = await bulkShipper(app);
      const uploadIds: string[] = [];
      for (let upload = 1; upload <= UPLOADS; upload += 1) {
        uploadIds.push(
          await shipper.newUpload(
            'CRASH',
            Array.from({ length: ROWS }, () => bulkEntry()),
          ),
        );
      }

      // What the progress feed hears: one notification per committed row, named by its upload.
      const listener = new pg.Client({ connectionString: databaseUrl });
      await listener.connect();
      const notified: string[] = [];
      let tenRowsDone = () => {};
      const tenRowsNotified = new Promise<void>((resolve) => (tenRowsDone = resolve));
      listener.on('notification', ({ channel, payload }) => {
        if (channel !== PROGRESS_CHANNEL) return;
        notified.push(payload!);
        if (notified.length === 10) tenRowsDone();
      });
      await listener.query(`listen ${PROGRESS_CHANNEL}`);

      const first = startWorker(databaseUrl);
      workers.push(first);
      const killed = new Promise((resolve) => first.once('exit', resolve));
      await tenRowsNotified;
      first.kill('SIGKILL');
      await killed;
      const processedAtKill = await processedCount(database);
      expect(processedAtKill).toBeLessThan(UPLOADS * ROWS);

      workers.push(startWorker(databaseUrl));
      for (const uploadId of uploadIds) await waitForUpload(database.db, uploadId, 60_000);

      const [rows] = await database.db
        .select({
          rows: count(),
          orders: countDistinct(bulkUploadRows.orderId),
        })
        .from(bulkUploadRows);
      expect(rows).toEqual({ rows: UPLOADS * ROWS, orders: UPLOADS * ROWS });
      await listener.end();
      expect(notified).toHaveLength(UPLOADS * ROWS);
      expect(new Set(notified)).toEqual(new Set(uploadIds));
      const [unfinished] = await database.db
        .select({ rows: count() })
        .from(bulkUploadRows)
        .where(isNull(bulkUploadRows.result));
      expect(unfinished!.rows).toBe(0);
      // No order was made twice: the user's orders are exactly the rows' orders.
      const [made] = await database.db
        .select({ orders: count() })
        .from(orders)
        .where(eq(orders.userId, shipper.account.user.userId));
      expect(made!.orders).toBe(UPLOADS * ROWS);
      for (const uploadId of uploadIds) {
        const [upload] = await database.db
          .select()
          .from(bulkUploads)
          .where(eq(bulkUploads.id, uploadId));
        expect(upload).toMatchObject({ successCount: ROWS, failureCount: 0, status: 'COMPLETED' });
      }
    },
  );
});
