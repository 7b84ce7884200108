/** Maplepost tracking numbers follow the UPU S10 pattern: service letters, 8-digit serial, check digit, country. */
export const TRACKING_SERVICE_LETTERS = 'MP';
export const TRACKING_COUNTRY = 'CA';

/** The largest serial that fits in S10's eight digits. */
export const MAX_TRACKING_SERIAL = 99_999_999;

const SERIAL_LENGTH = 8;
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;
// Any two service letters, so that future services keep validating; the country is always ours.
const TRACKING_PATTERN = /^[A-Z]{2}(\d{8})(\d)CA$/;

/** The S10 check digit of eight serial digits: 11 - (weighted sum mod 11), where 10 becomes 0 and 11 becomes 5. */
export function s10CheckDigit(serialDigits: string): number {
  if (!/^\d{8}$/.test(serialDigits)) {
    throw new RangeError(`An S10 serial is eight digits, got '${serialDigits}'`);
  }
  const sum = S10_WEIGHTS.reduce((total, weight, i) => total + weight * Number(serialDigits[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return 0;
  if (check === 11) return 5;
  return check;
}

/** The tracking number for a serial from 0 to MAX_TRACKING_SERIAL, e.g. 12345678 -> 'MP123456785CA'. */
export function createTrackingNumber(serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 0 || serial > MAX_TRACKING_SERIAL) {
    throw new RangeError(
      `A tracking serial is a whole number from 0 to ${MAX_TRACKING_SERIAL}, got ${serial}`,
    );
  }
  const serialDigits = String(serial).padStart(SERIAL_LENGTH, '0');
  return `${TRACKING_SERVICE_LETTERS}${serialDigits}${s10CheckDigit(serialDigits)}${TRACKING_COUNTRY}`;
}

/** Upper case without whitespace, the form tracking numbers are stored and compared in. */
export function normalizeTrackingNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** True for two letters, eight digits, a matching S10 check digit and 'CA'; case and spaces ignored. */
export function isValidTrackingNumber(text: string): boolean {
  const match = TRACKING_PATTERN.exec(normalizeTrackingNumber(text));
  return match !== null && s10CheckDigit(match[1] ?? '') === Number(match[2]);
}

/** A tracking number grouped for people to read aloud, as S10 labels print it: 'MP 123 456 785 CA'. */
export function formatTrackingNumber(trackingNumber: string): string {
  const normalized = normalizeTrackingNumber(trackingNumber);
  const match = TRACKING_PATTERN.exec(normalized);
  if (!match) return normalized;
  const digits = `${match[1]}${match[2]}`;
  return [
    normalized.slice(0, 2),
    digits.slice(0, 3),
    digits.slice(3, 6),
    digits.slice(6),
    TRACKING_COUNTRY,
  ].join(' ');
}
