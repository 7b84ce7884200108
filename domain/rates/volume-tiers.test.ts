import { describe, expect, it } from 'vitest';
import {
  accountTier,
  BEST_PARTNER_DISCOUNT_PERCENT,
  GENERAL_MARKETING_DISCOUNT_PERCENT,
  nextTier,
  VOLUME_TIERS,
  volumeTierFor,
} from './volume-tiers.ts';

describe('VOLUME_TIERS', () => {
  it("take exactly spec section 9's standard 50, 60, 70 and 80 %", () => {
    expect(VOLUME_TIERS.map(({ label, discountPercent }) => [label, discountPercent])).toEqual([
      ['1-50', 50],
      ['51-200', 60],
      ['201-500', 70],
      ['500+', 80],
    ]);
  });

  it("give partners the spec's up to 60, 70, 80 and 90 %, up to 90 % at best", () => {
    expect(VOLUME_TIERS.map((tier) => tier.partnerUpToPercent)).toEqual([60, 70, 80, 90]);
    expect(BEST_PARTNER_DISCOUNT_PERCENT).toBe(90);
  });

  it("keep the spec's general marketing 'up to 70%' a discount a standard tier takes", () => {
    expect(VOLUME_TIERS.map((tier) => tier.discountPercent)).toContain(
      GENERAL_MARKETING_DISCOUNT_PERCENT,
    );
  });
});

describe('volumeTierFor', () => {
  it.each([
    [0, '1-50', 50],
    [1, '1-50', 50],
    [50, '1-50', 50],
    [51, '51-200', 60],
    [200, '51-200', 60],
    [201, '201-500', 70],
    [500, '201-500', 70],
    [501, '500+', 80],
    [10_000, '500+', 80],
  ])('%s packages in a month is tier %s, %s percent off', (packages, label, discountPercent) =>
    expect(volumeTierFor(packages)).toMatchObject({ label, discountPercent }),
  );
});

describe('accountTier', () => {
  it.each([
    [{ thisMonth: 0, lastMonth: 0 }, '1-50'],
    [{ thisMonth: 60, lastMonth: 10 }, '51-200'],
    [{ thisMonth: 37, lastMonth: 120 }, '51-200'], // keeps last month's tier
    [{ thisMonth: 0, lastMonth: 600 }, '500+'], // on the 1st
    [{ thisMonth: 250, lastMonth: 120 }, '201-500'],
  ])('%o is tier %s: the greater month counts', (volume, label) =>
    expect(accountTier(volume).label).toBe(label),
  );
});

describe('nextTier', () => {
  it("counts what this month still needs to reach the tier above the account's", () => {
    expect(nextTier({ thisMonth: 0, lastMonth: 0 })).toMatchObject({
      tier: { label: '51-200', discountPercent: 60 },
      packagesNeeded: 51,
    });
    // Last month's 120 keep 51-200; 201-500 needs 201 this month, 37 shipped so far.
    expect(nextTier({ thisMonth: 37, lastMonth: 120 })).toMatchObject({
      tier: { label: '201-500', discountPercent: 70 },
      packagesNeeded: 164,
    });
    expect(nextTier({ thisMonth: 500, lastMonth: 0 })).toMatchObject({
      tier: { label: '500+' },
      packagesNeeded: 1,
    });
  });

  it('is null in the top tier, reached this month or kept from last month', () => {
    expect(nextTier({ thisMonth: 501, lastMonth: 0 })).toBeNull();
    expect(nextTier({ thisMonth: 3, lastMonth: 700 })).toBeNull();
  });
});
