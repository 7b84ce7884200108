import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ProcessedOrder } from '#domain/bulk/schemas.ts';
import type { Database, Executor } from '../db/client.ts';
import { bulkUploadRows, bulkUploads, orders } from '../db/schema.ts';
import type { OrderPrice } from '../shipments/index.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * The user's order from a bulk upload whose service may still change: created and in no
 * shipping batch yet. Locked with its row until the transaction ends.
 */
export async function lockSelectableOrder(
  tx: Executor,
  userId: string,
  trackingNumber: string,
): Promise<{ order: OrderRow; result: ProcessedOrder; uploadId: string } | undefined> {
  const [found] = await tx
    .select({ order: orders, result: bulkUploadRows.result, uploadId: bulkUploadRows.uploadId })
    .from(orders)
    .innerJoin(bulkUploadRows, eq(bulkUploadRows.orderId, orders.id))
    .where(
      and(
        eq(orders.trackingNumber, trackingNumber),
        eq(orders.userId, userId),
        eq(orders.status, 'ORDER_CREATED'),
        isNull(orders.shippingBatchId),
      ),
    )
    .for('update');
  return found?.result ? { ...found, result: found.result } : undefined;
}

/** Prices the order with another service, and marks that service selected on its row's processed order. */
export async function changeService(
  tx: Executor,
  {
    orderId,
    result,
    price,
    at,
  }: {
    orderId: string;
    result: ProcessedOrder;
    price: OrderPrice;
    at: Date;
  },
): Promise<ProcessedOrder> {
  await tx
    .update(orders)
    .set({ ...price, updatedAt: at })
    .where(eq(orders.id, orderId));
  const changed: ProcessedOrder = {
    ...result,
    rates: {
      rates: result.rates.rates.map((rate) => ({
        ...rate,
        selected: rate.serviceCode === price.serviceCode,
      })),
    },
  };
  await tx
    .update(bulkUploadRows)
    .set({ result: changed })
    .where(eq(bulkUploadRows.orderId, orderId));
  return changed;
}

/** Which of these tracking numbers are SUCCESS orders of the user's uploads into this batch. */
export async function findBatchOrders(
  db: Database,
  {
    userId,
    bulkBatchId,
    trackingNumbers,
  }: {
    userId: string;
    bulkBatchId: string;
    trackingNumbers: string[];
  },
): Promise<Set<string>> {
  const rows = await db
    .select({ trackingNumber: orders.trackingNumber })
    .from(orders)
    .innerJoin(bulkUploadRows, eq(bulkUploadRows.orderId, orders.id))
    .innerJoin(bulkUploads, eq(bulkUploads.id, bulkUploadRows.uploadId))
    .where(
      and(
        inArray(orders.trackingNumber, trackingNumbers),
        eq(orders.userId, userId),
        eq(bulkUploads.userId, userId),
        eq(bulkUploads.bulkBatchId, bulkBatchId),
        sql`${bulkUploadRows.result}->>'processingStatus' = 'SUCCESS'`,
      ),
    );
  return new Set(rows.map((row) => row.trackingNumber));
}
