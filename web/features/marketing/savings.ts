/** What a business saves on average per package per month with Maplepost (spec section 9). */
export const SAVINGS_PER_PACKAGE_DOLLARS = 10;

const MONTHS_PER_YEAR = 12;

export type Savings = { monthlyDollars: number; yearlyDollars: number };

/** Savings are $10 per package per month, and twelve months of that per year. */
export function estimateSavings(packagesPerMonth: number): Savings {
  const monthlyDollars = packagesPerMonth * SAVINGS_PER_PACKAGE_DOLLARS;
  return { monthlyDollars, yearlyDollars: monthlyDollars * MONTHS_PER_YEAR };
}

const wholeDollars = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});

/** Whole dollars for marketing figures: 12000 -> "$12,000". */
export function formatWholeDollars(dollars: number): string {
  return wholeDollars.format(dollars);
}
