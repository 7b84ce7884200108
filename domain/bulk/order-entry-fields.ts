import { readPackageNumber } from '#domain/rates/package-fields.ts';
import { normalizeCountry } from '#domain/common/country.ts';
import { normalizePhone } from '#domain/common/phone.ts';
import type { BulkParty, BulkRecipient } from './recipient.ts';

// Without the order's schemas: the wizard's page sends orders with these, and loads the rules
// that check them (recipient-problems.ts) only when there is something to check.

/**
 * Which field of a party each of its order fields is read from, under the name an order payload
 * gives it without its prefix (spec section 3), in the spreadsheet's column order.
 */
export const PARTY_FIELD_OF = {
  Name: 'fullName',
  PhoneNumber: 'phone',
  StreetAddress: 'address',
  UnitNumber: 'apt',
  Email: 'email',
  Company: 'company',
  City: 'city',
  Province: 'province',
  PostalCode: 'postalCode',
  CountryCode: 'countryCode',
} as const satisfies Record<string, keyof BulkParty>;

type PartyOrderField = keyof typeof PARTY_FIELD_OF;

/** A party's fields as an order payload gives them, without their prefix: trimmed, a phone's digits, a country's code. */
export function orderPartyFields(side: BulkParty): Record<PartyOrderField, string> {
  const trimmed = Object.fromEntries(
    Object.entries(PARTY_FIELD_OF).map(([field, key]) => [field, side[key].trim()]),
  ) as Record<PartyOrderField, string>;
  return {
    ...trimmed,
    PhoneNumber: normalizePhone(side.phone) ?? trimmed.PhoneNumber,
    CountryCode: String(normalizeCountry(side.countryCode)),
  };
}

/** A party's fields of an order payload, each name prefixed ('recipientName'). */
export const prefixedPartyFields = (prefix: 'sender' | 'recipient', side: BulkParty) =>
  Object.fromEntries(
    Object.entries(orderPartyFields(side)).map(([field, value]) => [`${prefix}${field}`, value]),
  );

// What is not a number yet goes as typed, for the order's rules to name.
const numberOrText = (text: string): number | string => readPackageNumber(text) ?? text.trim();

/** The recipient's and the package's fields of its order payload, as the wizard sends them. */
export function recipientOrderFields(recipient: BulkRecipient): Record<string, unknown> {
  return {
    ...prefixedPartyFields('recipient', recipient),
    weight: numberOrText(recipient.weight),
    weightUnit: recipient.weightUnit,
    length: numberOrText(recipient.length),
    width: numberOrText(recipient.width),
    height: numberOrText(recipient.height),
    dimensionUnit: recipient.dimensionUnit,
  };
}
