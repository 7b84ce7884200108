import { COUNTRY_NAMES, isServedCountry } from './regions.ts';

export type AddressLineParts = {
  /** Street number and name: '1055 W Georgia St'. */
  street?: string;
  unitNumber?: string;
  city?: string;
  province?: string;
  postalCode?: string;
  /** 'CA' or 'US', printed by name; any other text is printed as it is. */
  countryCode: string;
};

// A unit given with its designator: 'Suite 210', 'Apt. 5', 'Bureau 400', 'PH 2'.
const DESIGNATED_UNIT = /^\p{L}[\p{L}.]*\s+\S/u;

/**
 * The street with its unit as each post office writes it. A bare unit goes first in Canada
 * ('1203-1055 W Georgia St') and after the street elsewhere ('350 5th Ave #3300'); a unit with
 * its designator follows the street in both ('1250 rue Sainte-Catherine O Bureau 400',
 * '899 S Columbus Ave Suite 210'), as Canada Post and USPS print it.
 */
export function streetWithUnit(
  street: string,
  unitNumber: string | undefined,
  countryCode: string,
): string {
  const unit = unitNumber?.trim();
  if (!unit) return street;
  if (DESIGNATED_UNIT.test(unit)) return `${street} ${unit}`;
  const bare = unit.replace(/^#\s*/, '');
  return countryCode === 'CA' ? `${bare}-${street}` : `${street} #${bare}`;
}

/**
 * One line as geocoders print it, parts separated by commas: street, city, province and postal
 * code, country ('1055 W Georgia St, Vancouver, BC V6E 3P3, Canada'). The bulk wizard splits a
 * suggested address on these commas (spec section 5), so no part holds a comma of its own.
 */
export function formatAddressLine(parts: AddressLineParts): string {
  const street = parts.street && streetWithUnit(parts.street, parts.unitNumber, parts.countryCode);
  const regionAndCode = [parts.province, parts.postalCode].filter(Boolean).join(' ');
  const country = isServedCountry(parts.countryCode)
    ? COUNTRY_NAMES[parts.countryCode]
    : parts.countryCode;
  return [street, parts.city, regionAndCode, country].filter(Boolean).join(', ');
}
