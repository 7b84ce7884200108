import { vancouverDateOf, vancouverDayStart } from '../common/vancouver-date.ts';

/** The monthly invoice a charge belongs to: its month in Vancouver time, as 'YYYY-MM'. */
export function billingMonthOf(at: Date): string {
  return vancouverDateOf(at).slice(0, 7);
}

/** The instant a billing month ('YYYY-MM') starts: midnight on its 1st in Vancouver. */
export function billingMonthStart(month: string): Date {
  return vancouverDayStart(`${month}-01`);
}

/** The billing month before one ('YYYY-MM'): '2026-01' comes after '2025-12'. */
export function previousBillingMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const previous = new Date(Date.UTC(year, monthNumber - 2, 1));
  return previous.toISOString().slice(0, 7);
}
