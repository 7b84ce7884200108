import { eq } from 'drizzle-orm';
import type { OrderStatus } from '#domain/shipments/order-status.ts';
import { createTrackingNumber } from '#domain/tracking/tracking-number.ts';
import { registerAccount, withSession } from './auth.ts';
import { orders } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';
import { shipper } from './shipments.ts';

export type SeedOrder = {
  status?: OrderStatus;
  recipientName?: string;
  createdAt: string;
  shippingBatchId?: string | null;
};

// Tracking serials of seeded orders: far from the random ones real orders get, and unique per run.
let nextSerial = 90_000_000 + Math.floor(Math.random() * 1_000_000);

/**
 * A signed-in user with orders as given: one real order is created through the API, and the
 * rest are copies of it with the statuses, names and times asked for (tests set them directly,
 * as the carrier would). Answers the user's cookies and the orders' tracking numbers, in the
 * order given.
 */
export async function userWithOrders(testApp: TestApp, seeds: readonly SeedOrder[]) {
  const account = await registerAccount(testApp.app);
  const who = shipper(testApp.app, withSession(account.token));
  const template = await who.newOrder();
  const db = testApp.database.db;
  const [row] = await db.select().from(orders).where(eq(orders.trackingNumber, template));
  await db.delete(orders).where(eq(orders.trackingNumber, template));
  const { id: _id, ...copy } = row!;
  const trackingNumbers = seeds.map(() => createTrackingNumber((nextSerial += 1)));
  // Inserted oldest first, as the portal creates them, so their order numbers follow their times.
  const oldestFirst = seeds
    .map((seed, index) => ({ seed, index }))
    .sort((a, b) => Date.parse(a.seed.createdAt) - Date.parse(b.seed.createdAt));
  if (seeds.length > 0) {
    await db.insert(orders).values(
      oldestFirst.map(({ seed, index }) => ({
        ...copy,
        trackingNumber: trackingNumbers[index]!,
        status: seed.status ?? copy.status,
        recipientName: seed.recipientName ?? copy.recipientName,
        shippingBatchId: seed.shippingBatchId ?? null,
        createdAt: new Date(seed.createdAt),
        updatedAt: new Date(seed.createdAt),
      })),
    );
  }
  return { cookies: who.cookies, userId: account.user.userId, trackingNumbers, who };
}
