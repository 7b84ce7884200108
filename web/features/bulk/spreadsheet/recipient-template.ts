import { BulkImportMessages } from '#domain/bulk/import-messages.ts';
import { MAX_ORDERS_PER_UPLOAD } from '#domain/bulk/schemas.ts';
import {
  SPREADSHEET_COLUMN_NAMES,
  SPREADSHEET_COLUMNS,
  type SpreadsheetColumn,
} from '#domain/bulk/spreadsheet-columns.ts';
import { loadSpreadsheetLibrary, type SpreadsheetLibrary } from './spreadsheet-library.ts';

/** The template is named after the product (spec section 9). */
export const TEMPLATE_FILE_NAME = 'Maplepost-bulk-template.xlsx';
export const TEMPLATE_SHEET_NAMES = { recipients: 'Recipients', instructions: 'Instructions' };

// Text cells where a spreadsheet would otherwise turn the value into a number (the phone).
const EXAMPLE_ROW: Record<SpreadsheetColumn, string | number> = {
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
};

const NOTES = [
  `One parcel per row on the ${TEMPLATE_SHEET_NAMES.recipients} sheet, below the header row; replace the example row with your own. Only the first sheet is read.`,
  `At most ${MAX_ORDERS_PER_UPLOAD} rows per upload. Blank rows are skipped.`,
  'Weight in kilograms (KGS) or pounds (LBS); length, width and height in centimetres (CM) or inches (IN).',
  'Keep the column names of the header row; columns may be in any order and other columns are ignored.',
  'A row missing a required value is marked with what is missing, to fix in the wizard.',
];

/** Column widths in characters, wide enough for the example and the instructions. */
const widths = (characters: number[]) => characters.map((wch) => ({ wch }));

/**
 * The template workbook (spec sections 3 and 9): a Recipients sheet with the 16 columns and one
 * example row, and an Instructions sheet saying what each column takes, the units and the limit.
 */
export function buildRecipientTemplate(XLSX: SpreadsheetLibrary) {
  const recipients = XLSX.utils.aoa_to_sheet([
    SPREADSHEET_COLUMN_NAMES,
    SPREADSHEET_COLUMN_NAMES.map((column) => EXAMPLE_ROW[column]),
  ]);
  recipients['!cols'] = widths(SPREADSHEET_COLUMN_NAMES.map((column) => column.length + 4));

  const instructions = XLSX.utils.aoa_to_sheet([
    ['Column', 'Required', 'What it takes'],
    ...SPREADSHEET_COLUMN_NAMES.map((column) => {
      const { requiredAs, takes } = SPREADSHEET_COLUMNS[column];
      return [column, requiredAs === null ? 'No' : 'Yes', takes];
    }),
    [],
    ['Notes'],
    ...NOTES.map((note) => [note]),
  ]);
  instructions['!cols'] = widths([26, 10, 70]);

  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, recipients, TEMPLATE_SHEET_NAMES.recipients);
  XLSX.utils.book_append_sheet(workbook, instructions, TEMPLATE_SHEET_NAMES.instructions);
  return workbook;
}

/** Saves a file the page made, through a link to it that is clicked once. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file to the browser's download by now.
  setTimeout(() => URL.revokeObjectURL(url));
}

/** Downloads the template; rejects with the spec's message (BulkImportMessages.templateFailed) when it cannot. */
export async function downloadRecipientTemplate(): Promise<void> {
  try {
    const XLSX = await loadSpreadsheetLibrary();
    const bytes: ArrayBuffer = XLSX.write(buildRecipientTemplate(XLSX), {
      type: 'array',
      bookType: 'xlsx',
      compression: true,
    });
    saveFile(
      new Blob([bytes], {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
      TEMPLATE_FILE_NAME,
    );
  } catch (error) {
    throw new Error(BulkImportMessages.templateFailed, { cause: error });
  }
}
