import { describe, expect, it } from 'vitest';
import {
  accountMultiplier,
  customerPrice,
  finalPriceCents,
  GUEST_PRICING,
  termsDiscountRate,
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
    [3500, 40, 1, 2100], // $21.00 exactly
    [5100, 40, 1, 3100], // $30.60, up to $31
    [2400, 40, 1, 1400], // $14.40, down to $14
    [3500, 70, 1, 1100], // $10.50, a half: up
    [4500, 70, 1, 1400], // $13.50 exactly in integers; 45 x 0.3 is 13.499999999999998 in floating point
    [3500, 40, 0.85, 1800], // $17.85
    [3500, 40, 0.8333, 1700], // $17.4993, rounded once, not first to the cent
    [1300, 40, 0.0125, 0], // $0.0975
  ])(
    '%s cents list, %s percent off, times %s, is %s cents: a whole dollar',
    (list, discount, multiplier, final) =>
      expect(finalPriceCents(list, discount, multiplier)).toBe(final),
  );
});

describe('termsDiscountRate', () => {
  it.each([
    [40, 1, 40],
    [40, 0.85, 49], // 100 - 60 x 0.85
    [40, 0.5, 70],
    [40, 0.8333, 50], // 50.002
    [40, 0.8325, 50.1], // 50.05, a half: up
    [40, 2, -20], // a contract rate above 1 outweighs the tier
  ])('a %s percent tier times %s takes %s percent off', (discount, multiplier, rate) =>
    expect(termsDiscountRate(discount, multiplier)).toBe(rate),
  );
});

describe('customerPrice', () => {
  it('gives a guest the first tier: 50 % off, so $35 list is $17.50, charged $18', () => {
    expect(customerPrice(3500, GUEST_PRICING, false)).toEqual({
      listCents: 3500,
      finalCents: 1800,
      discountRate: 50,
    });
  });

  it("applies the tier of this month's or last month's packages, whichever is more", () => {
    const thisMonth = account({ volume: { thisMonth: 51, lastMonth: 0 } });
    expect(customerPrice(3500, thisMonth, false)).toMatchObject({
      finalCents: 1400, // 60 % off
      discountRate: 60,
    });
    const lastMonth = account({ volume: { thisMonth: 2, lastMonth: 501 } });
    expect(customerPrice(3500, lastMonth, false)).toMatchObject({
      finalCents: 700, // 80 % off
      discountRate: 80,
    });
  });

  it("applies the contract rate on top of the tier, and says the terms' discount", () => {
    expect(customerPrice(3500, account({ contractRate: 0.85 }), false)).toEqual({
      listCents: 3500,
      finalCents: 1500, // $35 x 0.5 x 0.85 = $14.875
      discountRate: 57.5,
    });
  });

  it("says the tier's discount whatever the rounding of the fee", () => {
    // $51 list, 50 % off, is $25.50, charged $26: still 50 % off.
    expect(customerPrice(5100, GUEST_PRICING, false)).toEqual({
      listCents: 5100,
      finalCents: 2600,
      discountRate: 50,
    });
  });

  it('applies sameCityRate instead of contractRate within one city', () => {
    const terms = account({ contractRate: 0.85, sameCityRate: 0.5 });
    expect(customerPrice(1300, terms, true).finalCents).toBe(300); // 13 x 0.5 x 0.5 = $3.25
    expect(customerPrice(1300, terms, false).finalCents).toBe(600); // 13 x 0.5 x 0.85 = $5.525
  });
});
