import { formatWholeNumber } from '../../lib/format-whole-number.ts';

/** What a business saves on average per package per month with Maplepost (spec section 9). */
export const SAVINGS_PER_PACKAGE_DOLLARS = 10;

const MONTHS_PER_YEAR = 12;

/** More than any customer ships; it keeps the figures readable on a phone. */
export const MAX_PACKAGES_PER_MONTH = 100_000;

export type Savings = { monthlyDollars: number; yearlyDollars: number };

/** Savings are $10 per package per month, and twelve months of that per year. */
export function estimateSavings(packagesPerMonth: number): Savings {
  const monthlyDollars = packagesPerMonth * SAVINGS_PER_PACKAGE_DOLLARS;
  return { monthlyDollars, yearlyDollars: monthlyDollars * MONTHS_PER_YEAR };
}

/** The calculator's limits, in the words its field and its message use. */
export const PACKAGE_COUNT_LIMITS = `from 0 to ${formatWholeNumber(MAX_PACKAGES_PER_MONTH)}`;
export const PACKAGE_COUNT_MESSAGE = `Enter a whole number of packages ${PACKAGE_COUNT_LIMITS}.`;

export type PackageCountReading =
  { status: 'valid'; count: number } | { status: 'empty' } | { status: 'invalid'; message: string };

/**
 * A package count is a whole number written in digits, from 0 to 100,000. Anything else
 * ("12.7", "-5", "1e3") is refused rather than read as some other count.
 */
export function readPackageCount(typed: string): PackageCountReading {
  const text = typed.trim();
  if (text === '') return { status: 'empty' };
  const count = Number(text);
  if (!/^\d+$/.test(text) || count > MAX_PACKAGES_PER_MONTH) {
    return { status: 'invalid', message: PACKAGE_COUNT_MESSAGE };
  }
  return { status: 'valid', count };
}

/** Whole dollars for marketing figures: 12000 -> "$12,000". */
export function formatWholeDollars(dollars: number): string {
  const amount = formatWholeNumber(Math.abs(dollars));
  return dollars < 0 ? `-$${amount}` : `$${amount}`;
}
