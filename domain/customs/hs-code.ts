/**
 * HS codes as people write them ("6109.10", "6109 10 00 11") read as their digits, and shown
 * back in the tariff's own form. The first six digits are the Harmonized System's subheading,
 * the same in every country; the digits after them are the importing country's own.
 */

/** The digits of an HS code with its dots and spaces taken out: "6109.10.00" -> "61091000". */
export function normalizeHsCode(value: string): string {
  return value.replace(/[.\s]/g, '');
}

/** Whether normalised text is an HS code's shape: 6 to 10 digits. */
export function isHsCodeShape(digits: string): boolean {
  return /^\d{6,10}$/.test(digits);
}

/** The Harmonized System subheading of an HS code: its first six digits. */
export function hsSubheadingOf(digits: string): string {
  return digits.slice(0, 6);
}

/** An HS code as tariffs print it: "610910" -> "6109.10", "6109100011" -> "6109.10.00.11". */
export function formatHsCode(digits: string): string {
  const groups = [digits.slice(0, 4), ...(digits.slice(4).match(/\d{1,2}/g) ?? [])];
  return groups.join('.');
}
