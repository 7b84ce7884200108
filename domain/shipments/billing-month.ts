import { vancouverDateOf } from '../pickups/vancouver-date.ts';

/** The monthly invoice a charge belongs to: its month in Vancouver time, as 'YYYY-MM'. */
export function billingMonthOf(at: Date): string {
  return vancouverDateOf(at).slice(0, 7);
}

// Vancouver is 7 hours behind UTC (all year since March 2026) or 8 (winters before); the clocks
// never changed on the 1st, so a month starts at 07:00 or 08:00 UTC on its first day.
const SUMMER_OFFSET_HOURS = 7;
const WINTER_OFFSET_HOURS = 8;

/** The instant a billing month ('YYYY-MM') starts: midnight on its 1st in Vancouver. */
export function billingMonthStart(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const summer = new Date(Date.UTC(year, monthNumber - 1, 1, SUMMER_OFFSET_HOURS));
  return billingMonthOf(summer) === month
    ? summer
    : new Date(Date.UTC(year, monthNumber - 1, 1, WINTER_OFFSET_HOURS));
}

/** The billing month before one ('YYYY-MM'): '2026-01' comes after '2025-12'. */
export function previousBillingMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const previous = new Date(Date.UTC(year, monthNumber - 2, 1));
  return previous.toISOString().slice(0, 7);
}
