import { describe, expect, it } from 'vitest';
import { BulkImportMessages } from './import-messages.ts';
import type { BulkRecipient } from './recipient.ts';
import {
  cellText,
  hsCodeText,
  readRecipientTable,
  recipientErrors,
  recipientFromRow,
  SPREADSHEET_COLUMN_NAMES,
  type SheetCell,
  type SheetRow,
} from './spreadsheet-columns.ts';

const completeRow: SheetRow = {
  RECIPIENT_NAME: '  Ava Singh ',
  RECIPIENT_PHONE_NUMBER: 6045550101,
  RECIPIENT_STREET_ADDRESS: '1055 W Georgia St',
  RECIPIENT_UNIT: 1203,
  RECIPIENT_EMAIL: 'ava@example.com',
  RECIPIENT_COMPANY: null,
  RECIPIENT_CITY: 'Vancouver',
  RECIPIENT_PROVINCE: 'BC',
  RECIPIENT_POSTAL_CODE: 'V6E 3P3',
  RECIPIENT_COUNTRY_CODE: 'Canada',
  PARCEL_WEIGHT: 2.5,
  WEIGHT_UNIT: 'kg',
  PARCEL_LENGTH: 30,
  PARCEL_WIDTH: 20,
  PARCEL_HEIGHT: 10,
  DIMENSION_UNIT: 'cm',
};

const ava: BulkRecipient = {
  id: 'r1',
  fullName: 'Ava Singh',
  company: '',
  phone: '6045550101',
  email: 'ava@example.com',
  address: '1055 W Georgia St',
  apt: '1203',
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'V6E 3P3',
  countryCode: 'CA',
  weight: '2.5',
  weightUnit: 'KGS',
  length: '30',
  width: '20',
  height: '10',
  dimensionUnit: 'CM',
  validationStatus: 'pending',
  validationMessage: '',
  suggestedAddress: null,
  formattedAddress: '',
};

const recipientOf = (changes: SheetRow) =>
  recipientFromRow({ ...completeRow, ...changes }, 'r1', 'CA');

describe('the spreadsheet columns', () => {
  it('are the 16 of spec section 3, in order', () => {
    expect(SPREADSHEET_COLUMN_NAMES).toEqual([
      'RECIPIENT_NAME',
      'RECIPIENT_PHONE_NUMBER',
      'RECIPIENT_STREET_ADDRESS',
      'RECIPIENT_UNIT',
      'RECIPIENT_EMAIL',
      'RECIPIENT_COMPANY',
      'RECIPIENT_CITY',
      'RECIPIENT_PROVINCE',
      'RECIPIENT_POSTAL_CODE',
      'RECIPIENT_COUNTRY_CODE',
      'PARCEL_WEIGHT',
      'WEIGHT_UNIT',
      'PARCEL_LENGTH',
      'PARCEL_WIDTH',
      'PARCEL_HEIGHT',
      'DIMENSION_UNIT',
    ]);
  });
});

describe('a row to the other country than the sender’s', () => {
  const toNewYork: SheetRow = {
    ...completeRow,
    RECIPIENT_NAME: 'Grace Liu',
    RECIPIENT_STREET_ADDRESS: '350 5th Ave',
    RECIPIENT_UNIT: '#3300',
    RECIPIENT_CITY: 'New York',
    RECIPIENT_PROVINCE: 'NY',
    RECIPIENT_POSTAL_CODE: '10118',
    RECIPIENT_COUNTRY_CODE: 'USA',
  };
  const tShirts: SheetRow = {
    CONTENTS_TYPE: 'Merchandise',
    ITEM_DESCRIPTION: "Women's cotton T-shirt",
    ITEM_QUANTITY: 3,
    ITEM_VALUE: 18.5,
    CURRENCY: 'usd',
    HS_CODE: '6109.10',
    ORIGIN_COUNTRY: 'ca',
  };

  it('keeps its customs item as text, pending its address check', () => {
    const recipient = recipientFromRow({ ...toNewYork, ...tShirts }, 'r1', 'CA');
    expect(recipient).toMatchObject({
      countryCode: 'US',
      validationStatus: 'pending',
      validationMessage: '',
      customs: {
        contentsType: 'Merchandise',
        description: "Women's cotton T-shirt",
        quantity: '3',
        unitValue: '18.5',
        currency: 'usd',
        hsCode: '6109.10',
        originCountry: 'ca',
      },
    });
  });

  it('is an error naming the customs fields it misses, after the recipient’s own', () => {
    expect(recipientFromRow(toNewYork, 'r1', 'CA')).toMatchObject({
      validationStatus: 'error',
      validationMessage:
        'Missing required fields: Contents Type, Item Description, Item Quantity, Item Value, Currency, HS Code, Origin Country',
    });
    const { HS_CODE: _hs, ITEM_VALUE: _value, ...withoutHsAndValue } = tShirts;
    expect(
      recipientFromRow(
        { ...toNewYork, ...withoutHsAndValue, RECIPIENT_PHONE_NUMBER: '' },
        'r1',
        'CA',
      ),
    ).toMatchObject({
      validationStatus: 'error',
      validationMessage: 'Missing required fields: Phone, Item Value, HS Code',
    });
  });

  it('is an error with the declaration’s own messages, after the order’s', () => {
    expect(
      recipientFromRow(
        { ...toNewYork, ...tShirts, ITEM_DESCRIPTION: 'stuff', PARCEL_LENGTH: 'long' },
        'r1',
        'CA',
      ),
    ).toMatchObject({
      validationStatus: 'error',
      validationMessage:
        'Length must be a number. Customs item 1: Description "stuff" is too vague for customs. Say what the item is and what it is made of, such as "Women\'s cotton T-shirt".',
    });
  });

  it('runs from a US sender to Canada the same way', () => {
    expect(recipientFromRow(completeRow, 'r1', 'US')).toMatchObject({
      countryCode: 'CA',
      validationStatus: 'error',
      validationMessage: expect.stringMatching(/^Missing required fields: Contents Type, /),
    });
    expect(recipientFromRow({ ...completeRow, ...tShirts }, 'r1', 'US')).toMatchObject({
      validationStatus: 'pending',
      customs: { description: "Women's cotton T-shirt" },
    });
  });

  it('is a row in the sender’s country for a sender there: its customs cells are ignored, even wrong ones', () => {
    const vague = { ...tShirts, ITEM_DESCRIPTION: 'gift', HS_CODE: 'none' };
    expect(recipientFromRow({ ...completeRow, ...vague }, 'r1', 'CA')).toEqual(ava);
    expect(recipientFromRow({ ...toNewYork, ...vague }, 'r1', 'US')).not.toHaveProperty('customs');
  });

  it('asks nothing of customs when the country is neither CA nor US', () => {
    expect(recipientOf({ RECIPIENT_COUNTRY_CODE: 'GB' })).toMatchObject({
      validationMessage: 'Recipient country must be CA or US.',
    });
    expect(recipientOf({ RECIPIENT_COUNTRY_CODE: 'GB' })).not.toHaveProperty('customs');
  });
});

describe('hsCodeText', () => {
  it.each<[SheetCell, string]>([
    [6109.1, '6109.10'],
    [6912, '6912.00'],
    [901.21, '0901.21'],
    [8471.3, '8471.30'],
    [610910, '610910'],
    [90121, '090121'],
    [9012100, '09012100'],
    [6109100011, '6109100011'],
    [' 6109.10 ', '6109.10'],
    ['0901.21', '0901.21'],
    [null, ''],
  ])('reads %j as %j', (cell, text) => {
    expect(hsCodeText(cell)).toBe(text);
  });
});

describe('cellText', () => {
  it.each<[SheetCell, string]>([
    ['  V6E 3P3 ', 'V6E 3P3'],
    ['1055 W Georgia St\nSuite 210', '1055 W Georgia St Suite 210'],
    ['Unit 5\u000b100 Main St\r\n', 'Unit 5 100 Main St'],
    ['Ada\tLovelace\u007f', 'Ada Lovelace'],
    ['Z\u00fcrich\u0085Str', 'Z\u00fcrich Str'],
    ['\u202eAda Lovelace\u202c', 'Ada Lovelace'],
    ['12 Main St\u2067B\u2069', '12 Main St B'],
    [6045550101, '6045550101'],
    [2.5, '2.5'],
    [true, 'TRUE'],
    [null, ''],
    [undefined, ''],
    [new Date(Date.UTC(2026, 2, 4)), '2026-03-04'],
    [new Date(Date.UTC(2026, 2, 4, 9, 30)), '2026-03-04 09:30'],
  ])('reads %j as %j', (cell, text) => {
    expect(cellText(cell)).toBe(text);
  });
});

describe('recipientFromRow', () => {
  it('reads a complete row as a pending recipient: text trimmed, numbers as text, Canada as CA, units upper-cased', () => {
    expect(recipientFromRow(completeRow, 'r1', 'CA')).toEqual(ava);
  });

  it('takes KGS and CM when the unit cells are blank or the columns absent', () => {
    const { WEIGHT_UNIT: _weight, DIMENSION_UNIT: _dimension, ...withoutUnits } = completeRow;
    expect(recipientFromRow(withoutUnits, 'r1', 'CA')).toEqual(ava);
    expect(recipientOf({ WEIGHT_UNIT: ' ', DIMENSION_UNIT: '' })).toEqual(ava);
  });

  it.each([
    ['lbs', 'in'],
    ['LB', 'IN'],
    ['Lbs', 'In'],
  ])('reads the units %s and %s as LBS and IN', (weightUnit, dimensionUnit) => {
    expect(recipientOf({ WEIGHT_UNIT: weightUnit, DIMENSION_UNIT: dimensionUnit })).toEqual({
      ...ava,
      weightUnit: 'LBS',
      dimensionUnit: 'IN',
    });
  });

  it('reads package numbers stored as text as the numbers they are', () => {
    const recipient = recipientOf({
      PARCEL_WEIGHT: ' 2.50 ',
      PARCEL_LENGTH: '030',
      PARCEL_WIDTH: '.5',
      PARCEL_HEIGHT: '10',
      RECIPIENT_PHONE_NUMBER: '604-555-0101',
    });
    expect(recipient).toMatchObject({
      weight: '2.5',
      length: '30',
      width: '0.5',
      height: '10',
      phone: '604-555-0101',
      validationStatus: 'pending',
    });
  });

  it.each<[SheetCell, string, string]>([
    [2134, 'US', '02134'],
    ['2134', 'USA', '02134'],
    [501, 'United States', '00501'],
    ['02134-1234', 'US', '02134-1234'],
    [10118, 'US', '10118'],
    [2134, 'CA', '2134'],
  ])('reads the postal code %j in %s as %j', (postalCode, country, expected) => {
    const recipient = recipientOf({
      RECIPIENT_POSTAL_CODE: postalCode,
      RECIPIENT_COUNTRY_CODE: country,
    });
    expect(recipient.postalCode).toBe(expected);
  });

  it('names every missing required field, in column order, as the wizard names them', () => {
    const recipient = recipientFromRow(
      { RECIPIENT_NAME: 'Ava Singh', RECIPIENT_UNIT: '4' },
      'r1',
      'CA',
    );
    expect(recipient).toMatchObject({
      validationStatus: 'error',
      validationMessage:
        'Missing required fields: Phone, Address, City, Province/State, Postal/ZIP Code, Country, Weight, Length, Width, Height',
    });
  });

  it('counts a cell of spaces as missing', () => {
    expect(recipientOf({ RECIPIENT_CITY: '   ', PARCEL_HEIGHT: null })).toMatchObject({
      city: '',
      height: '',
      validationStatus: 'error',
      validationMessage: 'Missing required fields: City, Height',
    });
  });

  it('says what the order would refuse in a complete row: text or a date for a number, unknown units, another country', () => {
    expect(
      recipientOf({
        PARCEL_WEIGHT: 'heavy',
        PARCEL_LENGTH: new Date(Date.UTC(2026, 0, 2)),
        WEIGHT_UNIT: 'stone',
        DIMENSION_UNIT: 'ft',
        RECIPIENT_COUNTRY_CODE: 'GB',
      }),
    ).toEqual({
      ...ava,
      weight: 'heavy',
      length: '2026-01-02',
      countryCode: 'GB',
      validationStatus: 'error',
      validationMessage:
        'Recipient country must be CA or US. Weight must be a number. Weight unit must be KGS or LBS. Length must be a number. Dimension unit must be CM or IN.',
    });
  });

  it('reads a number written with an exponent, and names the limit it is over', () => {
    expect(recipientOf({ PARCEL_WEIGHT: '1e9', PARCEL_HEIGHT: 1e21 })).toMatchObject({
      weight: '1000000000',
      height: '1e+21',
      validationStatus: 'error',
      validationMessage: 'Weight must be at most 10000. Height must be at most 1000.',
    });
  });

  it('takes no object property for a unit', () => {
    expect(recipientOf({ WEIGHT_UNIT: 'constructor', DIMENSION_UNIT: 'toString' })).toMatchObject({
      weightUnit: 'KGS',
      dimensionUnit: 'CM',
      validationMessage: 'Weight unit must be KGS or LBS. Dimension unit must be CM or IN.',
    });
  });

  it('reports missing fields as the spec words it, then every other error', () => {
    expect(recipientOf({ PARCEL_WEIGHT: 'heavy', RECIPIENT_PHONE_NUMBER: '' })).toMatchObject({
      validationStatus: 'error',
      validationMessage: 'Missing required fields: Phone Weight must be a number.',
    });
  });

  it('lists every field the order would refuse at once, naming each: name, phone, email, company, street, city, province, postal code', () => {
    const recipient = recipientOf({
      RECIPIENT_NAME: '=HYPERLINK("http://evil.example","Click")',
      RECIPIENT_PHONE_NUMBER: '604-555-012',
      RECIPIENT_EMAIL: 'ava@',
      RECIPIENT_COMPANY: '@SUM(A1:A9)',
      RECIPIENT_STREET_ADDRESS: '+1055 W Georgia St',
      RECIPIENT_CITY: '-Vancouver',
      RECIPIENT_PROVINCE: 'NY',
      RECIPIENT_POSTAL_CODE: '12345',
    });
    expect(recipient.validationStatus).toBe('error');
    expect(recipientErrors(recipient)).toEqual([
      'Recipient name cannot start with =, +, - or @ (a spreadsheet would run it as a formula).',
      'Recipient phone number must be exactly 10 digits.',
      'Recipient address cannot start with =, +, - or @ (a spreadsheet would run it as a formula).',
      'Recipient email is not a valid email address.',
      'Recipient company cannot start with =, +, - or @ (a spreadsheet would run it as a formula).',
      'Recipient city cannot start with =, +, - or @ (a spreadsheet would run it as a formula).',
      'Recipient province is not a province or state of CA.',
      "Recipient postal code '12345' is not a valid Canadian postal code.",
    ]);
    expect(recipient.validationMessage).toBe(recipientErrors(recipient).join(' '));
  });

  it('refuses a name that is not one (digits, symbols) with the order’s message', () => {
    expect(recipientOf({ RECIPIENT_NAME: 'Order #1042' })).toMatchObject({
      validationStatus: 'error',
      validationMessage:
        'Recipient name may contain only letters, spaces, apostrophes, hyphens and periods.',
    });
  });

  // Rows as people write them: hyphens and apostrophes inside names, accents, Chinese names,
  // units before the civic number, French streets, rural routes, PO boxes, a phone with +1.
  it.each([
    ['a hyphen and an apostrophe inside the name', { RECIPIENT_NAME: "Mary-Jane O'Brien" }],
    ['a curly apostrophe', { RECIPIENT_NAME: 'Siobhán O’Neill' }],
    [
      'French accents and a French street',
      {
        RECIPIENT_NAME: 'Zoë Lefèvre-Côté',
        RECIPIENT_STREET_ADDRESS: '1250 rue Sainte-Catherine O',
        RECIPIENT_UNIT: 'Bureau 400',
        RECIPIENT_COMPANY: 'Dupuis, Fils & Cie',
        RECIPIENT_CITY: 'Montréal',
        RECIPIENT_PROVINCE: 'QC',
        RECIPIENT_POSTAL_CODE: 'H3G 1P1',
      },
    ],
    ['a Chinese name', { RECIPIENT_NAME: '李小龙' }],
    ['an initial with a period', { RECIPIENT_NAME: 'J. R. Smith Jr.' }],
    [
      'the unit before the civic number',
      { RECIPIENT_STREET_ADDRESS: '305-1200 W 73rd Ave', RECIPIENT_POSTAL_CODE: 'V6P 6G5' },
    ],
    [
      'a rural route',
      {
        RECIPIENT_STREET_ADDRESS: 'RR 1 STN MAIN',
        RECIPIENT_CITY: 'Millarville',
        RECIPIENT_PROVINCE: 'AB',
        RECIPIENT_POSTAL_CODE: 'T0L 1K0',
      },
    ],
    [
      'a PO box and a phone with +1',
      {
        RECIPIENT_STREET_ADDRESS: 'PO Box 4001 Stn A',
        RECIPIENT_PHONE_NUMBER: '+1 (250) 555-0199',
        RECIPIENT_CITY: 'Victoria',
        RECIPIENT_POSTAL_CODE: 'V8X 3X4',
      },
    ],
    [
      'a suite and a company with a hyphen inside',
      {
        RECIPIENT_UNIT: 'Suite 210',
        RECIPIENT_COMPANY: 'Ace-Hardware Ltd.',
      },
    ],
  ] satisfies [string, SheetRow][])('takes %s', (_case, changes) => {
    expect(recipientOf(changes)).toMatchObject({
      validationStatus: 'pending',
      validationMessage: '',
    });
  });

  it('refuses a negative size with the order rule', () => {
    expect(recipientOf({ PARCEL_WIDTH: -3 })).toMatchObject({
      width: '-3',
      validationStatus: 'error',
      validationMessage: 'Width must not be negative.',
    });
  });
});

describe('readRecipientTable', () => {
  const header = SPREADSHEET_COLUMN_NAMES;
  const row = SPREADSHEET_COLUMN_NAMES.map((column) => completeRow[column]);
  const counter = () => {
    let count = 0;
    return () => `r${(count += 1)}`;
  };

  it('reads each data row below the header, skipping rows blank in every column', () => {
    const blank = header.map(() => null);
    const spaces = header.map(() => '  ');
    const reading = readRecipientTable([header, row, [], blank, spaces, row], counter(), 'CA');
    expect(reading).toEqual({ ok: true, recipients: [ava, { ...ava, id: 'r2' }] });
  });

  it('finds the customs columns by name too', () => {
    const reading = readRecipientTable(
      [
        [...header, 'hs_code', ' Contents_Type ', 'ITEM_DESCRIPTION'],
        [...row, '4901.99', 'merchandise', 'Hardcover cookbook'],
      ],
      counter(),
      'US',
    );
    expect(reading).toMatchObject({
      ok: true,
      recipients: [
        {
          validationMessage:
            'Missing required fields: Item Quantity, Item Value, Currency, Origin Country',
          customs: {
            contentsType: 'merchandise',
            description: 'Hardcover cookbook',
            hsCode: '4901.99',
            quantity: '',
          },
        },
      ],
    });
  });

  it('finds columns by name in any case, with spaces around, in any order, ignoring others', () => {
    const shuffled = [...header.keys()].reverse();
    const reading = readRecipientTable(
      [
        ['Notes', ...shuffled.map((index) => ` ${header[index]!.toLowerCase()} `)],
        ['fragile', ...shuffled.map((index) => row[index])],
      ],
      counter(),
      'CA',
    );
    expect(reading).toEqual({ ok: true, recipients: [ava] });
  });

  it('reads a missing column as a missing field', () => {
    const withoutPhone = header.filter((column) => column !== 'RECIPIENT_PHONE_NUMBER');
    const reading = readRecipientTable(
      [withoutPhone, withoutPhone.map((column) => completeRow[column])],
      counter(),
      'CA',
    );
    expect(reading).toEqual({
      ok: true,
      recipients: [
        {
          ...ava,
          phone: '',
          validationStatus: 'error',
          validationMessage: 'Missing required fields: Phone',
        },
      ],
    });
  });

  it('takes no object property for a column', () => {
    const reading = readRecipientTable(
      [
        ['__proto__', 'constructor'],
        ['x', 'y'],
      ],
      counter(),
      'CA',
    );
    expect(reading).toEqual({ ok: false, message: BulkImportMessages.parseFailed });
  });

  it('ignores a row that only fills other columns', () => {
    const reading = readRecipientTable(
      [
        [...header, 'Notes'],
        [...header.map(() => null), 'x'],
      ],
      counter(),
      'CA',
    );
    expect(reading).toEqual({ ok: false, message: BulkImportMessages.noRows });
  });

  it('takes 100 rows and refuses 101 with the spec message', () => {
    const rows = (count: number) => [header, ...Array.from({ length: count }, () => row)];
    const hundred = readRecipientTable(rows(100), counter(), 'CA');
    expect(hundred.ok && hundred.recipients).toHaveLength(100);
    expect(readRecipientTable(rows(101), counter(), 'CA')).toEqual({
      ok: false,
      message: BulkImportMessages.tooManyRows,
    });
    // Blank rows do not count towards the limit.
    expect(readRecipientTable([...rows(100), [], []], counter(), 'CA').ok).toBe(true);
  });

  it('refuses a sheet with none of the columns, or no rows at all, as unreadable', () => {
    const unreadable = { ok: false, message: BulkImportMessages.parseFailed };
    expect(
      readRecipientTable(
        [
          ['Name', 'Address'],
          ['Ava', '1055 W Georgia St'],
        ],
        counter(),
        'CA',
      ),
    ).toEqual(unreadable);
    expect(readRecipientTable([], counter(), 'CA')).toEqual(unreadable);
  });

  it('says a sheet with its header and no rows has no recipients', () => {
    expect(readRecipientTable([header], counter(), 'CA')).toEqual({
      ok: false,
      message: BulkImportMessages.noRows,
    });
    expect(readRecipientTable([header, [], header.map(() => ' ')], counter(), 'CA')).toEqual({
      ok: false,
      message: BulkImportMessages.noRows,
    });
  });
});
