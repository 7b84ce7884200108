import { streetWithUnit } from '#domain/geo/format-address.ts';
import { normalizePhone } from '#domain/shipments/phone.ts';
import { COUNTRY_NAMES } from '#domain/geo/regions.ts';
import type { LabelParty } from './label-data.ts';

/** The weight in kg to one decimal, rounded up so the label never shows less than was billed: '2.4 kg'. */
export function formatKilograms(grams: number): string {
  return `${(Math.ceil(grams / 100) / 10).toFixed(1)} kg`;
}

/** A 10-digit North American number as '(604) 555-0123'; anything else as written. */
export function formatPhone(phone: string): string {
  const digits = normalizePhone(phone);
  if (!digits) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The lines of an address block, in the order and case Canada Post and USPS ask for. */
export type AddressBlock = {
  name: string;
  company: string;
  street: string;
  city: string;
  /** Province or state and postal code, printed after the city: ' BC  V6E 3P3' (two spaces before the code). */
  regionAndCode: string;
  country: string;
  phone: string;
};

/** The address block of one end of a shipment; empty parts stay empty strings. */
export function addressBlock(party: LabelParty): AddressBlock {
  return {
    name: party.name,
    company: party.company ?? '',
    street: streetWithUnit(party.streetAddress, party.unitNumber, party.countryCode).toUpperCase(),
    city: party.city.toUpperCase(),
    regionAndCode: ` ${party.province}  ${party.postalCode}`.toUpperCase(),
    country: COUNTRY_NAMES[party.countryCode].toUpperCase(),
    phone: formatPhone(party.phone),
  };
}
