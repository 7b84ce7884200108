import type { PricingTier } from '#domain/rates/pricing-tier.ts';

const packages = (count: number) => `${count} ${count === 1 ? 'package' : 'packages'}`;

/** The signed-in user's tier in sentences: "Your tier: 51-200, 60% off.", then their volume and what the next tier needs, and whether last month's tier is kept. */
export function describePricingTier({
  tier,
  packagesThisMonth,
  packagesLastMonth,
  keptFromLastMonth,
  nextTier,
}: PricingTier): { tier: string; progress: string; kept: string | null } {
  const next = nextTier
    ? `Ship ${nextTier.packagesNeeded} more this month for ${nextTier.discountPercent}% off.`
    : 'This is our best standard discount.';
  return {
    tier: `Your tier: ${tier.label}, ${tier.discountPercent}% off.`,
    progress: `${packages(packagesThisMonth)} this month. ${next}`,
    kept: keptFromLastMonth
      ? `Last month's ${packages(packagesLastMonth)} keep you in ${tier.label} until the end of this month.`
      : null,
  };
}
