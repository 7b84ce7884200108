import { z } from 'zod';
import { accountTier, nextTier, volumeTierFor, type MonthlyVolume } from './volume-tiers.ts';

const TierSchema = z.object({ label: z.string(), discountPercent: z.number() });

/** GET /web/user/pricing-tier: the signed-in user's volume tier, their volume, and what the next tier needs. */
export const PricingTierSchema = z.object({
  tier: TierSchema,
  packagesThisMonth: z.number().int().nonnegative(),
  packagesLastMonth: z.number().int().nonnegative(),
  /** True when last month's packages, not this month's, give the tier. */
  keptFromLastMonth: z.boolean(),
  /** The tier above with the packages still to ship this month to reach it; null in the top tier. */
  nextTier: TierSchema.extend({ packagesNeeded: z.number().int().positive() }).nullable(),
});
export type PricingTier = z.infer<typeof PricingTierSchema>;

const tierOf = ({ label, discountPercent }: { label: string; discountPercent: number }) => ({
  label,
  discountPercent,
});

/** An account's tier as GET /web/user/pricing-tier answers it: the greater month's tier and the next one (volume-tiers.ts). */
export function pricingTierOf(volume: MonthlyVolume): PricingTier {
  const tier = accountTier(volume);
  const next = nextTier(volume);
  return {
    tier: tierOf(tier),
    packagesThisMonth: volume.thisMonth,
    packagesLastMonth: volume.lastMonth,
    keptFromLastMonth: tier !== volumeTierFor(volume.thisMonth),
    nextTier: next && { ...tierOf(next.tier), packagesNeeded: next.packagesNeeded },
  };
}
