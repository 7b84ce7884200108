import {
  CONTENTS_TYPES,
  CUSTOMS_CURRENCIES,
  CustomsDeclarationSchema,
} from '#domain/customs/customs-declaration.ts';
import { MAX_ITEM_QUANTITY } from '#domain/customs/customs-limits.ts';
import {
  customsDeclarationOf,
  type BulkCustomsField,
  type BulkCustomsFields,
} from './customs-item.ts';

export type CustomsColumnInfo = {
  field: BulkCustomsField;
  /** How the wizard names the field, in 'Missing required fields: ...' and on the recipient form. */
  label: string;
  /** What the column takes, for the template's instructions sheet. */
  takes: string;
};

/**
 * The optional customs columns of the bulk template (decision 030, issue 34), after the 16 of
 * spec section 3. A row holds one item; they are needed only for a recipient in the other
 * country than the sender's.
 */
export const CUSTOMS_COLUMNS = {
  CONTENTS_TYPE: {
    field: 'contentsType',
    label: 'Contents Type',
    takes: `${CONTENTS_TYPES.slice(0, -1).join(', ')} or ${CONTENTS_TYPES.at(-1)}.`,
  },
  ITEM_DESCRIPTION: {
    field: 'description',
    label: 'Item Description',
    takes:
      "What the item is and what it is made of, such as Women's cotton T-shirt (3 to 60 characters).",
  },
  ITEM_QUANTITY: {
    field: 'quantity',
    label: 'Item Quantity',
    takes: `How many of the item are in the parcel, a whole number from 1 to ${MAX_ITEM_QUANTITY.toLocaleString('en-CA')}.`,
  },
  ITEM_VALUE: {
    field: 'unitValue',
    label: 'Item Value',
    takes: 'The value of one item in CURRENCY, such as 24.99; 0 only for DOCUMENTS.',
  },
  CURRENCY: {
    field: 'currency',
    label: 'Currency',
    takes: `${CUSTOMS_CURRENCIES.join(' or ')}.`,
  },
  HS_CODE: {
    field: 'hsCode',
    label: 'HS Code',
    takes: 'The HS tariff code, 6 to 10 digits such as 6109.10; may be left blank for DOCUMENTS.',
  },
  ORIGIN_COUNTRY: {
    field: 'originCountry',
    label: 'Origin Country',
    takes: 'Where the item was made: a two-letter country code such as CA, US or CN.',
  },
} as const satisfies Record<string, CustomsColumnInfo>;

export type CustomsColumn = keyof typeof CUSTOMS_COLUMNS;
export const CUSTOMS_COLUMN_NAMES = Object.keys(CUSTOMS_COLUMNS) as CustomsColumn[];

/** The columns of the customs fields a cross-border recipient leaves blank, in column order; the HS code may be blank for documents. */
function blankCustomsColumns(fields: BulkCustomsFields): CustomsColumnInfo[] {
  const isDocuments = fields.contentsType.trim().toUpperCase() === 'DOCUMENTS';
  return Object.values(CUSTOMS_COLUMNS).filter(
    ({ field }) => fields[field].trim() === '' && !(field === 'hsCode' && isDocuments),
  );
}

/** The fields a cross-border recipient leaves blank, named as the wizard names them; the HS code may be blank for documents. */
export function missingCustomsFields(fields: BulkCustomsFields): string[] {
  return blankCustomsColumns(fields).map(({ label }) => label);
}

/** One thing the declaration's rules refuse, with the field it is about (null when no one field). */
export type CustomsFieldProblem = { field: BulkCustomsField | null; message: string };

const isCustomsField = (fields: BulkCustomsFields, key: PropertyKey): key is BulkCustomsField =>
  typeof key === 'string' && Object.hasOwn(fields, key);

/**
 * What the order's customs rules say of a cross-border recipient's fields, with the declaration's
 * own messages ("Customs item 1: ...") and the field each is about; [] when none. The unit weight
 * is the parcel's share, so a problem with it is the parcel weight's, which the recipient's own
 * checks name.
 */
export function customsFieldProblems(
  fields: BulkCustomsFields,
  parcelWeight: string,
): CustomsFieldProblem[] {
  const parsed = CustomsDeclarationSchema.safeParse(customsDeclarationOf(fields, parcelWeight));
  if (parsed.success) return [];
  return parsed.error.issues
    .filter((issue) => !issue.path.includes('unitWeight'))
    .map((issue) => ({
      field: issue.path.findLast((key) => isCustomsField(fields, key)) ?? null,
      message: issue.message,
    }));
}

/** customsFieldProblems' messages alone, as a sheet row's error gives them. */
export function customsProblems(fields: BulkCustomsFields, parcelWeight: string): string[] {
  return customsFieldProblems(fields, parcelWeight).map(({ message }) => message);
}

/** What a form says of a cross-border recipient's customs: by field, and about no one field. */
export type CustomsFieldErrors = {
  byField: Partial<Record<BulkCustomsField, string>>;
  others: string[];
};

/**
 * A recipient form's verdict on its customs item: "Item Value is required." at each blank field;
 * once none is blank, each field's first problem by the declaration's rules beside it, and those
 * about no one field apart. Valid when both are empty (hasCustomsErrors).
 */
export function customsFieldErrors(
  fields: BulkCustomsFields,
  parcelWeight: string,
): CustomsFieldErrors {
  const blank = blankCustomsColumns(fields);
  if (blank.length > 0) {
    return {
      byField: Object.fromEntries(
        blank.map(({ field, label }) => [field, `${label} is required.`]),
      ),
      others: [],
    };
  }
  const byField: CustomsFieldErrors['byField'] = {};
  const others: string[] = [];
  for (const { field, message } of customsFieldProblems(fields, parcelWeight)) {
    if (field === null) others.push(message);
    else byField[field] ??= message;
  }
  return { byField, others };
}

/** Whether a customs verdict finds anything wrong. */
export const hasCustomsErrors = ({ byField, others }: CustomsFieldErrors): boolean =>
  Object.keys(byField).length > 0 || others.length > 0;
