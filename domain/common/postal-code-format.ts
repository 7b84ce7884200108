export const COUNTRY_CODES = ['CA', 'US'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

// Canada Post never uses D, F, I, O, Q or U, nor W or Z as the first letter. The space is optional.
const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
// Five digits, optionally ZIP+4.
const US_ZIP_CODE = /^\d{5}(-\d{4})?$/;

const KIND_OF_CODE: Record<CountryCode, string> = {
  CA: 'a Canadian postal code',
  US: 'a US ZIP code',
};

/** The country a postal code belongs to by its format: A1A 1A1 (any case, space optional) is CA, 12345 or 12345-6789 is US; otherwise null. */
export function countryOfPostalCode(postalCode: string): CountryCode | null {
  const code = postalCode.trim();
  if (CANADIAN_POSTAL_CODE.test(code)) return 'CA';
  if (US_ZIP_CODE.test(code)) return 'US';
  return null;
}

/** A valid code as we print it: a Canadian code upper-cased with its space (A1A 1A1), a ZIP as typed. */
export function normalizePostalCode(postalCode: string): string {
  const code = postalCode.trim().toUpperCase();
  return countryOfPostalCode(code) === 'CA' ? `${code.slice(0, 3)} ${code.slice(-3)}` : code;
}

/** The part of a valid code that postal data is keyed by: a Canadian code's first three characters (its FSA) upper-cased, a ZIP's five digits. */
export function postalAreaKey(postalCode: string): string {
  const code = postalCode.trim().toUpperCase();
  return countryOfPostalCode(code) === 'CA' ? code.slice(0, 3) : code.slice(0, 5);
}

/** The code as a message may quote it: invisible and control characters dropped. */
const printable = (postalCode: string) => postalCode.replace(/\p{C}/gu, '');

/** The message for a code that has neither format, naming it. */
export function invalidPostalCodeMessage(postalCode: string): string {
  return `'${printable(postalCode)}' is not a valid Canadian postal code (A1A 1A1) or US ZIP code (12345).`;
}

/** The message for a well-formed code that the postal data does not know, naming it. */
export function postalCodeNotFoundMessage(postalCode: string): string {
  return `Postal code '${postalCode}' was not found.`;
}

/** The message for a receiver's code whose format belongs to another country than the one chosen. */
export function countryMismatchMessage(
  postalCode: string,
  codeCountry: CountryCode,
  chosenCountry: CountryCode,
): string {
  return `'${postalCode}' is ${KIND_OF_CODE[codeCountry]}, but the receiver's country is ${chosenCountry}.`;
}
