import { OrderFieldsSchema, RecipientPlaceSchema } from '#domain/shipments/schemas.ts';
import { PARTY_FIELD_OF, recipientOrderFields } from './order-entry-fields.ts';
import type { BulkRecipient } from './recipient.ts';

/** Which recipient field each order field is read from, in the spreadsheet's column order. */
const RECIPIENT_FIELD_OF = {
  ...(Object.fromEntries(
    Object.entries(PARTY_FIELD_OF).map(([field, key]) => [`recipient${field}`, key]),
  ) as { [F in keyof typeof PARTY_FIELD_OF as `recipient${F}`]: (typeof PARTY_FIELD_OF)[F] }),
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
