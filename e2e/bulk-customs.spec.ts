import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { entryOf, fillSenderAndBatch, uploadSheet } from './support/bulk-wizard.ts';
import { screenshot } from './support/screenshots.ts';
import { NEW_YORK_RECEIVER, pickAddress } from './support/shipments.ts';
import { expect, test } from './support/test.ts';

// Written by LibreOffice from scripts/make-bulk-fixtures.sh: a Vancouver sender's eight rows,
// six to the US. Walt Brennan's has no customs; Tomás Reyes's says "Gift" with a heading for an
// HS code; Zoë D'Amours is in Canada, so the customs left on her row are ignored.
const CROSS_BORDER_SHEET = fileURLToPath(
  new URL('../web/test-support/spreadsheets/cross-border.xlsx', import.meta.url),
);

/**
 * A new shop with a Vancouver sender at the recipients step of batch `batchId`, at the widths
 * the issue asks to look at: a laptop's 1280 px and a phone's 390 px.
 */
async function startBatch(page: Page, testInfo: TestInfo, batchId: string) {
  await page.setViewportSize(
    testInfo.project.name === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  );
  await registerThroughApi(page, {
    name: 'Harbour Ceramics',
    email: uniqueEmail(`bulk-customs-${batchId.toLowerCase()}`),
    password: 'Granite-Harbour-42!',
  });
  await page.goto('/bulk-shipment');
  await fillSenderAndBatch(page, batchId);
}

// Six steps, the address check and the engine on a shared machine: slower than the default.
test.slow();

test('a sheet with rows to the US: customs errors at import, the good rows processed and listed on review @phone', async ({
  page,
}, testInfo) => {
  await startBatch(page, testInfo, 'CROSS-BORDER');
  await uploadSheet(page, CROSS_BORDER_SHEET);
  await expect(page.getByRole('heading', { name: /Recipients \(8\)/ })).toBeVisible();

  // The customs errors are the sheet's, said at import, before any order is made.
  const recipients = page.getByLabel('Recipients', { exact: true }).filter({ visible: true });
  await expect(entryOf(recipients, 'Walt Brennan')).toContainText(
    'Missing required fields: Contents Type, Item Description, Item Quantity, Item Value, Currency, HS Code, Origin Country',
  );
  const tomas = entryOf(recipients, 'Tomás Reyes');
  await expect(tomas).toContainText('Customs item 1: Description "Gift" is too vague for customs.');
  await expect(tomas).toContainText('Customs item 1: HS code must be 6 to 10 digits');
  for (const name of ['Marisol Vega', 'Grace Liu', 'Owen Park', 'Nadia Haddad', "Zoë D'Amours"])
    await expect(entryOf(recipients, name)).not.toContainText(/Missing required|Customs item/);
  await expect(page.getByText('Checking addresses…')).toBeHidden();
  await screenshot(page, 'bulk-customs-recipients');
  // The errors as they show on screen (a phone's whole page is too long to read).
  await tomas.scrollIntoViewIfNeeded();
  await screenshot(page, 'bulk-customs-errors', { fullPage: false });

  // Processed anyway: the server refuses the two rows with its own customs messages.
  await page.getByRole('button', { name: 'Process Orders' }).click();
  const confirm = page.getByRole('dialog', { name: 'Validation errors' });
  await expect(confirm).toContainText(/recipient\(s\) have validation errors/);
  await confirm.getByRole('button', { name: 'Proceed' }).click();

  const summary = page.getByLabel('Summary');
  await expect(summary).toContainText('Total Orders8');
  await expect(summary).toContainText('Successful6');
  await expect(summary).toContainText('Failed2');
  const orders = page.getByLabel('Orders', { exact: true });
  for (const name of ['Marisol Vega', 'Grace Liu', 'Owen Park', 'Nadia Haddad']) {
    const order = entryOf(orders, name);
    await expect(order).toContainText('Order Created');
    await expect(order).toContainText(/MP\d{9}CA/);
  }
  const walt = entryOf(orders, 'Walt Brennan');
  await expect(walt).toContainText('Failed');
  await expect(walt).toContainText('customs is required');
  await expect(entryOf(orders, 'Tomás Reyes')).toContainText('is too vague for customs');
  await screenshot(page, 'bulk-customs-review');
  await walt.scrollIntoViewIfNeeded();
  await screenshot(page, 'bulk-customs-review-failed', { fullPage: false });
});

test('a recipient in New York added by hand declares its one item, then reaches review @phone', async ({
  page,
}, testInfo) => {
  await startBatch(page, testInfo, 'BY-HAND-US');

  await page.getByRole('button', { name: 'Add Recipient Manually' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Recipient' });
  await form.getByLabel('Full name').fill(NEW_YORK_RECEIVER.name);
  await form.getByLabel('Phone').fill(NEW_YORK_RECEIVER.phone);
  await pickAddress(page, form, NEW_YORK_RECEIVER);
  const number = (label: string) => form.getByRole('spinbutton', { name: label, exact: true });
  await number('Weight').fill('1.2');
  await number('Length').fill('20');
  await number('Width').fill('15');
  await number('Height').fill('10');

  // A Vancouver sender's parcel to New York: the form asks for its customs item.
  const customs = form.getByRole('region', { name: 'Customs' });
  await expect(customs).toBeVisible();
  await form.getByRole('button', { name: 'Add Recipient' }).click();
  const description = customs.getByRole('textbox', { name: 'Item Description' });
  await expect(description).toHaveAccessibleDescription('Item Description is required.');
  await customs.scrollIntoViewIfNeeded();
  await screenshot(page, 'bulk-customs-modal-refused', { fullPage: false });

  await description.fill('Stoneware coffee mug');
  await customs.getByRole('spinbutton', { name: 'Item Quantity' }).fill('2');
  await customs.getByRole('spinbutton', { name: 'Item Value' }).fill('24.50');
  await customs.getByRole('textbox', { name: 'HS Code' }).fill('6912.00');
  await customs.getByRole('textbox', { name: 'Origin Country' }).fill('CA');
  await expect(description).not.toHaveAccessibleDescription(/required/);
  await screenshot(page, 'bulk-customs-modal-filled', { fullPage: false });
  await form.getByRole('button', { name: 'Add Recipient' }).click();
  await expect(form).toBeHidden();

  const recipients = page.getByLabel('Recipients', { exact: true }).filter({ visible: true });
  await expect(entryOf(recipients, NEW_YORK_RECEIVER.name)).toContainText('Address validated');
  await page.getByRole('button', { name: 'Process Orders' }).click();

  const summary = page.getByLabel('Summary');
  await expect(summary).toContainText('Total Orders1');
  await expect(summary).toContainText('Successful1');
  const order = entryOf(page.getByLabel('Orders', { exact: true }), NEW_YORK_RECEIVER.name);
  await expect(order).toContainText('Order Created');
  await expect(order).toContainText(/MP\d{9}CA/);
});
