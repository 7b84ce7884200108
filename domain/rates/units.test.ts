import { describe, expect, it } from 'vitest';
import { toGrams, toMillimetres } from './units.ts';

describe('toGrams', () => {
  it.each([
    [2, 'KGS', 2000],
    [1.1, 'KGS', 1100], // 1.1 * 1000 is 1100.0000000000002 in floating point
    [0.0004, 'KGS', 0],
    [1, 'LBS', 454], // 453.59237 g
    [2.2, 'LBS', 998], // 997.903214 g
    [22.0462, 'LBS', 10_000], // 9999.9934 g
  ] as const)('%s %s is %s g', (weight, unit, grams) => expect(toGrams(weight, unit)).toBe(grams));
});

describe('toMillimetres', () => {
  it.each([
    [28, 'CM', 280],
    [0.29, 'CM', 3], // 2.9 mm
    [1, 'IN', 25], // 25.4 mm
    [12, 'IN', 305], // 304.8 mm
    [0.1, 'IN', 3], // 2.54 mm
  ] as const)('%s %s is %s mm', (length, unit, millimetres) =>
    expect(toMillimetres(length, unit)).toBe(millimetres),
  );
});
