import { describe, expect, it } from 'vitest';
import {
  estimateSavings,
  formatWholeDollars,
  PACKAGE_COUNT_MESSAGE,
  readPackageCount,
} from './savings.ts';

describe('estimateSavings', () => {
  it('saves $10 per package per month and twelve times that per year', () => {
    expect(estimateSavings(100)).toEqual({ monthlyDollars: 1000, yearlyDollars: 12000 });
  });

  it('saves nothing without packages', () => {
    expect(estimateSavings(0)).toEqual({ monthlyDollars: 0, yearlyDollars: 0 });
  });

  it('counts a single package', () => {
    expect(estimateSavings(1)).toEqual({ monthlyDollars: 10, yearlyDollars: 120 });
  });
});

describe('formatWholeDollars', () => {
  it('writes a dollar sign and thousands separators', () => {
    expect(formatWholeDollars(12000)).toBe('$12,000');
    expect(formatWholeDollars(0)).toBe('$0');
  });
});

describe('readPackageCount', () => {
  it.each([
    ['0', 0],
    ['250', 250],
    [' 250 ', 250],
    ['100000', 100_000],
  ])('reads %j as %d packages', (typed, count) => {
    expect(readPackageCount(typed)).toEqual({ status: 'valid', count });
  });

  it('waits for an empty field', () => {
    expect(readPackageCount('')).toEqual({ status: 'empty' });
    expect(readPackageCount('  ')).toEqual({ status: 'empty' });
  });

  it.each(['12.7', '-5', '1e3', '100001', '12.', '1,000', 'ten'])(
    'does not guess at %j',
    (typed) => {
      expect(readPackageCount(typed)).toEqual({
        status: 'invalid',
        message: PACKAGE_COUNT_MESSAGE,
      });
    },
  );

  it('states its limits in its message', () => {
    expect(PACKAGE_COUNT_MESSAGE).toBe('Enter a whole number of packages from 0 to 100,000.');
  });
});
