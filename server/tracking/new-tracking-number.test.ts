import { describe, expect, it } from 'vitest';
import { isValidTrackingNumber } from '#domain/tracking/tracking-number.ts';
import { newTrackingNumber } from './new-tracking-number.ts';

describe('newTrackingNumber', () => {
  it('gives valid Maplepost numbers that differ', () => {
    const numbers = Array.from({ length: 50 }, newTrackingNumber);
    expect(
      numbers.every((number) => /^MP\d{9}CA$/.test(number) && isValidTrackingNumber(number)),
    ).toBe(true);
    // Fifty draws from 10^8 serials collide about once in 80,000 runs.
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
