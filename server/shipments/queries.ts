import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { GUEST_PRICING, type PricingAccount } from '#domain/rates/customer-price.ts';
import type { OrderCreateRequest } from '#domain/shipments/schemas.ts';
import { createTrackingNumber, MAX_TRACKING_SERIAL } from '#domain/tracking/tracking-number.ts';
import type { Database, Executor } from '../db/client.ts';
import { isRowId } from '../db/row-id.ts';
import { orders, shippingBatches } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { findPricingAccount } from '../rates/index.ts';
import { ownedBy, ownerColumns, type Owner, type OwnerKey } from './owners.ts';
import type { OrderPrice } from './price-order.ts';

export type OrderRow = typeof orders.$inferSelect;
export type BatchRow = typeof shippingBatches.$inferSelect;
/** The database or a transaction: both run the same queries. */

// Random serials, so that nobody can walk the public tracking page through other people's parcels.
const TRACKING_NUMBER_ATTEMPTS = 5;

/** The pricing terms of the owner: a user's account terms, a guest's first tier. */
export async function pricingAccountOf(
  db: Database,
  owner: OwnerKey,
  now: Date,
): Promise<PricingAccount> {
  if (owner.kind === 'guest') return GUEST_PRICING;
  return (await findPricingAccount(db, owner.userId, now)) ?? GUEST_PRICING;
}

/**
 * Stores a new ORDER_CREATED order under a fresh tracking number; answers its id and tracking
 * number. Inside a transaction a clash of tracking numbers aborts the transaction instead of
 * trying again, so callers there retry the whole transaction.
 */
export async function insertOrder(
  db: Executor,
  owner: OwnerKey,
  order: Omit<OrderCreateRequest, 'serviceCode'>,
  price: OrderPrice,
): Promise<{ id: string; trackingNumber: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const trackingNumber = createTrackingNumber(randomInt(MAX_TRACKING_SERIAL + 1));
    try {
      const [inserted] = await db
        .insert(orders)
        .values({ ...order, ...price, ...ownerColumns(owner), trackingNumber })
        .returning({ id: orders.id, trackingNumber: orders.trackingNumber });
      return inserted!;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === TRACKING_NUMBER_ATTEMPTS) throw error;
    }
  }
}

/** The owner's order with this tracking number, if any and not discarded. */
export async function findOwnedOrder(
  db: Database,
  owner: Owner,
  trackingNumber: string,
): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.trackingNumber, trackingNumber),
        ownedBy(orders, owner),
        isNull(orders.discardedAt),
      ),
    );
  return order;
}

/** The owner's orders among these tracking numbers that can still join a shipment: created, kept, in no batch or an unpaid one. */
export async function findShippableOrders(
  db: Database,
  owner: Owner,
  trackingNumbers: string[],
): Promise<OrderRow[]> {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .leftJoin(shippingBatches, eq(shippingBatches.id, orders.shippingBatchId))
    .where(
      and(
        inArray(orders.trackingNumber, trackingNumbers),
        ownedBy(orders, owner),
        eq(orders.status, 'ORDER_CREATED'),
        isNull(orders.discardedAt),
        or(isNull(orders.shippingBatchId), eq(shippingBatches.status, 'OPEN')),
      ),
    );
  return rows.map((row) => row.order);
}

/** The owner's batch, locked until the transaction ends so that payments and changes take turns. */
export async function lockOwnedBatch(
  tx: Executor,
  owner: Owner,
  batchId: string,
): Promise<BatchRow | undefined> {
  if (!isRowId(batchId)) return undefined;
  const [batch] = await tx
    .select()
    .from(shippingBatches)
    .where(and(eq(shippingBatches.id, batchId), ownedBy(shippingBatches, owner)))
    .for('update');
  return batch;
}

/** The owner's batch, if any. */
export async function findOwnedBatch(
  db: Database,
  owner: Owner,
  batchId: string,
): Promise<BatchRow | undefined> {
  if (!isRowId(batchId)) return undefined;
  const [batch] = await db
    .select()
    .from(shippingBatches)
    .where(and(eq(shippingBatches.id, batchId), ownedBy(shippingBatches, owner)));
  return batch;
}

export async function insertBatch(tx: Executor, owner: Owner): Promise<BatchRow> {
  const [batch] = await tx.insert(shippingBatches).values(ownerColumns(owner)).returning();
  return batch!;
}

/** Puts a still unpaid order in the batch with its new price; false when it was paid or moved meanwhile. */
export async function assignOrderToBatch(
  tx: Executor,
  { orderId, fromBatchId }: { orderId: string; fromBatchId: string | null },
  batchId: string,
  price: OrderPrice,
  at: Date,
): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ ...price, shippingBatchId: batchId, updatedAt: at })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'ORDER_CREATED'),
        // Still where it was looked up: another request may have moved it since.
        fromBatchId === null
          ? isNull(orders.shippingBatchId)
          : eq(orders.shippingBatchId, fromBatchId),
      ),
    )
    .returning({ id: orders.id });
  return updated.length === 1;
}

/** The orders of a batch, oldest first. */
export async function listBatchOrders(db: Executor, batchId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.shippingBatchId, batchId))
    .orderBy(orders.createdAt, orders.trackingNumber);
}

/**
 * The owner's batch that holds these orders and nothing else, if there is one: where a request
 * that stopped had put them to pay for them together.
 */
export async function findBatchHolding(
  db: Database,
  owner: Owner,
  trackingNumbers: readonly string[],
): Promise<BatchRow | undefined> {
  const held = await db
    .selectDistinct({ batchId: orders.shippingBatchId })
    .from(orders)
    .where(and(inArray(orders.trackingNumber, [...trackingNumbers]), ownedBy(orders, owner)));
  const [only] = held;
  if (held.length !== 1 || !only?.batchId) return undefined;
  const batch = await findOwnedBatch(db, owner, only.batchId);
  const inBatch = batch ? await listBatchOrders(db, batch.id) : [];
  const holdsThem =
    inBatch.length === trackingNumbers.length &&
    inBatch.every((order) => trackingNumbers.includes(order.trackingNumber));
  return holdsThem ? batch : undefined;
}
