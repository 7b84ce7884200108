import { eq } from 'drizzle-orm';
import type { PricingAccount } from '#domain/rates/customer-price.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** Packages the user shipped in the 30 days before `now`, which choose their volume tier. */
export async function countPackagesShippedInLast30Days(
  _db: Database,
  _userId: string,
  _now: Date,
): Promise<number> {
  // Shipments arrive with issue 5, which counts them here; until then every account is new.
  return 0;
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
