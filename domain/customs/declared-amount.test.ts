import { describe, expect, it } from 'vitest';
import { formatDeclaredAmount, formatDeclaredCents, formatTwoDecimals } from './declared-amount.ts';

describe('formatDeclaredAmount', () => {
  it('writes the currency code and two decimals', () => {
    expect(formatDeclaredAmount(0.5, 'CAD')).toBe('CAD 0.50');
    expect(formatDeclaredAmount(12345.6, 'USD')).toBe('USD 12,345.60');
  });
});

describe('formatDeclaredCents', () => {
  it('writes whole cents as the currency code and two decimals', () => {
    expect(formatDeclaredCents(6900, 'CAD')).toBe('CAD 69.00');
    expect(formatDeclaredCents(123_450, 'USD')).toBe('USD 1,234.50');
    expect(formatDeclaredCents(5, 'CAD')).toBe('CAD 0.05');
  });
});

describe('formatTwoDecimals', () => {
  it('writes two decimals and thousands separators, with no currency', () => {
    expect(formatTwoDecimals(0)).toBe('0.00');
    expect(formatTwoDecimals(1234.5)).toBe('1,234.50');
  });
});
