import { describe, expect, it, vi } from 'vitest';
import { BulkImportMessages } from '#domain/bulk/import-messages.ts';
import { CUSTOMS_COLUMN_NAMES } from '#domain/bulk/customs-columns.ts';
import { SPREADSHEET_COLUMN_NAMES } from '#domain/bulk/spreadsheet-columns.ts';
import {
  downloadRecipientTemplate,
  readRecipientSpreadsheet,
  TEMPLATE_FILE_NAME,
} from './index.ts';
import { TEMPLATE_SHEET_NAMES } from './template-workbook.ts';
import { loadSpreadsheetLibrary } from './spreadsheet-library.ts';

// jsdom has no blob URLs: each test gives the page its own.
function stubBlobUrls(createObjectURL: (blob: Blob) => string) {
  Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} });
}

/** Downloads the template, catching what the page hands to the browser: the file and its name. */
async function downloadTemplate() {
  const saved: { blob?: Blob; fileName?: string } = {};
  stubBlobUrls((blob) => {
    saved.blob = blob;
    return 'blob:template';
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.fileName = this.download;
  });
  await downloadRecipientTemplate();
  click.mockRestore();
  return saved;
}

describe('downloadRecipientTemplate', () => {
  it('saves an .xlsx named after the product', async () => {
    const { blob, fileName } = await downloadTemplate();
    expect(fileName).toBe(TEMPLATE_FILE_NAME);
    expect(TEMPLATE_FILE_NAME).toBe('Maplepost-bulk-template.xlsx');
    expect(blob?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('has the 16 columns, the customs ones and two example rows that upload as complete recipients', async () => {
    const { blob } = await downloadTemplate();
    const file = new File([blob!], TEMPLATE_FILE_NAME);
    expect(await readRecipientSpreadsheet(file, 'CA', () => 'r1')).toEqual({
      ok: true,
      recipients: [
        {
          id: 'r1',
          fullName: 'Jane Tremblay',
          company: 'Tremblay Ceramics',
          phone: '6045550123',
          email: 'jane.tremblay@example.com',
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
          height: '15',
          dimensionUnit: 'CM',
          validationStatus: 'pending',
          validationMessage: '',
          suggestedAddress: null,
          formattedAddress: '',
        },
        {
          id: 'r1',
          fullName: 'Marisol Vega',
          company: '',
          phone: '9145550116',
          email: 'marisol.vega@example.com',
          address: '899 S Columbus Ave',
          apt: 'Suite 210',
          city: 'Mount Vernon',
          province: 'NY',
          postalCode: '10550',
          countryCode: 'US',
          weight: '1.2',
          weightUnit: 'KGS',
          length: '30',
          width: '25',
          height: '10',
          dimensionUnit: 'CM',
          validationStatus: 'pending',
          validationMessage: '',
          suggestedAddress: null,
          formattedAddress: '',
          customs: {
            contentsType: 'MERCHANDISE',
            description: 'Stoneware coffee mug',
            quantity: '2',
            unitValue: '24.5',
            currency: 'CAD',
            hsCode: '6912.00',
            originCountry: 'CA',
          },
        },
      ],
    });
    const XLSX = await loadSpreadsheetLibrary();
    const workbook = XLSX.read(await blob!.arrayBuffer(), { type: 'array' });
    expect(workbook.SheetNames).toEqual([
      TEMPLATE_SHEET_NAMES.recipients,
      TEMPLATE_SHEET_NAMES.instructions,
    ]);
    const [header] = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets.Recipients!, {
      header: 1,
    });
    expect(header).toEqual([...SPREADSHEET_COLUMN_NAMES, ...CUSTOMS_COLUMN_NAMES]);
  });

  it('explains each column, the units, the 100-row limit and when customs are needed on a second sheet', async () => {
    const { blob } = await downloadTemplate();
    const XLSX = await loadSpreadsheetLibrary();
    const workbook = XLSX.read(await blob!.arrayBuffer(), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets.Instructions!, { header: 1 });
    expect(rows[0]).toEqual(['Column', 'Required', 'What it takes']);
    expect(rows.slice(1, 17).map(([column, required]) => [column, required])).toEqual(
      SPREADSHEET_COLUMN_NAMES.map((column) => [
        column,
        [
          'RECIPIENT_UNIT',
          'RECIPIENT_EMAIL',
          'RECIPIENT_COMPANY',
          'WEIGHT_UNIT',
          'DIMENSION_UNIT',
        ].includes(column)
          ? 'No'
          : 'Yes',
      ]),
    );
    expect(rows[12]).toEqual(['WEIGHT_UNIT', 'No', 'KGS or LBS; KGS when left blank.']);
    expect(rows.slice(17, 24).map(([column, required]) => [column, required])).toEqual([
      ['CONTENTS_TYPE', 'Cross-border'],
      ['ITEM_DESCRIPTION', 'Cross-border'],
      ['ITEM_QUANTITY', 'Cross-border'],
      ['ITEM_VALUE', 'Cross-border'],
      ['CURRENCY', 'Cross-border'],
      ['HS_CODE', 'Cross-border, except DOCUMENTS'],
      ['ORIGIN_COUNTRY', 'Cross-border'],
    ]);
    expect(rows[17]).toEqual([
      'CONTENTS_TYPE',
      'Cross-border',
      'MERCHANDISE, GIFT, SAMPLE, DOCUMENTS or RETURN.',
    ]);
    const notes = rows.slice(24).flat().join('\n');
    expect(notes).toContain('At most 100 rows per upload.');
    expect(notes).toContain(
      'The customs columns, CONTENTS_TYPE to ORIGIN_COUNTRY, are needed only for a recipient in the other country than the sender',
    );
    expect(notes).toContain('One customs item per row');
    expect(notes).toContain(
      'Weight in kilograms (KGS) or pounds (LBS); length, width and height in centimetres (CM) or inches (IN).',
    );
  });

  it('rejects with the spec message when the browser cannot save the file', async () => {
    stubBlobUrls(() => {
      throw new Error('Blob URLs are disabled');
    });
    await expect(downloadRecipientTemplate()).rejects.toThrow(BulkImportMessages.templateFailed);
  });
});
