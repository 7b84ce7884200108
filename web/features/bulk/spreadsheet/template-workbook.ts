import { MAX_ORDERS_PER_UPLOAD } from '#domain/bulk/schemas.ts';
import { CUSTOMS_COLUMNS, type CustomsColumn } from '#domain/bulk/customs-columns.ts';
import {
  SHEET_COLUMN_NAMES,
  SPREADSHEET_COLUMNS,
  type SheetColumn,
} from '#domain/bulk/spreadsheet-columns.ts';
import type { SpreadsheetLibrary } from './spreadsheet-library.ts';

export const TEMPLATE_SHEET_NAMES = { recipients: 'Recipients', instructions: 'Instructions' };

const NO_CUSTOMS: Record<CustomsColumn, string> = {
  CONTENTS_TYPE: '',
  ITEM_DESCRIPTION: '',
  ITEM_QUANTITY: '',
  ITEM_VALUE: '',
  CURRENCY: '',
  HS_CODE: '',
  ORIGIN_COUNTRY: '',
};

// Text cells where a spreadsheet would otherwise turn the value into a number (the phone, the
// HS code). One parcel within Canada, without customs, and one to the US with its item.
const EXAMPLE_ROWS: Record<SheetColumn, string | number>[] = [
  {
    RECIPIENT_NAME: 'Jane Tremblay',
    RECIPIENT_PHONE_NUMBER: '6045550123',
    RECIPIENT_STREET_ADDRESS: '1055 W Georgia St',
    RECIPIENT_UNIT: '1203',
    RECIPIENT_EMAIL: 'jane.tremblay@example.com',
    RECIPIENT_COMPANY: 'Tremblay Ceramics',
    RECIPIENT_CITY: 'Vancouver',
    RECIPIENT_PROVINCE: 'BC',
    RECIPIENT_POSTAL_CODE: 'V6E 3P3',
    RECIPIENT_COUNTRY_CODE: 'CA',
    PARCEL_WEIGHT: 2.5,
    WEIGHT_UNIT: 'KGS',
    PARCEL_LENGTH: 30,
    PARCEL_WIDTH: 20,
    PARCEL_HEIGHT: 15,
    DIMENSION_UNIT: 'CM',
    ...NO_CUSTOMS,
  },
  {
    RECIPIENT_NAME: 'Marisol Vega',
    RECIPIENT_PHONE_NUMBER: '9145550116',
    RECIPIENT_STREET_ADDRESS: '899 S Columbus Ave',
    RECIPIENT_UNIT: 'Suite 210',
    RECIPIENT_EMAIL: 'marisol.vega@example.com',
    RECIPIENT_COMPANY: '',
    RECIPIENT_CITY: 'Mount Vernon',
    RECIPIENT_PROVINCE: 'NY',
    RECIPIENT_POSTAL_CODE: '10550',
    RECIPIENT_COUNTRY_CODE: 'US',
    PARCEL_WEIGHT: 1.2,
    WEIGHT_UNIT: 'KGS',
    PARCEL_LENGTH: 30,
    PARCEL_WIDTH: 25,
    PARCEL_HEIGHT: 10,
    DIMENSION_UNIT: 'CM',
    CONTENTS_TYPE: 'MERCHANDISE',
    ITEM_DESCRIPTION: 'Stoneware coffee mug',
    ITEM_QUANTITY: 2,
    ITEM_VALUE: 24.5,
    CURRENCY: 'CAD',
    HS_CODE: '6912.00',
    ORIGIN_COUNTRY: 'CA',
  },
];

const NOTES = [
  `One parcel per row on the ${TEMPLATE_SHEET_NAMES.recipients} sheet, below the header row; replace the example rows with your own. Only the first sheet is read.`,
  `At most ${MAX_ORDERS_PER_UPLOAD} rows per upload. Blank rows are skipped.`,
  'Weight in kilograms (KGS) or pounds (LBS); length, width and height in centimetres (CM) or inches (IN).',
  'Keep the column names of the header row; columns may be in any order and other columns are ignored.',
  'A row missing a required value is marked with what is missing, to fix in the wizard.',
  'The customs columns, CONTENTS_TYPE to ORIGIN_COUNTRY, are needed only for a recipient in the other country than the sender (Canada to the US, or the US to Canada); for a recipient in the sender’s country leave them blank: they are ignored.',
  'One customs item per row: one kind of goods, ITEM_QUANTITY of them at ITEM_VALUE each, each taken to weigh its share of PARCEL_WEIGHT. A parcel that cannot be delivered comes back to the sender, and the recipient pays any duties and taxes.',
];

/** What the Required column says of a column. */
function requiredOf(column: SheetColumn): string {
  if (Object.hasOwn(CUSTOMS_COLUMNS, column)) {
    return column === 'HS_CODE' ? 'Cross-border, except DOCUMENTS' : 'Cross-border';
  }
  return SPREADSHEET_COLUMNS[column as keyof typeof SPREADSHEET_COLUMNS].requiredAs === null
    ? 'No'
    : 'Yes';
}

const takesOf = (column: SheetColumn): string =>
  Object.hasOwn(CUSTOMS_COLUMNS, column)
    ? CUSTOMS_COLUMNS[column as CustomsColumn].takes
    : SPREADSHEET_COLUMNS[column as keyof typeof SPREADSHEET_COLUMNS].takes;

/** Column widths in characters, wide enough for the example and the instructions. */
const widths = (characters: number[]) => characters.map((wch) => ({ wch }));

/**
 * The template workbook (spec sections 3 and 9): a Recipients sheet with the 16 columns, the
 * optional customs columns (decision 030) and two example rows, and an Instructions sheet saying
 * what each column takes, the units, the limit and when customs are needed.
 */
export function buildRecipientTemplate(XLSX: SpreadsheetLibrary) {
  const recipients = XLSX.utils.aoa_to_sheet([
    SHEET_COLUMN_NAMES,
    ...EXAMPLE_ROWS.map((row) => SHEET_COLUMN_NAMES.map((column) => row[column])),
  ]);
  recipients['!cols'] = widths(SHEET_COLUMN_NAMES.map((column) => column.length + 4));

  const instructions = XLSX.utils.aoa_to_sheet([
    ['Column', 'Required', 'What it takes'],
    ...SHEET_COLUMN_NAMES.map((column) => [column, requiredOf(column), takesOf(column)]),
    [],
    ['Notes'],
    ...NOTES.map((note) => [note]),
  ]);
  instructions['!cols'] = widths([26, 30, 90]);

  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, recipients, TEMPLATE_SHEET_NAMES.recipients);
  XLSX.utils.book_append_sheet(workbook, instructions, TEMPLATE_SHEET_NAMES.instructions);
  return workbook;
}
