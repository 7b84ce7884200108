// The fixtures are files on disk (web/test-support/spreadsheets), written by LibreOffice (scripts/make-bulk-fixtures.sh).
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BulkImportMessages } from '#domain/bulk/import-messages.ts';
import type { BulkRecipient } from '#domain/bulk/recipient.ts';
import { SPREADSHEET_COLUMN_NAMES } from '#domain/bulk/spreadsheet-columns.ts';
import { blankCustoms } from '#domain/test-support/bulk-wizard-data.ts';
import { readRecipientSpreadsheet } from './index.ts';
import { loadSpreadsheetLibrary } from './spreadsheet-library.ts';

/** The sheets' row in a Vancouver condo, its unit written before the street number. */
const VANCOUVER_CONDO = {
  fullName: 'Priya Raman',
  phone: '(604) 555-0113',
  address: '305-1200 W 73rd Ave',
  email: 'priya.raman@example.com',
  postalCode: 'V6P 6G5',
  weight: '1.25',
  length: '35',
  width: '25',
  height: '12',
};

/** The sheets' row in Montréal, as the fixtures write it: a French street, a unit and a company. */
const MONTREAL_OFFICE = {
  fullName: "Zoë D'Amours",
  phone: '514-555-0114',
  address: '1250 rue Sainte-Catherine O',
  apt: 'Bureau 400',
  company: 'Dupuis, Fils & Cie',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H3G 1P1',
  weight: '0.8',
  length: '22',
  width: '16',
  height: '6',
};

const fixtureBytes = (name: string) =>
  readFileSync(`${import.meta.dirname}/../../../test-support/spreadsheets/${name}`);
const fixture = (name: string) => new File([fixtureBytes(name)], name);

/** Ids r1, r2, ... so that answers compare exactly. */
function counter() {
  let count = 0;
  return () => `r${(count += 1)}`;
}

/** Reads a file as the wizard does for a Vancouver sender. */
const read = (file: File) => readRecipientSpreadsheet(file, 'CA', counter());

/** A recipient as the sheets hold most of them; each test names what differs. */
const recipient = (id: string, fields: Partial<BulkRecipient>): BulkRecipient => ({
  id,
  fullName: '',
  company: '',
  phone: '',
  email: '',
  address: '',
  apt: '',
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'V6E 3P3',
  countryCode: 'CA',
  weight: '1',
  weightUnit: 'KGS',
  length: '30',
  width: '20',
  height: '10',
  dimensionUnit: 'CM',
  validationStatus: 'pending',
  validationMessage: '',
  suggestedAddress: null,
  formattedAddress: '',
  ...fields,
});

/** A row to the US, read for a Canadian sender, from a sheet without the customs columns. */
const withoutCustoms = {
  customs: blankCustoms,
  validationStatus: 'error',
  validationMessage:
    'Missing required fields: Contents Type, Item Description, Item Quantity, Item Value, Currency, HS Code, Origin Country',
} as const;

const FIRST_NAMES = ['Ava', 'Ben', 'Chloé', 'Dana', 'Eli', 'Farah', 'Gus', 'Hana', 'Ivan', 'June'];
const LAST_NAMES = [
  'Singh',
  'Okafor',
  'Martin',
  'Tremblay',
  'Nguyen',
  'Roy',
  'Cohen',
  'Leblanc',
  'Walker',
  'Chen',
];

/** Row n of the numbered sheets, named as scripts/make-bulk-fixtures.sh names it. */
const numbered = (n: number) =>
  recipient(`r${n}`, {
    fullName: `${FIRST_NAMES[(n - 1) % 10]} ${LAST_NAMES[Math.floor((n - 1) / 10)]}`,
    phone: String(6045550000 + n),
    address: `${n} W Georgia St`,
    weight: '1.5',
  });

describe.each(['xlsx', 'xls'])('reading a .%s written by LibreOffice', (format) => {
  it('takes 100 rows', async () => {
    const reading = await read(fixture(`rows-100.${format}`));
    expect(reading).toEqual({
      ok: true,
      recipients: Array.from({ length: 100 }, (_, index) => numbered(index + 1)),
    });
  });

  it('refuses 101 rows with the spec message', async () => {
    expect(await read(fixture(`rows-101.${format}`))).toEqual({
      ok: false,
      message: BulkImportMessages.tooManyRows,
    });
  });

  it('skips blank rows, empty or of spaces, between and after recipients', async () => {
    expect(await read(fixture(`blank-rows.${format}`))).toEqual({
      ok: true,
      recipients: [
        recipient('r1', {
          fullName: 'Ava Singh',
          phone: '6045550101',
          address: '1055 W Georgia St',
          apt: '1203',
          email: 'ava@example.com',
          weight: '2',
        }),
        recipient('r2', {
          fullName: 'Ben Okafor',
          phone: '4165550102',
          address: '290 Bremner Blvd',
          city: 'Toronto',
          province: 'ON',
          postalCode: 'M5V 3L9',
          length: '25',
          height: '5',
        }),
        recipient('r3', {
          fullName: 'Chloé Martin',
          phone: '5145550103',
          address: '1250 rue Sainte-Catherine O',
          city: 'Montréal',
          province: 'QC',
          postalCode: 'H3G 1P1',
          weight: '0.5',
          length: '20',
          width: '15',
          height: '5',
        }),
      ],
    });
  });

  it('finds headers in any case with spaces around them, and ignores extra columns', async () => {
    expect(await read(fixture(`header-variants.${format}`))).toEqual({
      ok: true,
      recipients: [
        recipient('r1', {
          fullName: 'Dana Whitehorse',
          phone: '8675550104',
          address: '4910 50 Ave',
          email: 'dana@example.com',
          company: 'Northern Outfitters',
          city: 'Yellowknife',
          province: 'NT',
          postalCode: 'X1A 1C5',
          weight: '3.2',
          length: '40',
          width: '30',
          height: '20',
        }),
      ],
    });
  });

  it('reads a missing column as missing on every row, and missing unit columns as the defaults', async () => {
    expect(await read(fixture(`missing-column.${format}`))).toEqual({
      ok: true,
      recipients: [
        recipient('r1', {
          fullName: 'Eli Fournier',
          address: '100 Queen St W',
          city: 'Toronto',
          province: 'ON',
          postalCode: 'M5H 2N2',
          weight: '1.2',
          validationStatus: 'error',
          validationMessage: 'Missing required fields: Phone',
        }),
        recipient('r2', {
          address: '200 Bay St',
          city: '',
          province: 'ON',
          postalCode: 'M5J 2J5',
          weight: '',
          validationStatus: 'error',
          validationMessage: 'Missing required fields: Name, Phone, City, Weight',
        }),
      ],
    });
  });

  it('reads wrong types, numbers stored as text, a ZIP stored as a number and dates; a row to the US needs customs', async () => {
    const inBoston = {
      address: '1 Harvard Way',
      city: 'Boston',
      province: 'MA',
      countryCode: 'US',
      weight: '2',
      weightUnit: 'LBS',
      length: '12',
      width: '10',
      height: '4',
      dimensionUnit: 'IN',
      ...withoutCustoms,
    } as const;
    const inVancouver = { address: '1055 W Georgia St' };
    expect(await read(fixture(`cell-types.${format}`))).toEqual({
      ok: true,
      recipients: [
        recipient('r1', {
          ...inVancouver,
          fullName: 'Text Weight',
          phone: '6045550105',
          weight: 'heavy',
          validationStatus: 'error',
          validationMessage: 'Weight must be a number.',
        }),
        recipient('r2', {
          ...inVancouver,
          fullName: 'Numbers As Text',
          phone: '6045550106',
          weight: '2.5',
        }),
        recipient('r3', {
          ...inBoston,
          fullName: 'Zip As Number',
          phone: '6175550107',
          postalCode: '02134',
        }),
        recipient('r4', {
          ...inBoston,
          fullName: 'Zip Plus Four',
          phone: '6175550108',
          postalCode: '02134-1234',
        }),
        recipient('r5', {
          ...inVancouver,
          fullName: 'Date Weight',
          phone: '6045550109',
          weight: '2026-01-02',
          validationStatus: 'error',
          validationMessage: 'Weight must be a number.',
        }),
        recipient('r6', {
          ...inVancouver,
          fullName: 'Date Unit',
          phone: '6045550110',
          apt: '2026-03-04',
        }),
        recipient('r7', {
          ...inVancouver,
          fullName: 'Odd Units',
          phone: '6045550111',
          validationStatus: 'error',
          validationMessage: 'Weight unit must be KGS or LBS. Dimension unit must be CM or IN.',
        }),
        recipient('r8', {
          fullName: 'Other Country',
          phone: '6045550112',
          address: '10 Downing St',
          city: 'London',
          province: 'England',
          postalCode: 'SW1A 2AA',
          countryCode: 'GB',
          validationStatus: 'error',
          validationMessage: 'Recipient country must be CA or US.',
        }),
      ],
    });
  });

  it('keeps addresses as people write them: units, French streets, rural routes, suites; rows to the US need customs', async () => {
    expect(await read(fixture(`real-world-addresses.${format}`))).toEqual({
      ok: true,
      recipients: [
        recipient('r1', VANCOUVER_CONDO),
        recipient('r2', MONTREAL_OFFICE),
        recipient('r3', {
          fullName: 'Hank Olsen',
          phone: '+1 403 555 0115',
          address: 'RR 1 STN MAIN',
          city: 'Millarville',
          province: 'AB',
          postalCode: 'T0L 1K0',
          weight: '12',
          length: '60',
          width: '40',
          height: '40',
        }),
        recipient('r4', {
          fullName: 'Marisol Vega',
          phone: '9145550116',
          address: '899 S Columbus Ave',
          apt: 'Suite 210',
          company: 'Vega Dental',
          city: 'Mount Vernon',
          province: 'NY',
          postalCode: '10550',
          countryCode: 'US',
          weight: '4',
          weightUnit: 'LBS',
          length: '14',
          width: '10',
          height: '8',
          dimensionUnit: 'IN',
          ...withoutCustoms,
        }),
        recipient('r5', {
          fullName: 'Walt Brennan',
          phone: '7035550117',
          address: 'RR 1 Box 2',
          city: 'Herndon',
          province: 'VA',
          postalCode: '22071-2716',
          countryCode: 'US',
          weight: '7.5',
          weightUnit: 'LBS',
          length: '20',
          width: '12',
          height: '12',
          dimensionUnit: 'IN',
          ...withoutCustoms,
        }),
        recipient('r6', {
          fullName: 'Grace Liu',
          phone: '2125550118',
          address: '350 5th Ave #3300',
          email: 'grace@example.com',
          city: 'New York',
          province: 'NY',
          postalCode: '10118',
          countryCode: 'US',
          weightUnit: 'LBS',
          length: '10',
          width: '8',
          height: '2',
          dimensionUnit: 'IN',
          ...withoutCustoms,
        }),
      ],
    });
  });
});

describe.each(['xlsx', 'xls'])('reading customs from a .%s written by LibreOffice', (format) => {
  const cbFile = () => fixture(`cross-border.${format}`);
  const customs = (fields: Partial<NonNullable<BulkRecipient['customs']>>) => ({
    contentsType: 'MERCHANDISE',
    description: '',
    quantity: '1',
    unitValue: '',
    currency: 'CAD',
    hsCode: '',
    originCountry: 'CA',
    ...fields,
  });
  const inPounds = { weightUnit: 'LBS', dimensionUnit: 'IN' } as const;
  const priya = recipient('r1', VANCOUVER_CONDO);
  const zoe = recipient('r7', MONTREAL_OFFICE);

  it('gives a Canadian sender’s rows to the US their item, an error when it is missing or refused, and ignores customs in Canada', async () => {
    expect(await read(cbFile())).toEqual({
      ok: true,
      recipients: [
        priya,
        recipient('r2', {
          ...inPounds,
          fullName: 'Marisol Vega',
          phone: '914-555-0116',
          address: '899 S Columbus Ave',
          apt: 'Suite 210',
          company: 'Vega Dental',
          city: 'Mount Vernon',
          province: 'NY',
          postalCode: '10550',
          countryCode: 'US',
          weight: '4',
          length: '14',
          width: '10',
          height: '8',
          customs: customs({
            contentsType: 'Merchandise',
            description: 'Stoneware coffee mug',
            quantity: '2',
            unitValue: '24.5',
            // Typed 6912.00, stored by Calc as the number 6912.
            hsCode: '6912.00',
          }),
        }),
        recipient('r3', {
          ...inPounds,
          fullName: 'Grace Liu',
          phone: '2125550118',
          address: '350 5th Ave #3300',
          email: 'grace@example.com',
          city: 'New York',
          province: 'NY',
          postalCode: '10118',
          countryCode: 'US',
          length: '10',
          width: '8',
          height: '2',
          customs: customs({
            contentsType: 'GIFT',
            description: 'Hand-knit wool scarf',
            unitValue: '45',
            currency: 'usd',
            hsCode: '6117.10.00',
            originCountry: 'Canada',
          }),
        }),
        recipient('r4', {
          fullName: 'Owen Park',
          phone: '6175550107',
          address: '1 Harvard Way',
          city: 'Boston',
          province: 'MA',
          postalCode: '02134',
          countryCode: 'US',
          weight: '0.2',
          length: '32',
          width: '24',
          height: '1',
          customs: customs({
            contentsType: 'DOCUMENTS',
            description: 'Signed lease agreement',
            unitValue: '0',
          }),
        }),
        recipient('r5', {
          ...inPounds,
          fullName: 'Walt Brennan',
          phone: '7035550117',
          address: 'RR 1 Box 2',
          city: 'Herndon',
          province: 'VA',
          postalCode: '22071-2716',
          countryCode: 'US',
          weight: '7.5',
          length: '20',
          width: '12',
          height: '12',
          ...withoutCustoms,
        }),
        recipient('r6', {
          fullName: 'Tomás Reyes',
          phone: '2065550119',
          address: '1301 2nd Ave',
          apt: 'Apt 1402',
          city: 'Seattle',
          province: 'WA',
          postalCode: '98101',
          countryCode: 'US',
          weight: '2',
          customs: customs({ description: 'Gift', quantity: '3', unitValue: '15', hsCode: '6109' }),
          validationStatus: 'error',
          validationMessage:
            'Customs item 1: Description "Gift" is too vague for customs. Say what the item is and what it is made of, such as "Women\'s cotton T-shirt". Customs item 1: HS code must be 6 to 10 digits, such as 6109.10.',
        }),
        zoe,
        recipient('r8', {
          fullName: 'Nadia Haddad',
          phone: '2125550120',
          address: '11 W 53rd St',
          city: 'New York',
          province: 'NY',
          postalCode: '10019',
          countryCode: 'US',
          weight: '1.5',
          length: '25',
          customs: customs({
            contentsType: 'SAMPLE',
            description: 'Roasted coffee beans 250 g',
            quantity: '3',
            unitValue: '9.5',
            // Typed 0901.21, stored by Calc as the number 901.21.
            hsCode: '0901.21',
            originCountry: 'CO',
          }),
        }),
      ],
    });
  });

  it('for a US sender, asks customs of the rows to Canada instead', async () => {
    const reading = await readRecipientSpreadsheet(cbFile(), 'US', counter());
    expect(reading.ok).toBe(true);
    const recipients = reading.ok ? reading.recipients : [];
    expect(recipients[0]).toEqual({ ...priya, ...withoutCustoms });
    expect(recipients[6]).toEqual({
      ...zoe,
      customs: customs({
        description: 'Maple syrup',
        quantity: '4',
        unitValue: '12',
        hsCode: '1702.20',
      }),
    });
    for (const toUs of [recipients[1], recipients[4], recipients[5]]) {
      expect(toUs).toMatchObject({ countryCode: 'US', validationStatus: 'pending' });
      expect(toUs).not.toHaveProperty('customs');
    }
  });
});

describe('a sheet made with the library', () => {
  const header = SPREADSHEET_COLUMN_NAMES;
  /** An .xlsx of these rows under the template's header, made as a user's program would. */
  async function sheetOf(rows: (string | number)[][]): Promise<File> {
    const XLSX = await loadSpreadsheetLibrary();
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Orders');
    const bytes = XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    return new File([bytes], 'orders.xlsx');
  }
  const row = (name: string, phone: string | number) => [
    ...[name, phone, '1055 W Georgia St', '', '', '', 'Vancouver', 'BC', 'V6E 3P3', 'CA'],
    ...[1, 'KGS', 30, 20, 10, 'CM'],
  ];

  it('says a sheet with its header and no rows has no recipients', async () => {
    expect(await read(await sheetOf([]))).toEqual({
      ok: false,
      message: BulkImportMessages.noRows,
    });
  });

  it('gives a formula-like name and a short phone their errors at import, and keeps a good row pending', async () => {
    const reading = await read(
      await sheetOf([
        row('=HYPERLINK("http://evil.example","Ava")', '604555012'),
        row("Seán O'Brien-Lévesque", 6045550123),
      ]),
    );
    expect(reading).toEqual({
      ok: true,
      recipients: [
        recipient('r1', {
          fullName: '=HYPERLINK("http://evil.example","Ava")',
          phone: '604555012',
          address: '1055 W Georgia St',
          validationStatus: 'error',
          validationMessage:
            'Recipient name cannot start with =, +, - or @ (a spreadsheet would run it as a formula). Recipient phone number must be exactly 10 digits.',
        }),
        recipient('r2', {
          fullName: "Seán O'Brien-Lévesque",
          phone: '6045550123',
          address: '1055 W Georgia St',
        }),
      ],
    });
  });
});

describe('recipient ids', () => {
  it('differ for every recipient, across uploads of the same file', async () => {
    const ids: string[] = [];
    for (const upload of [1, 2]) {
      const reading = await readRecipientSpreadsheet(fixture('rows-100.xlsx'), 'CA');
      expect(reading.ok, `upload ${upload}`).toBe(true);
      if (reading.ok) ids.push(...reading.recipients.map((recipient) => recipient.id));
    }
    expect(new Set(ids).size).toBe(200);
  });
});

describe('a file that is not a recipient spreadsheet', () => {
  const unreadable = { ok: false, message: BulkImportMessages.parseFailed };

  it('gives the parse error for a damaged workbook', async () => {
    const whole = fixtureBytes('blank-rows.xlsx');
    const damaged = new File([whole.subarray(0, whole.length / 2)], 'damaged.xlsx');
    expect(await read(damaged)).toEqual(unreadable);
  });

  it('gives the parse error for an image renamed .xls', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await read(new File([png], 'photo.xls'))).toEqual(unreadable);
  });

  it('gives the parse error for an empty file', async () => {
    expect(await read(new File([], 'empty.xlsx'))).toEqual(unreadable);
  });
});
