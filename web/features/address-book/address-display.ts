import { COUNTRY_NAMES } from '#domain/geo/regions.ts';
import { streetWithUnit } from '#domain/geo/format-address.ts';
import type { Address } from '#domain/address-book/schemas.ts';
import type { PartyFormValues } from '#domain/shipments/party-fields.ts';

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

/** An address-book entry as an address form's party: what picking it fills in. */
export function partyFromAddressBook(address: Address): PartyFormValues {
  return {
    fullName: address.name,
    company: address.companyName,
    phone: formatPhone(address.phone),
    email: address.email,
    address: address.streetAddress,
    apt: address.unitNumber,
    city: address.city,
    province: address.province,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
  };
}
