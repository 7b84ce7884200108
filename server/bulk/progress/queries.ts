import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { ProcessedOrder, UploadStatus } from '#domain/bulk/schemas.ts';
import type { Database } from '../../db/client.ts';
import { bulkUploadRows, bulkUploads } from '../../db/schema.ts';

/** A processed row and the place its last write took in bulk_progress_seq. */
export type ProgressRow = { rowNumber: number; progressSeq: number; order: ProcessedOrder };

export type UploadProgress = {
  totalOrders: number;
  successCount: number;
  failureCount: number;
  status: UploadStatus;
  /** Rows processed after afterSeq, in the order they were written. */
  rows: ProgressRow[];
};

/**
 * The caller's upload with its rows written after afterSeq (0: every row processed so far), or
 * null when the user has no such upload. One statement, so the counts and the rows come from
 * the same snapshot.
 */
export async function readUploadProgress(
  db: Database,
  { userId, uploadId, afterSeq }: { userId: string; uploadId: string; afterSeq: number },
): Promise<UploadProgress | null> {
  const found = await db
    .select({
      totalOrders: bulkUploads.totalOrders,
      successCount: bulkUploads.successCount,
      failureCount: bulkUploads.failureCount,
      status: bulkUploads.status,
      rowNumber: bulkUploadRows.rowNumber,
      progressSeq: bulkUploadRows.progressSeq,
      order: bulkUploadRows.result,
    })
    .from(bulkUploads)
    .leftJoin(
      bulkUploadRows,
      and(
        eq(bulkUploadRows.uploadId, bulkUploads.id),
        gt(bulkUploadRows.progressSeq, afterSeq),
        isNotNull(bulkUploadRows.result),
      ),
    )
    .where(and(eq(bulkUploads.id, uploadId), eq(bulkUploads.userId, userId)))
    .orderBy(asc(bulkUploadRows.progressSeq));
  const upload = found[0];
  if (!upload) return null;
  const rows: ProgressRow[] = [];
  for (const { rowNumber, progressSeq, order } of found) {
    if (rowNumber !== null && progressSeq !== null && order) {
      rows.push({ rowNumber, progressSeq, order });
    }
  }
  const { totalOrders, successCount, failureCount, status } = upload;
  return { totalOrders, successCount, failureCount, status, rows };
}
