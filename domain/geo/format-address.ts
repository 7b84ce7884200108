import type { CountryCode } from '#domain/rates/postal-code-format.ts';
import { COUNTRY_NAMES } from './regions.ts';

export type AddressLineParts = {
  /** Street number and name: '1055 W Georgia St'. */
  street?: string;
  unitNumber?: string;
  city?: string;
  province?: string;
  postalCode?: string;
  countryCode: CountryCode;
};

/** The street with its unit as each post office writes it: the unit first in Canada ('1203-1055 W Georgia St'), after the street in the US ('350 5th Ave #3300'). */
export function streetWithUnit(
  street: string,
  unitNumber: string | undefined,
  countryCode: CountryCode,
): string {
  if (!unitNumber) return street;
  return countryCode === 'CA' ? `${unitNumber}-${street}` : `${street} #${unitNumber}`;
}

/**
 * One line as geocoders print it, parts separated by commas: street, city, province and postal
 * code, country ('1055 W Georgia St, Vancouver, BC V6E 3P3, Canada'). The bulk wizard splits a
 * suggested address on these commas (spec section 5), so no part holds a comma of its own.
 */
export function formatAddressLine(parts: AddressLineParts): string {
  const street = parts.street && streetWithUnit(parts.street, parts.unitNumber, parts.countryCode);
  const regionAndCode = [parts.province, parts.postalCode].filter(Boolean).join(' ');
  return [street, parts.city, regionAndCode, COUNTRY_NAMES[parts.countryCode]]
    .filter(Boolean)
    .join(', ');
}
