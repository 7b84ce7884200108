import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { BatchProgressMessageSchema, type BatchProgressMessage } from '#domain/bulk/schemas.ts';
import { SESSION_COOKIE } from '#server/auth/sessions.ts';
import { bulkEntry, bulkShipper } from '#server/test-support/bulk.ts';
import { approvedChargesOf, nonceFor, pay } from '#server/test-support/checkout.ts';
import { cookieName } from '#server/http/cookie-names.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { bulkUploadRows, bulkUploads, orders, payments } from '#server/db/schema.ts';
import { shipper } from '#server/test-support/shipments.ts';
import { injectOverHttp } from '#server/test-support/inject-over-http.ts';
import { createEmptyPostgresDatabase } from '#server/test-support/test-database.ts';
import { TRACKING_LOOKUP_LIMIT } from '#server/tracking/routes.ts';
import { buildServer } from './build-server.ts';
import { startCluster, stopProcess, type Cluster } from './cluster.ts';
import { waitFor, type ServerProcess } from './server-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const ROWS = 100;

type Feed = { messages: BatchProgressMessage[]; closed: Promise<number> };

/** Follows an upload on the live feed of `base` as the wizard does; `closed` says the close code. */
function follow(base: string, token: string, batchId: string, uploadId: string): Feed {
  const messages: BatchProgressMessage[] = [];
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/batch-progress`, {
    headers: { cookie: `${cookieName(SESSION_COOKIE, { secure: true })}=${token}`, origin: base },
  });
  socket.on('open', () => socket.send(JSON.stringify({ batchId, uploadId })));
  socket.on('message', (data) => {
    messages.push(BatchProgressMessageSchema.parse(JSON.parse(data.toString())));
  });
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  return { messages, closed };
}

/** The row numbers the messages reported, sorted, each as often as it was reported. */
const reportedRows = (messages: BatchProgressMessage[]) =>
  messages
    .flatMap((message) => message.newlyProcessedOrders.map((order) => order.rowNumber))
    .sort((a, b) => a - b);

type Shipper = Awaited<ReturnType<typeof bulkShipper>>;

/** An upload of ROWS good rows into each batch, one after the other; answers their ids. */
async function newUploads(owner: Shipper, batchIds: string[]) {
  const uploadIds: string[] = [];
  for (const batchId of batchIds) {
    uploadIds.push(
      await owner.newUpload(
        batchId,
        Array.from({ length: ROWS }, () => bulkEntry()),
      ),
    );
  }
  return uploadIds;
}

const everyRow = Array.from({ length: ROWS }, (_, index) => index + 1);

// The production topology of docs/deploy.md: HAProxy, two API nodes and two workers, compiled.
describe.skipIf(!serverUrl)('the cluster: two API nodes and two workers on PostgreSQL', () => {
  const buildDir = path.join('dist', `test-cluster-${randomUUID()}`);
  let dropDatabase: () => Promise<void>;
  let databaseUrl: string;
  let database: DatabaseHandle;
  let cluster: Cluster;
  /** The balancer, and each API node on its own, as the API test helpers' app. */
  let balancer: FastifyInstance;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;

  beforeAll(async () => {
    ({ databaseUrl, drop: dropDatabase } = await createEmptyPostgresDatabase(serverUrl!));
    await buildServer(buildDir);
    cluster = await startCluster({
      buildDir,
      databaseUrl,
      environment: {
        WEB_DIST_DIR: '/nonexistent-web-build',
        // A killed worker's job is handed out again within seconds.
        BULK_JOB_TIMEOUT_SECONDS: '3',
        // A stopped node closes its feeds at once, while the uploads they follow still run.
        SHUTDOWN_DRAIN_SECONDS: '0',
      },
    });
    database = await openDatabase({ databaseUrl });
    balancer = injectOverHttp(cluster.url, cluster.url);
    [nodeA, nodeB] = cluster.apiNodes.map((node) => injectOverHttp(node.base, cluster.url)) as [
      FastifyInstance,
      FastifyInstance,
    ];
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.close();
    await dropDatabase?.();
    rmSync(buildDir, { recursive: true, force: true });
  }, 60_000);

  /** Each upload of `userId` COMPLETED with every row a success, and exactly one order a row. */
  async function expectCompletedOnceEach(userId: string, uploadIds: string[]) {
    const completed = async (uploadId: string) => {
      const [upload] = await database.db
        .select()
        .from(bulkUploads)
        .where(eq(bulkUploads.id, uploadId));
      return upload?.status === 'COMPLETED';
    };
    await waitFor(
      async () => (await Promise.all(uploadIds.map(completed))).every(Boolean),
      'the uploads to complete',
      120,
    );
    for (const uploadId of uploadIds) {
      const [upload] = await database.db
        .select()
        .from(bulkUploads)
        .where(eq(bulkUploads.id, uploadId));
      expect(upload).toMatchObject({ successCount: ROWS, failureCount: 0 });
      const [rows] = await database.db
        .select({ rows: count(), orders: countDistinct(bulkUploadRows.orderId) })
        .from(bulkUploadRows)
        .where(eq(bulkUploadRows.uploadId, uploadId));
      expect(rows).toEqual({ rows: ROWS, orders: ROWS });
    }
    // No order was made twice: the user's orders are exactly the rows' orders.
    const [made] = await database.db
      .select({ orders: count() })
      .from(orders)
      .where(eq(orders.userId, userId));
    expect(made!.orders).toBe(ROWS * uploadIds.length);
  }

  const processedRows = async () => {
    const [row] = await database.db
      .select({ processed: sql<number>`coalesce(sum(${bulkUploads.successCount}), 0)::int` })
      .from(bulkUploads);
    return row!.processed;
  };

  it('follows an upload posted to node A on node B’s feed to COMPLETED, every row once', async () => {
    const owner = await bulkShipper(nodeA);
    const uploadId = await owner.newUpload(
      'ACROSS',
      Array.from({ length: ROWS }, () => bulkEntry()),
    );
    const feed = follow(cluster.apiNodes[1]!.base, owner.account.token, 'ACROSS', uploadId);

    expect(await feed.closed).toBe(1000);
    expect(feed.messages.at(-1)).toMatchObject({ status: 'COMPLETED', successCount: ROWS });
    expect(reportedRows(feed.messages)).toEqual(everyRow);
  }, 120_000);

  it('charges once for a payment submitted to both nodes at once', async () => {
    const guest = shipper(balancer);
    const { batchId } = await guest.newBatch();
    const [first, second] = [
      await nonceFor(nodeA, guest.cookies),
      await nonceFor(nodeB, guest.cookies),
    ];
    const answers = await Promise.all([
      pay(nodeA, guest.cookies, batchId, { paymentNonce: first }),
      pay(nodeB, guest.cookies, batchId, { paymentNonce: second }),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(
      await database.db.select().from(payments).where(eq(payments.batchId, batchId)),
    ).toHaveLength(1);
    expect(await approvedChargesOf(database.db, batchId)).toHaveLength(1);
  }, 60_000);

  it('holds a per-address ceiling across the nodes behind the balancer', async () => {
    const statuses: number[] = [];
    for (let lookup = 0; lookup <= TRACKING_LOOKUP_LIMIT.max; lookup += 1) {
      statuses.push((await balancer.inject({ url: '/web/tracking/MP000000000CA' })).statusCode);
    }
    // Round robin sent half of them to each node; still the one over the ceiling is refused.
    // Compared whole, so a failure shows which answer was not the unknown number's 404.
    expect(statuses.slice(0, -1)).toEqual(statuses.slice(0, -1).map(() => 404));
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);

  /** Uploads into four batches at once (the workers then take a while); waits until rows are done. */
  async function uploadsUnderWay(owner: Shipper, name: string) {
    const before = await processedRows();
    const uploadIds = await newUploads(
      owner,
      [1, 2, 3, 4].map((n) => `${name}-${n}`),
    );
    await waitFor(async () => (await processedRows()) > before + 10, 'rows to be processed', 60);
    return { uploadIds, unfinished: async () => (await processedRows()) < before + 4 * ROWS };
  }

  it('recovers when every database connection is cut mid-upload, nothing lost or doubled', async () => {
    const owner = await bulkShipper(balancer);
    const { uploadIds, unfinished } = await uploadsUnderWay(owner, 'CUT');

    const { rows } = await database.executeSql(
      `select count(pg_terminate_backend(pid))::int as cut from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(await unfinished()).toBe(true);
    // Each process's pool and LISTEN connections: at least one of each for every process.
    expect((rows[0] as { cut: number }).cut).toBeGreaterThanOrEqual(8);

    await expectCompletedOnceEach(owner.account.user.userId, uploadIds);
    // Each node answers again: its pool opened new connections.
    for (const node of [nodeA, nodeB]) {
      expect((await node.inject({ url: '/readyz' })).statusCode).toBe(200);
    }
    // And each feeds again, over the LISTEN connection it opened anew.
    const late = follow(cluster.apiNodes[0]!.base, owner.account.token, 'CUT-1', uploadIds[0]!);
    expect(await late.closed).toBe(1000);
    expect(reportedRows(late.messages)).toEqual(everyRow);
  }, 180_000);

  it('finishes the uploads of a worker killed with SIGKILL, exactly one order a row', async () => {
    const owner = await bulkShipper(balancer);
    const { uploadIds, unfinished } = await uploadsUnderWay(owner, 'KILL');
    cluster.workers[0]!.kill('SIGKILL');
    expect(await unfinished()).toBe(true);

    await expectCompletedOnceEach(owner.account.user.userId, uploadIds);
    // Back to two workers for what follows.
    cluster.addWorker();
  }, 180_000);

  it('loses no progress for the subscribers of a node stopped with SIGTERM mid-upload', async () => {
    const owner = await bulkShipper(balancer);
    const { uploadIds } = await uploadsUnderWay(owner, 'TERM');
    const [followed, stopped, remaining] = [uploadIds.at(-1)!, ...cluster.apiNodes] as [
      string,
      ServerProcess,
      ServerProcess,
    ];
    const first = follow(stopped.base, owner.account.token, 'TERM-4', followed);
    await waitFor(async () => first.messages.length > 0, 'the first message of the feed', 30);
    const exited = stopProcess(stopped.child);

    // The node closes its feeds with 1012, "restarting": the web app reconnects, through the
    // balancer, to the node that remains.
    expect(await first.closed).toBe(1012);
    expect(first.messages.at(-1)!.status).not.toBe('COMPLETED');
    const second = follow(remaining.base, owner.account.token, 'TERM-4', followed);
    expect(await second.closed).toBe(1000);
    await exited;
    expect(stopped.child.exitCode).toBe(0);

    // The first message after reconnecting carries every row so far: nothing is missed.
    expect(reportedRows(second.messages)).toEqual(everyRow);
    expect(second.messages.at(-1)).toMatchObject({ status: 'COMPLETED', successCount: ROWS });
  }, 120_000);
});
