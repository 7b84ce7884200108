import { readPackageNumber } from '#domain/rates/package-fields.ts';
import { normalizeCountry } from '#domain/shipments/country.ts';
import { normalizePhone } from '#domain/shipments/phone.ts';
import type { BulkParty, BulkRecipient } from './recipient.ts';

// Without the order's schemas: the wizard's page sends orders with these, and loads the rules
// that check them (recipient-problems.ts) only when there is something to check.

/** A party's fields under the names an order payload gives them without its prefix (spec section 3). */
export function orderPartyFields(side: BulkParty) {
  return {
    Name: side.fullName.trim(),
    PhoneNumber: normalizePhone(side.phone) ?? side.phone.trim(),
    UnitNumber: side.apt.trim(),
    Email: side.email.trim(),
    Company: side.company.trim(),
    StreetAddress: side.address.trim(),
    City: side.city.trim(),
    Province: side.province.trim(),
    CountryCode: String(normalizeCountry(side.countryCode)),
    PostalCode: side.postalCode.trim(),
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
