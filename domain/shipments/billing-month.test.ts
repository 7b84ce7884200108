import { describe, expect, it } from 'vitest';
import { billingMonthOf, billingMonthStart, previousBillingMonth } from './billing-month.ts';

it('bills by the month in Vancouver, not UTC', () => {
  expect(billingMonthOf(new Date('2026-03-15T12:00:00Z'))).toBe('2026-03');
  // 1 May 02:00 UTC is still 30 April 19:00 in Vancouver.
  expect(billingMonthOf(new Date('2026-05-01T02:00:00Z'))).toBe('2026-04');
});

it('bills the first hour of a month to that month now that Vancouver keeps UTC-7 all year', () => {
  // 07:30 UTC on 1 December 2026 is 00:30 in Vancouver, not 23:30 on 30 November (old UTC-8).
  expect(billingMonthOf(new Date('2026-12-01T07:30:00Z'))).toBe('2026-12');
});

describe('billingMonthStart', () => {
  it.each([
    ['2026-05', '2026-05-01T07:00:00.000Z'], // summer time, UTC-7
    ['2026-01', '2026-01-01T08:00:00.000Z'], // winter time, UTC-8
    ['2026-03', '2026-03-01T08:00:00.000Z'], // clocks go forward on 8 March, for the last time
    ['2026-12', '2026-12-01T07:00:00.000Z'], // British Columbia keeps UTC-7 all year since
  ])('starts %s at midnight in Vancouver, %s', (month, start) =>
    expect(billingMonthStart(month).toISOString()).toBe(start),
  );

  it('is the first instant of its month and follows the last of the month before', () => {
    const start = billingMonthStart('2026-07');
    expect(billingMonthOf(start)).toBe('2026-07');
    expect(billingMonthOf(new Date(start.getTime() - 1))).toBe('2026-06');
  });
});

describe('previousBillingMonth', () => {
  it.each([
    ['2026-05', '2026-04'],
    ['2026-01', '2025-12'],
  ])('%s follows %s', (month, previous) => expect(previousBillingMonth(month)).toBe(previous));
});
