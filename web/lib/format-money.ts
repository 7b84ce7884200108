const dollars = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** A price as customers see it (spec section 9): a dollar sign and two decimals, as in $1,234.50. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}
