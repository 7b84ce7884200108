import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bulkUploads, orders } from '../db/schema.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { findBatch } from './batches.ts';
import { processUpload } from './process-upload.ts';
import { bulkEntry, bulkShipper, processedRows } from '../test-support/bulk.ts';
import { insertUpload } from './uploads.ts';
import { NO_WEBHOOK_EVENTS } from '../webhook-events.ts';

const testApp = useTestApp();
const ROWS = 40;

it('gives each row exactly one order when several jobs work on the same upload at once', async () => {
  const { db } = testApp.database;
  const shipper = await bulkShipper(testApp.app);
  await shipper.createBatch('TWICE');
  const { userId } = shipper.account.user;
  const batch = await findBatch(db, userId, 'TWICE');
  // Stored without a job of the queue's: the jobs are the three calls below, as when a job
  // taken for crashed is handed out again while its first worker still runs.
  const uploadId = await insertUpload(
    db,
    { enqueue: async () => {} },
    {
      userId,
      bulkBatchId: batch!.id,
      orderList: Array.from({ length: ROWS }, (_, index) =>
        bulkEntry(index % 10 === 9 ? { recipientPhoneNumber: '123' } : {}),
      ),
    },
  );

  const now = () => new Date();
  await Promise.all(
    [1, 2, 3].map(() =>
      processUpload({ db, now, webhooks: NO_WEBHOOK_EVENTS, hsNomenclature: null }, uploadId),
    ),
  );

  const [upload] = await db.select().from(bulkUploads).where(eq(bulkUploads.id, uploadId));
  expect(upload).toMatchObject({
    status: 'COMPLETED',
    successCount: ROWS - ROWS / 10,
    failureCount: ROWS / 10,
  });
  const rows = await processedRows(db, uploadId);
  expect(rows.filter((row) => row.result.processingStatus === 'FAILED')).toHaveLength(ROWS / 10);
  expect(rows.find((row) => row.result.processingStatus === 'FAILED')!.result.errorMessage).toBe(
    'Recipient phone number must be exactly 10 digits.',
  );
  const [made] = await db.select({ orders: count() }).from(orders).where(eq(orders.userId, userId));
  expect(made!.orders).toBe(ROWS - ROWS / 10);
  expect(new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : []))).size).toBe(
    ROWS - ROWS / 10,
  );
});
