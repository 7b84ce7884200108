/** An email has one at-sign, a dot in the domain and no spaces (spec section 5, Email). */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/** Emails are compared without case or surrounding spaces, so one person has one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
