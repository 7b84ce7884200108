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

/** The fields a cross-border recipient leaves blank, named as the wizard names them; the HS code may be blank for documents. */
export function missingCustomsFields(fields: BulkCustomsFields): string[] {
  const isDocuments = fields.contentsType.trim().toUpperCase() === 'DOCUMENTS';
  return CUSTOMS_COLUMN_NAMES.filter((column) => {
    const { field } = CUSTOMS_COLUMNS[column];
    return fields[field].trim() === '' && !(field === 'hsCode' && isDocuments);
  }).map((column) => CUSTOMS_COLUMNS[column].label);
}

/**
 * What the order's customs rules say of a cross-border recipient's fields, with the declaration's
 * own messages ("Customs item 1: ..."); [] when none. The unit weight is the parcel's share, so
 * a problem with it is the parcel weight's, which the recipient's own checks name.
 */
export function customsProblems(fields: BulkCustomsFields, parcelWeight: string): string[] {
  const parsed = CustomsDeclarationSchema.safeParse(customsDeclarationOf(fields, parcelWeight));
  if (parsed.success) return [];
  return parsed.error.issues
    .filter((issue) => !issue.path.includes('unitWeight'))
    .map((issue) => issue.message);
}
