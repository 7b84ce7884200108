import { describe, expect, it } from 'vitest';
import { formatWholeNumber } from './format-whole-number.ts';

const enCA = new Intl.NumberFormat('en-CA');

describe('formatWholeNumber', () => {
  it.each([0, 7, 999, 1000, 1500, 5000, 12_000, 100_000, 999_999, 1_000_000, 1_234_567_890])(
    'writes %d as en-CA does',
    (value) => {
      expect(formatWholeNumber(value)).toBe(enCA.format(value));
    },
  );

  it('writes negative numbers with a minus sign before the groups', () => {
    expect(formatWholeNumber(-12_000)).toBe('-12,000');
  });

  it('refuses what is not a whole number rather than write it some other way', () => {
    expect(() => formatWholeNumber(12.5)).toThrow('Not a whole number: 12.5');
    expect(() => formatWholeNumber(Number.NaN)).toThrow('Not a whole number: NaN');
  });
});
