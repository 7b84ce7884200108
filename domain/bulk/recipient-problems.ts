import { readPackageNumber } from '#domain/rates/package-fields.ts';
import { normalizeCountry } from '#domain/shipments/country.ts';
import { normalizePhone } from '#domain/shipments/phone.ts';
import { OrderFieldsSchema, RecipientPlaceSchema } from '#domain/shipments/schemas.ts';
import type { BulkParty, BulkRecipient } from './recipient.ts';

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

/** Which recipient field each order field is read from, in the spreadsheet's column order. */
const RECIPIENT_FIELD_OF = {
  recipientName: 'fullName',
  recipientPhoneNumber: 'phone',
  recipientStreetAddress: 'address',
  recipientUnitNumber: 'apt',
  recipientEmail: 'email',
  recipientCompany: 'company',
  recipientCity: 'city',
  recipientProvince: 'province',
  recipientPostalCode: 'postalCode',
  recipientCountryCode: 'countryCode',
  weight: 'weight',
  weightUnit: 'weightUnit',
  length: 'length',
  width: 'width',
  height: 'height',
  dimensionUnit: 'dimensionUnit',
} as const satisfies Record<string, keyof BulkRecipient>;

type OrderField = keyof typeof RECIPIENT_FIELD_OF;
export type RecipientField = (typeof RECIPIENT_FIELD_OF)[OrderField];

// The order's own rules for these fields (spec section 5): one definition, so the wizard can
// never pass what order creation refuses.
const RecipientFieldsSchema = OrderFieldsSchema.pick(
  Object.fromEntries(Object.keys(RECIPIENT_FIELD_OF).map((field) => [field, true])) as Record<
    OrderField,
    true
  >,
);

/** One thing order creation would refuse in a recipient, with the field it is about. */
export type RecipientFieldProblem = { field: RecipientField; message: string };

/**
 * What order creation would refuse in a recipient's own fields and package, in the order's
 * words ("Recipient phone number must be exactly 10 digits."), each field at most once and in
 * the spreadsheet's column order; the province, postal code and country are also checked together (a
 * province of the country, a postal code of its format). Fields in `named` are left out: the
 * caller has already said they are missing. The customs item is checked apart (customs-columns.ts).
 */
export function recipientFieldProblems(
  recipient: BulkRecipient,
  named: readonly RecipientField[] = [],
): RecipientFieldProblem[] {
  const fields = recipientOrderFields(recipient);
  // The places are checked apart so that they are checked even when another field is refused.
  const issues = [
    ...(RecipientFieldsSchema.safeParse(fields).error?.issues ?? []),
    ...(RecipientPlaceSchema.safeParse(fields).error?.issues ?? []),
  ];
  const problems = new Map<RecipientField, string>();
  for (const issue of issues) {
    const field = RECIPIENT_FIELD_OF[issue.path[0] as OrderField];
    if (!named.includes(field) && !problems.has(field)) problems.set(field, issue.message);
  }
  return Object.values(RECIPIENT_FIELD_OF).flatMap((field) => {
    const message = problems.get(field);
    return message === undefined ? [] : [{ field, message }];
  });
}
