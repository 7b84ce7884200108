import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { isRowId } from '../db/row-id.ts';
import { bulkUploadRows, bulkUploads } from '../db/schema.ts';
import { PROGRESS_CHANNEL } from './process-row.ts';
import type { BulkQueue } from './queue.ts';

export type UploadRow = typeof bulkUploads.$inferSelect;
export type UploadRowEntry = typeof bulkUploadRows.$inferSelect;

/**
 * Stores the upload and its rows, and queues its job, in one transaction: either all of it
 * exists or none of it does. Answers the upload id.
 */
export async function insertUpload(
  db: Database,
  queue: Pick<BulkQueue, 'enqueue'>,
  {
    userId,
    bulkBatchId,
    orderList,
  }: {
    userId: string;
    bulkBatchId: string;
    orderList: Record<string, unknown>[];
  },
  /** Something to write with the upload, in its transaction (an API claim noting the upload). */
  onInserted: (tx: Executor, uploadId: string) => Promise<void> = async () => {},
): Promise<string> {
  return db.transaction(async (tx) => {
    const [upload] = await tx
      .insert(bulkUploads)
      .values({ userId, bulkBatchId, totalOrders: orderList.length })
      .returning({ id: bulkUploads.id });
    const uploadId = upload!.id;
    await tx
      .insert(bulkUploadRows)
      .values(orderList.map((entry, index) => ({ uploadId, rowNumber: index + 1, entry })));
    await queue.enqueue(tx, uploadId);
    await onInserted(tx, uploadId);
    return uploadId;
  });
}

/** The upload, when it is the user's. */
export async function findOwnedUpload(
  db: Database,
  userId: string,
  uploadId: string,
): Promise<UploadRow | undefined> {
  if (!isRowId(uploadId)) return undefined;
  const [upload] = await db
    .select()
    .from(bulkUploads)
    .where(and(eq(bulkUploads.id, uploadId), eq(bulkUploads.userId, userId)));
  return upload;
}

/** The upload, whoever it belongs to: for its job, which runs outside any request. */
export async function findUpload(db: Database, uploadId: string): Promise<UploadRow | undefined> {
  const [upload] = await db.select().from(bulkUploads).where(eq(bulkUploads.id, uploadId));
  return upload;
}

/** The rows of an upload not processed yet, in order. */
export async function listUnprocessedRows(
  db: Database,
  uploadId: string,
): Promise<Pick<UploadRowEntry, 'rowNumber' | 'entry'>[]> {
  return db
    .select({ rowNumber: bulkUploadRows.rowNumber, entry: bulkUploadRows.entry })
    .from(bulkUploadRows)
    .where(and(eq(bulkUploadRows.uploadId, uploadId), isNull(bulkUploadRows.result)))
    .orderBy(bulkUploadRows.rowNumber);
}

/** One row of an upload (the caller has checked the upload is the user's). */
export async function findRow(
  db: Database,
  uploadId: string,
  rowNumber: number,
): Promise<UploadRowEntry | undefined> {
  const [row] = await db
    .select()
    .from(bulkUploadRows)
    .where(and(eq(bulkUploadRows.uploadId, uploadId), eq(bulkUploadRows.rowNumber, rowNumber)));
  return row;
}

/** Ends an upload its job could not finish: FAILED, with the rows processed so far, and the feed told. */
export async function markUploadFailed(db: Database, uploadId: string): Promise<void> {
  await db
    .update(bulkUploads)
    .set({ status: 'FAILED', completedAt: sql`now()` })
    .where(and(eq(bulkUploads.id, uploadId), eq(bulkUploads.status, 'PROCESSING')))
    .returning({ notified: sql`pg_notify(${PROGRESS_CHANNEL}, ${uploadId})` });
}
