import { describe, expect, it } from 'vitest';
import { VOLUME_TIERS, volumeTierFor } from './volume-tiers.ts';

describe('volumeTierFor', () => {
  it.each([
    [0, '1-50', 40],
    [1, '1-50', 40],
    [50, '1-50', 40],
    [51, '51-200', 50],
    [200, '51-200', 50],
    [201, '201-500', 60],
    [500, '201-500', 60],
    [501, '500+', 70],
    [10_000, '500+', 70],
  ])('%s packages in 30 days is tier %s, %s %% off', (packages, label, discountPercent) =>
    expect(volumeTierFor(packages)).toMatchObject({ label, discountPercent }),
  );
});

describe('VOLUME_TIERS', () => {
  it('never discounts beyond the marketing "up to" of spec section 9', () => {
    expect(VOLUME_TIERS.map((tier) => tier.upToPercent)).toEqual([50, 60, 70, 80]);
    for (const tier of VOLUME_TIERS)
      expect(tier.discountPercent).toBeLessThanOrEqual(tier.upToPercent);
  });
});
