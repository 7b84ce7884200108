/** A billing month as the API names it: 'YYYY-MM' with a real month. */
export function isBillingMonth(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

const MONTH_NAMES = new Intl.DateTimeFormat('en-CA', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'November 2026' for '2026-11'. */
export function formatBillingMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return MONTH_NAMES.format(new Date(Date.UTC(year, monthNumber - 1, 15)));
}

/**
 * The invoice number of an account's month: the month and the start of the user id, so it is
 * stable (the same month always has the same number) and unique per account and month.
 */
export function invoiceNumberOf(userId: string, month: string): string {
  return `MP-${month.replace('-', '')}-${userId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
