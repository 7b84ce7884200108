import { describe, expect, it } from 'vitest';
import {
  accountMultiplier,
  customerPrice,
  discountRate,
  finalPriceCents,
  GUEST_PRICING,
  type PricingAccount,
} from './customer-price.ts';

const account = (terms: Partial<PricingAccount>): PricingAccount => ({
  ...GUEST_PRICING,
  ...terms,
});

describe('accountMultiplier', () => {
  const contracted = account({ contractRate: 0.9, sameCityRate: 0.7 });

  it('uses sameCityRate on a same-city route', () => {
    expect(accountMultiplier(contracted, true)).toBe(0.7);
  });

  it('uses contractRate elsewhere', () => {
    expect(accountMultiplier(contracted, false)).toBe(0.9);
  });

  it('falls back to contractRate in the same city when no sameCityRate is set', () => {
    expect(accountMultiplier(account({ contractRate: 0.9 }), true)).toBe(0.9);
  });
});

describe('finalPriceCents', () => {
  it.each([
    [3500, 40, 1, 2100],
    [3500, 40, 0.85, 1785],
    [3500, 70, 1, 1050],
    [4500, 70, 1, 1350], // 45 x 0.3 is 13.499999999999998 in floating point
    [3500, 40, 0.8333, 1750], // $17.4993 to the cent
    [1300, 40, 0.0001, 0], // $0.00078
    [1300, 40, 0.0125, 10], // $0.0975, to the cent halves up
  ])('$%s/100 list, %s %% off, times %s, is %s cents', (list, discount, multiplier, final) =>
    expect(finalPriceCents(list, discount, multiplier)).toBe(final),
  );
});

describe('discountRate', () => {
  it.each([
    [3500, 2100, 40],
    [3500, 1785, 49],
    [3500, 1750, 50],
    [3500, 1749, 50], // 50.028...
    [3000, 1999, 33.4], // 33.366...
    [1300, 780, 40],
    [2000, 2400, -20], // a contract rate above 1 outweighs the tier
  ])('%s list, %s paid, is %s %% off', (list, paid, rate) =>
    expect(discountRate(list, paid)).toBe(rate),
  );
});

describe('customerPrice', () => {
  it('gives a guest the first tier: 40 % off', () => {
    expect(customerPrice(3500, GUEST_PRICING, false)).toEqual({
      listCents: 3500,
      finalCents: 2100,
      discountRate: 40,
    });
  });

  it('applies the tier from the packages shipped in the last 30 days', () => {
    expect(customerPrice(3500, account({ packagesInLast30Days: 51 }), false).finalCents).toBe(1750);
    expect(customerPrice(3500, account({ packagesInLast30Days: 501 }), false).finalCents).toBe(
      1050,
    );
  });

  it('applies the contract rate on top of the tier', () => {
    expect(customerPrice(3500, account({ contractRate: 0.85 }), false)).toEqual({
      listCents: 3500,
      finalCents: 1785,
      discountRate: 49,
    });
  });

  it('applies sameCityRate instead of contractRate within one city', () => {
    const terms = account({ contractRate: 0.85, sameCityRate: 0.5 });
    expect(customerPrice(1300, terms, true).finalCents).toBe(390); // 13 x 0.6 x 0.5
    expect(customerPrice(1300, terms, false).finalCents).toBe(663); // 13 x 0.6 x 0.85
  });
});
