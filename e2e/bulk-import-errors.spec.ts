import * as XLSX from '@e965/xlsx';
import { SPREADSHEET_COLUMN_NAMES } from '#domain/bulk/spreadsheet-columns.ts';
import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { entryOf, fillSenderAndBatch } from './support/bulk-wizard.ts';
import { screenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

const FORMULA_NAME = '=HYPERLINK("http://evil.example","Ava")';

/** A small .xlsx as a shop's program writes one: the template's header, then these rows. */
function sheetOf(rows: (string | number)[][]) {
  const workbook = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet([SPREADSHEET_COLUMN_NAMES, ...rows]);
  XLSX.utils.book_append_sheet(workbook, sheet, 'Orders');
  const buffer = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return { name: 'orders.xlsx', mimeType: 'application/octet-stream', buffer };
}

const inVancouver = (name: string, phone: string | number) => [
  ...[name, phone, '1055 W Georgia St', '1203', '', '', 'Vancouver', 'BC', 'V6E 3P3', 'CA'],
  ...[2, 'KGS', 30, 20, 10, 'CM'],
];

test('a sheet’s formula-like name and short phone are errors at import, each named, at 1280 and 390 px', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerThroughApi(page, {
    name: 'Prairie Seeds',
    email: uniqueEmail('bulk-import-errors'),
    password: 'Granite-Harbour-42!',
  });
  await page.goto('/bulk-shipment');
  await fillSenderAndBatch(page, 'IMPORT-CHECK');

  // A sheet with only its header says so, and adds nobody.
  const upload = async (file: ReturnType<typeof sheetOf>) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Spreadsheet' }).click();
    await (await chooser).setFiles(file);
  };
  await upload(sheetOf([]));
  await expect(page.getByText('The spreadsheet has no recipients')).toBeVisible();

  await upload(
    sheetOf([
      inVancouver(FORMULA_NAME, '604555012'),
      inVancouver("Seán O'Brien-Lévesque", 6045550123),
    ]),
  );
  await expect(page.getByRole('heading', { name: 'Recipients (2)' })).toBeVisible();
  const recipients = page.getByLabel('Recipients', { exact: true }).filter({ visible: true });
  const formulaRow = entryOf(recipients, 'HYPERLINK');
  const seeErrors = async () => {
    await expect(formulaRow).toContainText('Error');
    await expect(formulaRow.getByRole('listitem')).toHaveText([
      'Recipient name cannot start with =, +, - or @ (a spreadsheet would run it as a formula).',
      'Recipient phone number must be exactly 10 digits.',
    ]);
    // The good row goes on to its address check.
    await expect(entryOf(recipients, 'Seán O')).toContainText(
      'Postal area confirmed; street not checked',
    );
  };
  await seeErrors();
  await screenshot(page, 'bulk-import-errors-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(recipients.locator('li').first()).toBeVisible();
  await seeErrors();
  await screenshot(page, 'bulk-import-errors-390');

  // Processing asks first, and nothing has been made yet: the errors are all at import.
  await page.getByRole('button', { name: 'Process Orders' }).click();
  await expect(page.getByRole('dialog', { name: 'Validation errors' })).toContainText(
    '1 recipient(s) have validation errors. Do you want to proceed anyway?',
  );
});
