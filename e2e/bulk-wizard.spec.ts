import { fileURLToPath } from 'node:url';
import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import {
  addRecipientByHand,
  entryOf,
  fillSenderAndBatch,
  uploadSheet,
} from './support/bulk-wizard.ts';
import { openFirstLabel, payTotalByCard, printLabelButtons } from './support/shipments.ts';
import { expect, test } from './support/test.ts';

// Written by LibreOffice from scripts/make-bulk-fixtures.sh: Ava Singh and Ben Okafor are good
// rows, Hank Olsen's rural route is a warning, Eli Fournier has no phone and Chloé Martin's
// postal code lost its last character.
const JOURNEY_SHEET = fileURLToPath(
  new URL('../web/test-support/spreadsheets/wizard-journey.xlsx', import.meta.url),
);

// A journey through all six steps, the address check and the engine, then checkout: slower than
// the 60 s default when other test runs share the machine.
test.slow();

test('a spreadsheet of recipients becomes a paid shipment: the template, checked addresses, a suggestion, a missing phone, a failed row fixed on review, a service changed @phone', async ({
  page,
}) => {
  await registerThroughApi(page, {
    name: 'Prairie Seeds',
    email: uniqueEmail('bulk-sheet'),
    password: 'Granite-Harbour-42!',
  });
  await page.goto('/bulk-shipment');
  await fillSenderAndBatch(page, 'NOV-24-SEEDS');

  // Step 3: the sheet's five rows, each checked by the address provider on the server.
  await expect(page.getByText('No recipients added yet.')).toBeVisible();
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Template' }).click();
  expect((await template).suggestedFilename()).toBe('Maplepost-bulk-template.xlsx');
  await uploadSheet(page, JOURNEY_SHEET);
  const recipients = page.getByLabel('Recipients', { exact: true }).filter({ visible: true });
  await expect(page.getByRole('heading', { name: /Recipients \(5\)/ })).toBeVisible();
  // The embedded provider knows postal areas, not streets, and says so.
  await expect(entryOf(recipients, 'Ava Singh')).toContainText(
    'Postal area confirmed; street not checked',
  );
  await expect(entryOf(recipients, 'Hank Olsen')).toContainText(
    'Rural route; postal area confirmed',
  );
  await expect(entryOf(recipients, 'Eli Fournier')).toContainText('Missing required fields: Phone');
  // A city that is not the postal code's is a warning with its reason, fixed only on request.
  const ben = entryOf(recipients, 'Ben Okafor');
  await expect(ben).toContainText('Postal code M5V is in Toronto, not Mississauga.');
  await page.getByRole('button', { name: 'Apply Suggestion for Ben Okafor' }).click();
  await expect(ben).toContainText('Address updated with suggestion');
  await expect(ben).toContainText('Toronto');

  // Process Orders stops at the validation step for the missing phone.
  await page.getByRole('button', { name: 'Process Orders' }).click();
  await expect(page.getByText('Eli Fournier')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Recipient Eli Fournier' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Recipient' });
  await form.getByLabel('Phone').fill('416-555-0104');
  await form.getByRole('button', { name: 'Update Recipient' }).click();
  await expect(form).toBeHidden();
  await expect(entryOf(recipients, 'Eli Fournier')).toContainText('Address validated');

  // Chloé Martin's postal code is still wrong: the user goes ahead anyway.
  await page.getByRole('button', { name: 'Process Orders' }).click();
  const confirm = page.getByRole('dialog', { name: 'Validation errors' });
  await expect(confirm).toContainText(
    '1 recipient(s) have validation errors. Do you want to proceed anyway?',
  );
  await confirm.getByRole('button', { name: 'Proceed' }).click();

  // Review: four orders made, Chloé Martin's refused by the server with its reason.
  const summary = page.getByLabel('Summary');
  await expect(summary).toContainText('Total Orders5');
  await expect(summary).toContainText('Successful4');
  await expect(summary).toContainText('Failed1');
  const orders = page.getByLabel('Orders', { exact: true });
  const chloe = entryOf(orders, 'Chloé Martin');
  await expect(chloe).toContainText('Failed');
  await expect(chloe).toContainText(/postal code 'H3G 1P'/);

  // Fixed in place and retried alone, without uploading the sheet again.
  await chloe.getByRole('button', { name: 'Edit and Retry' }).click();
  const fix = page.getByRole('dialog', { name: 'Edit Recipient' });
  await fix.getByLabel('Postal/ZIP code').fill('H3G 1P1');
  await fix.getByRole('button', { name: 'Retry Order' }).click();
  await expect(summary).toContainText('Successful5');
  await expect(summary).toContainText('Failed0');
  await expect(entryOf(orders, 'Chloé Martin')).toContainText(/MP\d{9}CA/);

  // Another service for Ava Singh: her price and the total follow.
  const totalCost = () => summary.getByRole('definition').last().textContent();
  const before = await totalCost();
  const service = page.getByRole('combobox', { name: 'Service for Ava Singh' }).filter({
    visible: true,
  });
  const chosen = await service.inputValue();
  const codes = await service
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const otherCode = codes.find((code) => code !== chosen)!;
  await service.selectOption(otherCode);
  await expect(service).toHaveValue(otherCode);
  await expect.poll(totalCost).not.toBe(before);
  const total = (await totalCost())!;
  expect(total).toMatch(/^\$\d+\.\d{2}$/);

  // Finalize: the existing checkout takes over, pays and gives five labels.
  await page.getByRole('button', { name: 'Finalize Shipment' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await payTotalByCard(page, total);
  await expect(printLabelButtons(page)).toHaveCount(5);
  await openFirstLabel(page);
});

test('a bulk shipment goes through the real engine: processed, priced, finalized, paid and labelled @phone', async ({
  page,
}) => {
  await registerThroughApi(page, {
    name: 'Maple Leaf Bakery',
    email: uniqueEmail('bulk'),
    password: 'Granite-Harbour-42!',
  });
  await page.goto('/bulk-shipment');

  await fillSenderAndBatch(page, 'E2E-ENGINE');

  // Asked for a recipient, the step stops asking once one is added.
  await page.getByRole('button', { name: 'Process Orders' }).click();
  const askForRecipient = page.getByText('Please add at least one recipient.');
  await expect(askForRecipient).toBeVisible();
  await addRecipientByHand(page, 'Ada Lovelace');
  await expect(askForRecipient).toBeHidden();
  await addRecipientByHand(page, 'Grace Hopper');
  await page.getByRole('button', { name: 'Process Orders' }).click();

  // Review, once the worker has committed both rows and the feed said COMPLETED.
  const summary = page.getByLabel('Summary');
  await expect(summary).toContainText('Successful2');
  await expect(summary).toContainText('Failed0');
  const totalCost = (await summary.getByRole('definition').last().textContent())!;
  expect(totalCost).toMatch(/^\$\d+\.\d{2}$/);
  // A table at desktop width, cards on a phone: what shows is the same.
  const orders = page.getByLabel('Orders', { exact: true });
  const shown = (text: string | RegExp) =>
    orders.getByText(text, { exact: true }).filter({ visible: true });
  await expect(shown('Order Created')).toHaveCount(2);
  await expect(shown(/MP\d{9}CA/)).toHaveCount(2);

  await page.getByRole('button', { name: 'Finalize Shipment' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  // Checkout charges what review totalled: the server priced both the same way.
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await expect(page.getByText('Grace Hopper')).toBeVisible();

  // Paid like any shipment: the existing checkout, then a label for each bulk order.
  await payTotalByCard(page, totalCost);
  await expect(printLabelButtons(page)).toHaveCount(2);
  await openFirstLabel(page);
});
