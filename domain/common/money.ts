// Money is whole cents inside the engine; only the API edge speaks dollars (centsToDollars).

export const CENTS_PER_DOLLAR = 100;

/** Integer division rounded to the nearest whole number, halves up (integers, positive denominator). */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** numerator / denominator cents, rounded to the nearest whole dollar (halves up), in cents. */
export function roundToWholeDollarCents(numerator: number, denominator = 1): number {
  return divideRoundingHalfUp(numerator, denominator * CENTS_PER_DOLLAR) * CENTS_PER_DOLLAR;
}

/** Whole cents as dollars with two decimals, for the API edge only: 1999 -> 19.99. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / CENTS_PER_DOLLAR;
}

let dollars: Intl.NumberFormat | undefined;

/** A price as customers see it (spec section 9): a dollar sign and two decimals, as in $1,234.50. */
export function formatDollars(amount: number): string {
  dollars ??= new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
  return dollars.format(amount);
}

/** Whole cents as customers see them: 123450 -> '$1,234.50'. */
export function formatCents(cents: number): string {
  return formatDollars(centsToDollars(cents));
}
