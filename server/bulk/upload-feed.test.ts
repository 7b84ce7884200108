import { expect, it, vi } from 'vitest';
import { BatchProgressMessageSchema, type BatchProgressMessage } from '#domain/bulk/schemas.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { bulkEntry, bulkShipper, waitForUpload } from '../test-support/bulk.ts';

// A row can be made to cost CPU time, as pricing a heavy row does: the engine works without
// pause then, and only the turns it leaves the event loop let the feed speak.
let rowCostMs = 0;
vi.mock('./process-row.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./process-row.ts')>();
  return {
    ...actual,
    evaluateEntry: (...args: Parameters<typeof actual.evaluateEntry>) => {
      const until = performance.now() + rowCostMs;
      while (performance.now() < until) {
        // Busy, as CPU work is: no timer or I/O gives the event loop a turn.
      }
      return actual.evaluateEntry(...args);
    },
  };
});

const testApp = useTestApp();
const ROWS = 30;

/** Follows an upload on the live feed as the wizard does; answers every message once the feed closes. */
async function followToTheEnd(token: string, batchId: string, uploadId: string) {
  const messages: BatchProgressMessage[] = [];
  let closed: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    closed = resolve;
  });
  const socket = await testApp.app.injectWS(
    '/batch-progress',
    {
      headers: {
        origin: testApp.config.publicUrl,
        host: new URL(testApp.config.publicUrl).host,
        cookie: `${SESSION_COOKIE}=${token}`,
      },
    },
    {
      onInit(ws) {
        ws.on('message', (data) => {
          messages.push(BatchProgressMessageSchema.parse(JSON.parse(data.toString())));
        });
        ws.on('close', () => closed());
      },
    },
  );
  socket.send(JSON.stringify({ batchId, uploadId }));
  await done;
  return messages;
}

it('reports every row the worker commits on the live feed, once, and ends with COMPLETED', async () => {
  const shipper = await bulkShipper(testApp.app);
  const orderList = Array.from({ length: ROWS }, (_, index) =>
    bulkEntry(index % 5 === 4 ? { recipientPostalCode: 'XYZ' } : {}),
  );
  const uploadId = await shipper.newUpload('LIVE', orderList);
  const messages = await followToTheEnd(shipper.account.token, 'LIVE', uploadId);

  const last = messages.at(-1)!;
  expect(last).toMatchObject({
    status: 'COMPLETED',
    totalOrders: ROWS,
    successCount: ROWS - ROWS / 5,
    failureCount: ROWS / 5,
  });
  const reported = messages.flatMap((message) => message.newlyProcessedOrders);
  expect(reported.map((order) => order.rowNumber).sort((a, b) => a - b)).toEqual(
    Array.from({ length: ROWS }, (_, index) => index + 1),
  );
  expect(reported.filter((order) => order.processingStatus === 'FAILED')).toHaveLength(ROWS / 5);

  // A subscriber who comes after the end gets everything in its first message.
  await waitForUpload(testApp.database.db, uploadId);
  const late = await followToTheEnd(shipper.account.token, 'LIVE', uploadId);
  expect(late[0]!.newlyProcessedOrders).toHaveLength(ROWS);
  expect(late.at(-1)!.status).toBe('COMPLETED');
});

it('sends progress while the rows are processed, not only at the end, for 100 slow rows', async () => {
  const shipper = await bulkShipper(testApp.app);
  rowCostMs = 5;
  try {
    const uploadId = await shipper.newUpload(
      'SLOW',
      Array.from({ length: 100 }, () => bulkEntry()),
    );
    const messages = await followToTheEnd(shipper.account.token, 'SLOW', uploadId);

    const during = messages.filter((message) => message.status === 'PROCESSING');
    const counts = during.map((message) => message.successCount + message.failureCount);
    expect(counts.filter((count) => count > 0 && count < 100).length).toBeGreaterThanOrEqual(5);
    // Each message brings the rows done since the one before, and the counts only rise.
    for (const [index, message] of during.entries()) {
      const before = index === 0 ? 0 : counts[index - 1]!;
      expect(counts[index]).toBeGreaterThanOrEqual(before);
      expect(message.newlyProcessedOrders).toHaveLength(counts[index]! - before);
    }
    expect(messages.at(-1)).toMatchObject({ status: 'COMPLETED', successCount: 100 });
  } finally {
    rowCostMs = 0;
  }
});
