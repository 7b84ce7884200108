import { onOneLine } from '#domain/common/text.ts';
import { readPackageNumber } from '#domain/rates/package-fields.ts';
import type { CountryCode } from '#domain/common/postal-code-format.ts';
import type { DimensionUnit, WeightUnit } from '#domain/rates/units.ts';
import { normalizeCountry } from '#domain/common/country.ts';
import {
  CUSTOMS_COLUMN_NAMES,
  CUSTOMS_COLUMNS,
  customsProblems,
  missingCustomsFields,
  type CustomsColumn,
} from './customs-columns.ts';
import { crossesBorderFrom, type BulkCustomsFields } from './customs-item.ts';
import { BulkImportMessages, missingFieldsMessage } from './import-messages.ts';
import type { BulkRecipient, SpreadsheetReading } from './recipient.ts';
import { recipientFieldProblems, type RecipientField } from './recipient-problems.ts';
import { recipientLabel } from './wizard-rules.ts';
import { MAX_ORDERS_PER_UPLOAD } from './schemas.ts';

/** The recipient fields a spreadsheet column fills. */
type TextField =
  | 'fullName'
  | 'phone'
  | 'address'
  | 'apt'
  | 'email'
  | 'company'
  | 'city'
  | 'province'
  | 'postalCode'
  | 'countryCode'
  | 'weight'
  | 'weightUnit'
  | 'length'
  | 'width'
  | 'height'
  | 'dimensionUnit';

export type SpreadsheetColumnInfo = {
  field: TextField;
  /** How a message names the field when it is missing; null for an optional column. */
  requiredAs: string | null;
  /** What the column takes, for the template's instructions sheet. */
  takes: string;
};

/**
 * The 16 columns of spec section 3 (Spreadsheet columns), in the template's order. The required
 * ones are those spec section 5 requires on import, named as the wizard names them.
 */
export const SPREADSHEET_COLUMNS = {
  RECIPIENT_NAME: {
    field: 'fullName',
    requiredAs: 'Name',
    takes: "The recipient's full name.",
  },
  RECIPIENT_PHONE_NUMBER: {
    field: 'phone',
    requiredAs: 'Phone',
    takes: '10 digits, such as 6045550123.',
  },
  RECIPIENT_STREET_ADDRESS: {
    field: 'address',
    requiredAs: 'Address',
    takes: 'Street number and name, such as 1055 W Georgia St.',
  },
  RECIPIENT_UNIT: {
    field: 'apt',
    requiredAs: null,
    takes: 'Unit, suite or apartment, such as 1203 (optional).',
  },
  RECIPIENT_EMAIL: { field: 'email', requiredAs: null, takes: 'Email address (optional).' },
  RECIPIENT_COMPANY: { field: 'company', requiredAs: null, takes: 'Company name (optional).' },
  RECIPIENT_CITY: { field: 'city', requiredAs: 'City', takes: 'City or town.' },
  RECIPIENT_PROVINCE: {
    field: 'province',
    requiredAs: 'Province/State',
    takes: 'Two-letter province or state code, such as BC or NY.',
  },
  RECIPIENT_POSTAL_CODE: {
    field: 'postalCode',
    requiredAs: 'Postal/ZIP Code',
    takes: 'Postal code (V6E 3P3) or ZIP code (10118 or 10118-0110).',
  },
  RECIPIENT_COUNTRY_CODE: {
    field: 'countryCode',
    requiredAs: 'Country',
    takes: 'CA or US (Canada and USA are read too).',
  },
  PARCEL_WEIGHT: {
    field: 'weight',
    requiredAs: 'Weight',
    takes: 'Weight of the parcel, a number such as 2.5.',
  },
  WEIGHT_UNIT: {
    field: 'weightUnit',
    requiredAs: null,
    takes: 'KGS or LBS; KGS when left blank.',
  },
  PARCEL_LENGTH: {
    field: 'length',
    requiredAs: 'Length',
    takes: 'Length of the parcel, a number such as 30.',
  },
  PARCEL_WIDTH: {
    field: 'width',
    requiredAs: 'Width',
    takes: 'Width of the parcel, a number such as 20.',
  },
  PARCEL_HEIGHT: {
    field: 'height',
    requiredAs: 'Height',
    takes: 'Height of the parcel, a number such as 15.',
  },
  DIMENSION_UNIT: {
    field: 'dimensionUnit',
    requiredAs: null,
    takes: 'CM or IN; CM when left blank.',
  },
} as const satisfies Record<string, SpreadsheetColumnInfo>;

export type SpreadsheetColumn = keyof typeof SPREADSHEET_COLUMNS;
export const SPREADSHEET_COLUMN_NAMES = Object.keys(SPREADSHEET_COLUMNS) as SpreadsheetColumn[];

/** Every column a sheet is read by and the template has: the 16 of the spec, then the optional customs ones. */
export type SheetColumn = SpreadsheetColumn | CustomsColumn;
export const SHEET_COLUMN_NAMES: SheetColumn[] = [
  ...SPREADSHEET_COLUMN_NAMES,
  ...CUSTOMS_COLUMN_NAMES,
];

/** What a spreadsheet cell can hold once read. */
export type SheetCell = string | number | boolean | Date | null | undefined;

/** One data row by column name; a column the sheet does not have is simply absent. */
export type SheetRow = Partial<Record<SheetColumn, SheetCell>>;

const WEIGHT_UNIT_SPELLINGS = new Map<string, WeightUnit>([
  ['KG', 'KGS'],
  ['KGS', 'KGS'],
  ['LB', 'LBS'],
  ['LBS', 'LBS'],
]);
const DIMENSION_UNIT_SPELLINGS = new Map<string, DimensionUnit>([
  ['CM', 'CM'],
  ['IN', 'IN'],
]);

// A ZIP whose leading zeros a spreadsheet dropped by storing it as a number: 2134 for 02134.
const SHORTENED_ZIP = /^\d{3,4}$/;
const ZIP_LENGTH = 5;

/**
 * A cell as text: text on one line and trimmed, a number as written without grouping
 * (6045550123), a boolean as spreadsheets print it, a date as its ISO day (with the time when it
 * has one). Dates are read as UTC, the way the reader hands them over.
 */
export function cellText(cell: SheetCell): string {
  if (cell === null || cell === undefined) return '';
  // Line breaks inside a cell (Alt+Enter; old Excel and some exports write a vertical tab) and
  // any other character a one-line field refuses become spaces: the server refuses those, so one
  // left in would refuse the whole upload.
  if (typeof cell === 'string') return onOneLine(cell).trim();
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (cell instanceof Date) {
    const iso = cell.toISOString();
    const time = iso.slice(11, 16);
    return time === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${time}`;
  }
  return String(cell);
}

/** A package number stored as text is read as the number it is ("2.50" is 2.5); other text stays as it was. */
const packageNumberText = (text: string) => {
  const number = readPackageNumber(text);
  return number === null ? text : String(number);
};

/** A US ZIP that lost its leading zeros (2134) gets them back (02134); ZIP+4 and other codes stay as they are. */
function restoreZip(postalCode: string, countryCode: string): string {
  return countryCode === 'US' && SHORTENED_ZIP.test(postalCode)
    ? postalCode.padStart(ZIP_LENGTH, '0')
    : postalCode;
}

/** A unit as the sheet spells it, in any case ('kg', 'Lbs', 'in'); `blank` when the cell is empty, undefined when it is no spelling of a unit. */
function readUnit<Unit>(
  text: string,
  spellings: ReadonlyMap<string, Unit>,
  blank: Unit,
): Unit | undefined {
  return text === '' ? blank : spellings.get(text.toUpperCase());
}

// An HS code's heading is 4 digits, a subheading 2 more; longer codes come in pairs of digits.
const HEADING_DIGITS = 4;
const SUBHEADING_DIGITS = 6;

/**
 * An HS code a spreadsheet stored as a number, with the zeros it dropped put back: typed
 * 6109.10 it holds 6109.1, typed 0901.21 it holds 901.21, typed 090121 it holds 90121. A
 * number with decimals, or too short for a subheading, is heading.subheading; a whole number
 * is padded to the next even length of at least 6 digits. Text stays as it is.
 */
export function hsCodeText(cell: SheetCell): string {
  if (typeof cell !== 'number' || !Number.isSafeInteger(Math.trunc(cell)) || cell < 0)
    return cellText(cell);
  const [whole = '', fraction] = String(cell).split('.');
  if (fraction !== undefined || whole.length <= HEADING_DIGITS) {
    return `${whole.padStart(HEADING_DIGITS, '0')}.${(fraction ?? '').padEnd(2, '0')}`;
  }
  const even = whole.length + (whole.length % 2);
  return whole.padStart(Math.max(even, SUBHEADING_DIGITS), '0');
}

/** A row's customs cells as the recipient's customs fields. */
function customsFieldsOf(row: SheetRow): BulkCustomsFields {
  return Object.fromEntries(
    CUSTOMS_COLUMN_NAMES.map((column) => [
      CUSTOMS_COLUMNS[column].field,
      column === 'HS_CODE' ? hsCodeText(row[column]) : cellText(row[column]),
    ]),
  ) as BulkCustomsFields;
}

/**
 * One sheet row as a wizard recipient (spec sections 3 and 5): text trimmed, package numbers
 * and a US ZIP read back from what the sheet stored, the country normalised (Canada is CA),
 * units KGS and CM unless the sheet names others. A row is checked as order creation will check
 * it, so every error shows at import, before any order exists: the required fields it misses
 * ('Missing required fields: Phone, Weight'), then each field the order would refuse, in the
 * order's words (a name that is not one, a phone without 10 digits, a name or street that starts
 * like a formula, a number past its limit, a country other than CA or US). A row to the other
 * country than the sender's also needs its customs item (decision 030), checked with the
 * declaration's rules; a row in the sender's country ignores the customs cells. A row with any
 * error is an error; a clean one is pending its address check.
 */
export function recipientFromRow(
  row: SheetRow,
  id: string,
  senderCountry: CountryCode,
): BulkRecipient {
  const fields = Object.fromEntries(
    SPREADSHEET_COLUMN_NAMES.map((column) => [
      SPREADSHEET_COLUMNS[column].field,
      cellText(row[column]),
    ]),
  ) as Record<TextField, string>;
  const countryCode = String(normalizeCountry(fields.countryCode));
  const weightUnit = readUnit(fields.weightUnit, WEIGHT_UNIT_SPELLINGS, 'KGS');
  const dimensionUnit = readUnit(fields.dimensionUnit, DIMENSION_UNIT_SPELLINGS, 'CM');
  const customs = crossesBorderFrom(senderCountry, countryCode) ? customsFieldsOf(row) : undefined;
  const recipient: BulkRecipient = {
    id,
    ...fields,
    countryCode,
    postalCode: restoreZip(fields.postalCode, countryCode),
    weight: packageNumberText(fields.weight),
    length: packageNumberText(fields.length),
    width: packageNumberText(fields.width),
    height: packageNumberText(fields.height),
    // An unreadable unit is reported on the row; the form starts from the default.
    weightUnit: weightUnit ?? 'KGS',
    dimensionUnit: dimensionUnit ?? 'CM',
    validationStatus: 'pending',
    validationMessage: '',
    suggestedAddress: null,
    formattedAddress: '',
    ...(customs && { customs }),
  };

  const errors = recipientErrors({
    ...recipient,
    // An unreadable unit is checked as the sheet wrote it, for the order's rules to name.
    weightUnit: weightUnit ?? (fields.weightUnit as WeightUnit),
    dimensionUnit: dimensionUnit ?? (fields.dimensionUnit as DimensionUnit),
  });
  return errors.length > 0
    ? { ...recipient, validationStatus: 'error', validationMessage: errors.join(' ') }
    : recipient;
}

/** What is wrong with a recipient: the required fields it misses, named as the wizard names them, and the messages of everything else the order would refuse. */
export type RecipientErrors = { missing: string[]; problems: string[] };

/**
 * Everything order creation would refuse in a recipient, so the wizard says it before any order
 * exists: the required fields it leaves blank (the spreadsheet's required columns, and a
 * cross-border recipient's customs fields), then each other field in the order's words (a name
 * that is not one, a phone without 10 digits, a name or street that starts like a formula, a
 * number past its limit, a country other than CA or US, a province not of the country). The
 * customs item is checked by the declaration's rules once none of its fields is blank.
 */
export function recipientProblemsOf(recipient: BulkRecipient): RecipientErrors {
  const blank = SPREADSHEET_COLUMN_NAMES.flatMap((column) => {
    const { field, requiredAs } = SPREADSHEET_COLUMNS[column];
    return requiredAs !== null && recipient[field].trim() === '' ? [{ field, requiredAs }] : [];
  });
  const { customs } = recipient;
  const missingCustoms = customs ? missingCustomsFields(customs) : [];
  return {
    missing: [...blank.map(({ requiredAs }) => requiredAs), ...missingCustoms],
    problems: [
      ...recipientFieldProblems(
        recipient,
        blank.map(({ field }): RecipientField => field),
      ).map(({ message }) => message),
      // Blank customs fields are named as missing; the declaration's rules would only repeat them.
      ...(customs && missingCustoms.length === 0 ? customsProblems(customs, recipient.weight) : []),
    ],
  };
}

/** A recipient's errors one message each: 'Missing required fields: Phone, Weight' first (spec section 5), then the others. */
export function recipientErrors(recipient: BulkRecipient): string[] {
  const { missing, problems } = recipientProblemsOf(recipient);
  return [...(missing.length > 0 ? [missingFieldsMessage(missing)] : []), ...problems];
}

/** A recipient with its place in the list and what is wrong with it, for the validation step. */
export type RecipientProblem = RecipientErrors & { recipient: BulkRecipient; label: string };

/**
 * Every recipient that misses a required field or has one the order would refuse, with what is
 * wrong (spec section 5's process-time check; issue 35: every error before any order exists).
 */
export function recipientProblems(recipients: readonly BulkRecipient[]): RecipientProblem[] {
  return recipients
    .map((recipient, index) => ({
      recipient,
      label: recipientLabel(recipient, index),
      ...recipientProblemsOf(recipient),
    }))
    .filter(({ missing, problems }) => missing.length > 0 || problems.length > 0);
}

/** A header cell as the column it names: any case, spaces around it ignored. */
function columnOf(header: SheetCell): SheetColumn | undefined {
  const name = cellText(header).toUpperCase();
  return SHEET_COLUMN_NAMES.find((column) => column === name);
}

/**
 * A sheet, first row the header, as the wizard's recipients (spec sections 3 and 5). Columns are
 * found by name in any order; other columns are ignored, and a missing column reads as blank.
 * Rows blank in every column are skipped. A sheet with none of the columns is not a recipient
 * sheet and is refused as unreadable; one with no rows under its header says so; more than 100
 * rows refuse the whole file.
 */
export function readRecipientTable(
  table: readonly (readonly SheetCell[])[],
  newId: () => string,
  senderCountry: CountryCode,
): SpreadsheetReading {
  const [header = [], ...dataRows] = table;
  const columnAt = new Map<number, SheetColumn>();
  header.forEach((cell, index) => {
    const column = columnOf(cell);
    // The first of two columns with the same name counts; a copy is an extra column.
    if (column && ![...columnAt.values()].includes(column)) columnAt.set(index, column);
  });
  if (columnAt.size === 0) return { ok: false, message: BulkImportMessages.parseFailed };

  const rows = dataRows
    .map((cells) => {
      const row: SheetRow = {};
      for (const [index, column] of columnAt) row[column] = cells[index];
      return row;
    })
    .filter((row) => Object.values(row).some((cell) => cellText(cell) !== ''));
  if (rows.length === 0) return { ok: false, message: BulkImportMessages.noRows };
  if (rows.length > MAX_ORDERS_PER_UPLOAD) {
    return { ok: false, message: BulkImportMessages.tooManyRows };
  }
  return { ok: true, recipients: rows.map((row) => recipientFromRow(row, newId(), senderCountry)) };
}
