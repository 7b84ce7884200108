import { describe, expect, it } from 'vitest';
import { pricingTierOf } from '#domain/rates/pricing-tier.ts';
import { describePricingTier } from './pricing-tier-text.ts';

describe('describePricingTier', () => {
  it("says the tier, this month's volume and what the next tier needs, and that last month's is kept", () => {
    expect(describePricingTier(pricingTierOf({ thisMonth: 37, lastMonth: 120 }))).toEqual({
      tier: 'Your tier: 51-200, 60% off.',
      progress: '37 packages this month. Ship 164 more this month for 70% off.',
      kept: "Last month's 120 packages keep you in 51-200 until the end of this month.",
    });
  });

  it('counts one package as one, and says nothing of last month when this month decides', () => {
    expect(describePricingTier(pricingTierOf({ thisMonth: 1, lastMonth: 0 }))).toEqual({
      tier: 'Your tier: 1-50, 50% off.',
      progress: '1 package this month. Ship 50 more this month for 60% off.',
      kept: null,
    });
  });

  it('names no next tier at the top', () => {
    expect(describePricingTier(pricingTierOf({ thisMonth: 612, lastMonth: 580 }))).toMatchObject({
      tier: 'Your tier: 500+, 80% off.',
      progress: '612 packages this month. This is our best standard discount.',
    });
  });
});
