/**
 * A North American phone number as its 10 digits, or null when it has any other count.
 * Spaces, dots, dashes and parentheses are ignored, and so is a leading country code
 * (+1 or 1): '(604) 555-0123', '604.555.0123' and '+1 604 555 0123' are all '6045550123'.
 */
export function normalizePhone(phone: string): string | null {
  const compact = phone.replace(/[\s.()-]/g, '');
  const digits = compact.replace(/^\+?1(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}
