import { eq, sql } from 'drizzle-orm';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { sampleProcessedOrder } from '#domain/test-support/sample-processed-orders.ts';
import {
  BatchProgressMessageSchema,
  type BatchProgressMessage,
  type ProcessedOrder,
} from '#domain/bulk/schemas.ts';
import { registerAccount } from '../../test-support/auth.ts';
import { SESSION_COOKIE } from '../../auth/sessions.ts';
import { bulkBatches, bulkUploadRows, bulkUploads } from '../../db/schema.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { PROGRESS_CHANNEL } from '../process-row.ts';
import { readUploadProgress } from './queries.ts';

// Counted, to see that a burst of notifications does not cost a read each.
vi.mock('./queries.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./queries.ts')>();
  return { ...actual, readUploadProgress: vi.fn(actual.readUploadProgress) };
});

const testApp = useTestApp();

/** A socket on the feed, with every message it got and, once closed, its close code. */
type FeedClient = {
  socket: WebSocket;
  messages: BatchProgressMessage[];
  closed: Promise<number>;
};

async function openFeed({
  token,
  origin = testApp.config.publicUrl,
}: { token?: string; origin?: string | null } = {}): Promise<FeedClient> {
  // null: no Origin header at all. The Host is the portal's, as a browser on its pages sends it.
  const headers: Record<string, string> = { host: new URL(testApp.config.publicUrl).host };
  if (origin !== null) headers.origin = origin;
  if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;
  const messages: BatchProgressMessage[] = [];
  let resolveClosed: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => {
    resolveClosed = resolve;
  });
  const socket = await testApp.app.injectWS(
    '/batch-progress',
    { headers },
    {
      onInit(ws) {
        ws.on('message', (data) => {
          messages.push(BatchProgressMessageSchema.parse(JSON.parse(data.toString())));
        });
        ws.on('close', (code) => resolveClosed(code));
      },
    },
  );
  return { socket, messages, closed };
}

/** Opens the feed and sends the handshake the wizard sends. */
async function followUpload(token: string | undefined, uploadId: string) {
  const feed = await openFeed({ token });
  feed.socket.send(
    JSON.stringify({ userId: 'whoever-the-browser-says', batchId: 'NOV-24', uploadId, token: 'x' }),
  );
  return feed;
}

/** A user with a batch and an upload of `totalOrders` rows, none processed yet. */
async function userWithUpload(totalOrders = 3) {
  const account = await registerAccount(testApp.app);
  const { db } = testApp.database;
  const [batch] = await db
    .insert(bulkBatches)
    .values({ userId: account.user.userId, batchId: 'NOV-24' })
    .returning();
  const [upload] = await db
    .insert(bulkUploads)
    .values({ userId: account.user.userId, bulkBatchId: batch!.id, totalOrders })
    .returning();
  await db.insert(bulkUploadRows).values(
    Array.from({ length: totalOrders }, (_, index) => ({
      uploadId: upload!.id,
      rowNumber: index + 1,
      entry: {},
    })),
  );
  return { token: account.token, uploadId: upload!.id };
}

const notify = (uploadId: string) =>
  testApp.database.db.execute(sql`select pg_notify(${PROGRESS_CHANNEL}, ${uploadId})`);

/** What the engine does after a row: its result and counts in one transaction, then a notification. */
async function processRow(uploadId: string, order: ProcessedOrder) {
  await testApp.database.db.transaction(async (tx) => {
    await tx.execute(sql`
      update bulk_upload_rows
      set result = ${JSON.stringify(order)}::jsonb, progress_seq = nextval('bulk_progress_seq')
      where upload_id = ${uploadId} and row_number = ${order.rowNumber}`);
    const counter =
      order.processingStatus === 'SUCCESS'
        ? { successCount: sql`${bulkUploads.successCount} + 1` }
        : { failureCount: sql`${bulkUploads.failureCount} + 1` };
    await tx.update(bulkUploads).set(counter).where(eq(bulkUploads.id, uploadId));
  });
  await notify(uploadId);
}

async function finishUpload(uploadId: string, status: 'COMPLETED' | 'FAILED' = 'COMPLETED') {
  await testApp.database.db
    .update(bulkUploads)
    .set({ status, completedAt: new Date() })
    .where(eq(bulkUploads.id, uploadId));
  await notify(uploadId);
}

const rowNumbersOf = (message: BatchProgressMessage | undefined) =>
  message?.newlyProcessedOrders.map((order) => order.rowNumber);

const NOT_FOUND: BatchProgressMessage = {
  totalOrders: 0,
  successCount: 0,
  failureCount: 0,
  newlyProcessedOrders: [],
  status: 'NOT_FOUND',
};

describe('the live progress feed at /batch-progress', () => {
  it('sends a late subscriber every row so far, then only new rows, and ends on COMPLETED', async () => {
    const { token, uploadId } = await userWithUpload(3);
    await processRow(uploadId, sampleProcessedOrder(2));
    await processRow(uploadId, sampleProcessedOrder(1, 'FAILED'));

    const feed = await followUpload(token, uploadId);
    await vi.waitFor(() => expect(feed.messages).toHaveLength(1));
    expect(feed.messages[0]).toEqual({
      totalOrders: 3,
      successCount: 1,
      failureCount: 1,
      newlyProcessedOrders: [sampleProcessedOrder(2), sampleProcessedOrder(1, 'FAILED')],
      status: 'PROCESSING',
    });

    await processRow(uploadId, sampleProcessedOrder(3));
    await vi.waitFor(() => expect(feed.messages).toHaveLength(2));
    expect(feed.messages[1]).toMatchObject({
      successCount: 2,
      failureCount: 1,
      status: 'PROCESSING',
    });
    expect(rowNumbersOf(feed.messages[1])).toEqual([3]);

    await finishUpload(uploadId);
    expect(await feed.closed).toBe(1000);
    expect(feed.messages).toHaveLength(3);
    expect(feed.messages[2]).toEqual({
      totalOrders: 3,
      successCount: 2,
      failureCount: 1,
      newlyProcessedOrders: [],
      status: 'COMPLETED',
    });
  });

  it('sends a finished upload whole in one last message and closes with 1000', async () => {
    const { token, uploadId } = await userWithUpload(2);
    await processRow(uploadId, sampleProcessedOrder(1));
    await processRow(uploadId, sampleProcessedOrder(2, 'FAILED'));
    await finishUpload(uploadId, 'FAILED');

    const feed = await followUpload(token, uploadId);
    expect(await feed.closed).toBe(1000);
    expect(feed.messages).toHaveLength(1);
    expect(feed.messages[0]).toMatchObject({ successCount: 1, failureCount: 1, status: 'FAILED' });
    expect(rowNumbersOf(feed.messages[0])).toEqual([1, 2]);
  });

  it('sends a row that committed after a later one before the stream ends', async () => {
    const { token, uploadId } = await userWithUpload(2);
    const feed = await followUpload(token, uploadId);
    await vi.waitFor(() => expect(feed.messages).toHaveLength(1));
    // Row 1 takes its progress_seq first but commits its result after row 2 was sent.
    const { db } = testApp.database;
    await db.execute(sql`
      update bulk_upload_rows set progress_seq = nextval('bulk_progress_seq')
      where upload_id = ${uploadId} and row_number = 1`);
    await processRow(uploadId, sampleProcessedOrder(2));
    await vi.waitFor(() => expect(feed.messages).toHaveLength(2));
    await db.execute(sql`
      update bulk_upload_rows set result = ${JSON.stringify(sampleProcessedOrder(1))}::jsonb
      where upload_id = ${uploadId} and row_number = 1`);
    await finishUpload(uploadId);

    expect(await feed.closed).toBe(1000);
    expect(feed.messages.flatMap(rowNumbersOf).sort()).toEqual([1, 2]);
  });

  it('reads once more, not once per notification, when notifications come in a burst', async () => {
    const { token, uploadId } = await userWithUpload(1);
    const feeds = await Promise.all([followUpload(token, uploadId), followUpload(token, uploadId)]);
    await vi.waitFor(() => feeds.forEach((feed) => expect(feed.messages).toHaveLength(1)));

    // Each read takes a while, as on a busy database: without that, a fast machine may finish
    // every read before the next notification arrives, and there would be nothing to coalesce.
    const read = vi.mocked(readUploadProgress);
    const readForReal = read.getMockImplementation()!;
    read.mockClear();
    read.mockImplementation(async (...args) => {
      await delay(25);
      return readForReal(...args);
    });
    try {
      await processRow(uploadId, sampleProcessedOrder(1));
      await Promise.all(Array.from({ length: 20 }, () => notify(uploadId)));
      await finishUpload(uploadId);
      await Promise.all(feeds.map((feed) => feed.closed));
    } finally {
      read.mockImplementation(readForReal);
    }

    for (const feed of feeds) {
      expect(await feed.closed).toBe(1000);
      // Every message says something new: the burst did not repeat the row.
      expect(feed.messages.flatMap(rowNumbersOf)).toEqual([1]);
      expect(feed.messages.at(-1)?.status).toBe('COMPLETED');
    }
    // 22 notifications reached each socket; each read at most one at a time, then once more.
    expect(vi.mocked(readUploadProgress).mock.calls.length).toBeLessThan(2 * 8);
  });

  it("answers NOT_FOUND for another user's upload, whatever userId the handshake names", async () => {
    const { uploadId } = await userWithUpload(1);
    const stranger = await registerAccount(testApp.app);
    const feed = await followUpload(stranger.token, uploadId);
    expect(await feed.closed).toBe(1000);
    expect(feed.messages).toEqual([NOT_FOUND]);
  });

  it('answers NOT_FOUND to a guest', async () => {
    const { uploadId } = await userWithUpload(1);
    const feed = await followUpload(undefined, uploadId);
    expect(await feed.closed).toBe(1000);
    expect(feed.messages).toEqual([NOT_FOUND]);
  });

  it.each([
    ['text that is not JSON', 'hello'],
    ['a handshake without uploadId', JSON.stringify({ batchId: 'NOV-24' })],
    [
      'an uploadId that is not an upload id',
      JSON.stringify({ batchId: 'B', uploadId: "1' or 1=1" }),
    ],
  ])('answers NOT_FOUND to %s', async (_, handshake) => {
    const { token } = await userWithUpload(1);
    const feed = await openFeed({ token });
    feed.socket.send(handshake);
    expect(await feed.closed).toBe(1000);
    expect(feed.messages).toEqual([NOT_FOUND]);
  });

  it.each([
    ['another site', () => 'https://evil.example'],
    ['our host over another scheme', (ours: string) => ours.replace(/^http:/, 'https:')],
    ['an opaque origin', () => 'null'],
    ['nowhere it names, with the session cookie', () => null],
  ])('refuses the upgrade from %s', async (_, originFrom) => {
    const { token } = await userWithUpload(1);
    const origin = originFrom(testApp.config.publicUrl);
    await expect(openFeed({ token, origin })).rejects.toThrow('Unexpected server response: 403');
  });

  it('closes open feeds with 1012 when the app closes, so clients reconnect elsewhere', async () => {
    const node = await createTestApp();
    const closing = await node.app.injectWS('/batch-progress', {
      headers: { origin: node.config.publicUrl, host: new URL(node.config.publicUrl).host },
    });
    const closed = new Promise<number>((resolve) => closing.on('close', resolve));
    await node.close();
    expect(await closed).toBe(1012);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, reads again for its subscribers when the LISTEN connection comes back',
    async () => {
      const { token, uploadId } = await userWithUpload(1);
      const feed = await followUpload(token, uploadId);
      await vi.waitFor(() => expect(feed.messages).toHaveLength(1));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        await testApp.database.db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN "${PROGRESS_CHANNEL}"`}`);
        // Written while nobody listens, and never notified: only the read after reconnecting finds it.
        await testApp.database.db.execute(sql`
          update bulk_upload_rows
          set result = ${JSON.stringify(sampleProcessedOrder(1))}::jsonb,
              progress_seq = nextval('bulk_progress_seq')
          where upload_id = ${uploadId}`);
        await vi.waitFor(() => expect(feed.messages).toHaveLength(2), { timeout: 5000 });
        expect(rowNumbersOf(feed.messages[1])).toEqual([1]);
      } finally {
        warn.mockRestore();
        feed.socket.terminate();
      }
    },
  );
});
