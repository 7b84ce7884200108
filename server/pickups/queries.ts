import { and, eq, inArray } from 'drizzle-orm';
import type { PickupWindow } from '#domain/pickups/pickup-rules.ts';
import type { PickupAddress } from '#domain/pickups/pickup-address.ts';
import { pickupScheduledDescription } from '#domain/tracking/tracking-events.ts';
import { orders, pickups, trackingEvents } from '../db/schema.ts';
import type { Executor } from '../db/client.ts';
import type { OrderRow } from '../shipments/index.ts';

export type PickupRow = typeof pickups.$inferSelect;
export type NewPickup = PickupAddress & PickupWindow & { batchId: string; notes: string };

export async function findBatchPickup(
  tx: Executor,
  batchId: string,
): Promise<PickupRow | undefined> {
  const [pickup] = await tx.select().from(pickups).where(eq(pickups.batchId, batchId));
  return pickup;
}

export async function insertPickup(tx: Executor, pickup: NewPickup): Promise<PickupRow> {
  const [row] = await tx.insert(pickups).values(pickup).returning();
  return row!;
}

/** The pickup's orders become PICKUP_SCHEDULED, each with a tracking event at the pickup city. */
export async function schedulePickupOfOrders(
  tx: Executor,
  pickup: PickupRow,
  pickedOrders: readonly OrderRow[],
  at: Date,
): Promise<void> {
  const orderIds = pickedOrders.map((order) => order.id);
  await tx
    .update(orders)
    .set({ status: 'PICKUP_SCHEDULED', updatedAt: at })
    .where(and(inArray(orders.id, orderIds), eq(orders.status, 'LABEL_CREATED')));
  const description = pickupScheduledDescription(pickup);
  await tx.insert(trackingEvents).values(
    orderIds.map((orderId) => ({
      orderId,
      status: 'PICKUP_SCHEDULED' as const,
      description,
      location: `${pickup.city}, ${pickup.province}`,
      occurredAt: at,
    })),
  );
}
