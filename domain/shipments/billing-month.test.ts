import { expect, it } from 'vitest';
import { billingMonthOf } from './billing-month.ts';

it('bills by the month in Vancouver, not UTC', () => {
  expect(billingMonthOf(new Date('2026-03-15T12:00:00Z'))).toBe('2026-03');
  // 1 May 02:00 UTC is still 30 April 19:00 in Vancouver.
  expect(billingMonthOf(new Date('2026-05-01T02:00:00Z'))).toBe('2026-04');
});
