import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { PricingAccount } from '#domain/rates/customer-price.ts';
import type { MonthlyVolume } from '#domain/rates/volume-tiers.ts';
import {
  billingMonthOf,
  billingMonthStart,
  previousBillingMonth,
} from '#domain/shipments/billing-month.ts';
import type { Database } from '../db/client.ts';
import { orders, shippingBatches, users } from '../db/schema.ts';

/** The user's packages in paid shipments this calendar month (up to `now`) and last month, Vancouver time; they choose the volume tier. */
export async function countMonthlyPackages(
  db: Database,
  userId: string,
  now: Date,
): Promise<MonthlyVolume> {
  const thisMonth = billingMonthOf(now);
  const thisMonthStart = billingMonthStart(thisMonth);
  const lastMonthStart = billingMonthStart(previousBillingMonth(thisMonth));
  const paidThisMonth = gte(shippingBatches.paidAt, thisMonthStart);
  const [row] = await db
    .select({
      thisMonth: sql<number>`count(*) filter (where ${paidThisMonth})`.mapWith(Number),
      lastMonth: sql<number>`count(*) filter (where not ${paidThisMonth})`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(shippingBatches, eq(shippingBatches.id, orders.shippingBatchId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(shippingBatches.status, 'PAID'),
        gte(shippingBatches.paidAt, lastMonthStart),
        lte(shippingBatches.paidAt, now),
      ),
    );
  return { thisMonth: row?.thisMonth ?? 0, lastMonth: row?.lastMonth ?? 0 };
}

/** A portal user's pricing terms: contract rates from `users`, volume from this month's and last month's shipments; null for no such user. */
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
  return { ...terms, volume: await countMonthlyPackages(db, userId, now) };
}
