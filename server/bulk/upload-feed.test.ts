import { expect, it } from 'vitest';
import { BatchProgressMessageSchema, type BatchProgressMessage } from '#domain/bulk/schemas.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { bulkEntry, bulkShipper, waitForUpload } from './test-helpers.ts';

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
    { headers: { origin: testApp.config.publicUrl, cookie: `${SESSION_COOKIE}=${token}` } },
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
