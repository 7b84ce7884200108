import { expect, it } from 'vitest';
import { pricingTierOf, PricingTierSchema } from './pricing-tier.ts';

it("keeps last month's tier and counts what this month needs for the next", () => {
  expect(pricingTierOf({ thisMonth: 37, lastMonth: 120 })).toEqual({
    tier: { label: '51-200', discountPercent: 60 },
    packagesThisMonth: 37,
    packagesLastMonth: 120,
    keptFromLastMonth: true,
    nextTier: { label: '201-500', discountPercent: 70, packagesNeeded: 164 },
  });
});

it("gives this month's tier when it is the greater, and no next tier at the top", () => {
  expect(pricingTierOf({ thisMonth: 640, lastMonth: 90 })).toEqual({
    tier: { label: '500+', discountPercent: 80 },
    packagesThisMonth: 640,
    packagesLastMonth: 90,
    keptFromLastMonth: false,
    nextTier: null,
  });
});

it('is not kept from last month when both months fall in one tier', () => {
  expect(pricingTierOf({ thisMonth: 12, lastMonth: 40 }).keptFromLastMonth).toBe(false);
});

it('answers what its schema accepts', () => {
  const answer = pricingTierOf({ thisMonth: 0, lastMonth: 0 });
  expect(PricingTierSchema.parse(answer)).toEqual(answer);
});
