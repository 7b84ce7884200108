import { describe, expect, it } from 'vitest';
import { estimateSavings, formatWholeDollars } from './savings.ts';

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
