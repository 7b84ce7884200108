import { describe, expect, it } from 'vitest';
import { formatBillingMonth, invoiceNumberOf, isBillingMonth } from './billing-months.ts';

describe('billing months', () => {
  it('accepts YYYY-MM with a real month only', () => {
    expect(isBillingMonth('2026-11')).toBe(true);
    expect(isBillingMonth('2026-13')).toBe(false);
    expect(isBillingMonth('2026-00')).toBe(false);
    expect(isBillingMonth('2026-1')).toBe(false);
    expect(isBillingMonth('../etc')).toBe(false);
  });

  it('names the month in words', () => {
    expect(formatBillingMonth('2026-01')).toBe('January 2026');
    expect(formatBillingMonth('2025-12')).toBe('December 2025');
  });

  it('numbers an invoice by month and account', () => {
    expect(invoiceNumberOf('3f2a9c1e-0b7d-4e2a-9c1e-0b7d4e2a9c1e', '2026-11')).toBe(
      'MP-202611-3F2A9C1E',
    );
  });
});
