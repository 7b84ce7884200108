import { COUNTRY_NAMES } from '#domain/geo/regions.ts';
import { streetWithUnit } from '#domain/geo/format-address.ts';
import type { Address } from '#domain/address-book/schemas.ts';

/** A stored phone (10 digits) as North Americans write it: '(604) 555-0123'; anything else as it is. */
export function formatPhone(phone: string): string {
  const parts = /^(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : phone;
}

/** The address on two lines, as on an envelope: '1203-1055 W Georgia St' and 'Vancouver, BC V6E 3P3, Canada'. */
export function addressLines(address: Address): [street: string, place: string] {
  const { streetAddress, unitNumber, city, province, postalCode, countryCode } = address;
  return [
    streetWithUnit(streetAddress, unitNumber, countryCode),
    `${city}, ${province} ${postalCode}, ${COUNTRY_NAMES[countryCode]}`,
  ];
}
