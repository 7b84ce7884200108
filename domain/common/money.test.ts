import { describe, expect, it } from 'vitest';
import { centsToDollars, divideRoundingHalfUp, roundToWholeDollarCents } from './money.ts';

describe('divideRoundingHalfUp', () => {
  it.each([
    [14, 10, 1],
    [15, 10, 2],
    [25, 10, 3],
    [-15, 10, -1],
    [-16, 10, -2],
    [0, 7, 0],
  ])('%s / %s is %s', (numerator, denominator, quotient) =>
    expect(divideRoundingHalfUp(numerator, denominator)).toBe(quotient),
  );
});

describe('roundToWholeDollarCents', () => {
  it.each([
    [3449, 3400],
    [3450, 3500],
    [3500, 3500],
    [49, 0],
    [50, 100],
  ])('%s cents is %s', (cents, rounded) => expect(roundToWholeDollarCents(cents)).toBe(rounded));

  it('rounds a fraction of cents without floating-point error', () => {
    // 5049.5 cents is $50.495: under the half, so $50.
    expect(roundToWholeDollarCents(100_990, 20)).toBe(5000);
    // 5050 cents is exactly $50.50: half, so up.
    expect(roundToWholeDollarCents(101_000, 20)).toBe(5100);
  });
});

describe('centsToDollars', () => {
  it.each([
    [1999, 19.99],
    [2100, 21],
    [5, 0.05],
    [1785, 17.85],
  ])('%s cents is $%s', (cents, dollars) => expect(centsToDollars(cents)).toBe(dollars));
});
