import { and, count, eq, gte, lte } from 'drizzle-orm';
import type { PricingAccount } from '#domain/rates/customer-price.ts';
import type { Database } from '../db/client.ts';
import { orders, shippingBatches, users } from '../db/schema.ts';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** Packages the user shipped in the 30 days before `now`, which choose their volume tier. */
export async function countPackagesShippedInLast30Days(
  db: Database,
  userId: string,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - THIRTY_DAYS_MS);
  const [row] = await db
    .select({ packages: count() })
    .from(orders)
    .innerJoin(shippingBatches, eq(shippingBatches.id, orders.shippingBatchId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(shippingBatches.status, 'PAID'),
        gte(shippingBatches.paidAt, since),
        lte(shippingBatches.paidAt, now),
      ),
    );
  return row?.packages ?? 0;
}

/** A portal user's pricing terms: contract rates from `users`, volume from recent shipments; null for no such user. */
export async function findPricingAccount(
  db: Database,
  userId: string,
  now: Date,
): Promise<PricingAccount | null> {
  const [terms] = await db
    .select({ contractRate: users.contractRate, sameCityRate: users.sameCityRate })
    .from(users)
    .where(eq(users.id, userId));
  if (!terms) return null;
  return {
    ...terms,
    packagesInLast30Days: await countPackagesShippedInLast30Days(db, userId, now),
  };
}
