import { and, desc, eq } from 'drizzle-orm';
import type { Batch } from '#domain/bulk/schemas.ts';
import type { Database } from '../db/client.ts';
import { bulkBatches } from '../db/schema.ts';

export type BulkBatchRow = typeof bulkBatches.$inferSelect;

const toBatch = ({ batchId, createdAt }: BulkBatchRow): Batch => ({
  batchId,
  createdAt: createdAt.toISOString(),
});

/** The user's batches, newest first. */
export async function listBatches(db: Database, userId: string): Promise<Batch[]> {
  const rows = await db
    .select()
    .from(bulkBatches)
    .where(eq(bulkBatches.userId, userId))
    .orderBy(desc(bulkBatches.createdAt), desc(bulkBatches.id));
  return rows.map(toBatch);
}

/** Creates the user's batch; undefined when the user already has one with that id. */
export async function insertBatch(
  db: Database,
  userId: string,
  batchId: string,
): Promise<Batch | undefined> {
  const [row] = await db
    .insert(bulkBatches)
    .values({ userId, batchId })
    .onConflictDoNothing()
    .returning();
  return row && toBatch(row);
}

/** The user's batch with this id, if any. */
export async function findBatch(
  db: Database,
  userId: string,
  batchId: string,
): Promise<BulkBatchRow | undefined> {
  const [row] = await db
    .select()
    .from(bulkBatches)
    .where(and(eq(bulkBatches.userId, userId), eq(bulkBatches.batchId, batchId)));
  return row;
}
