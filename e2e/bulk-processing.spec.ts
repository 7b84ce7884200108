import type { Page } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { enterCard, pickAddress, TORONTO_RECEIVER, VANCOUVER_SENDER } from './support/shipments.ts';
import { expect, test } from './support/test.ts';

/** Adds a recipient through Add Recipient Manually: the address picked, a 2 kg parcel. */
async function addRecipient(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Recipient Manually' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Recipient' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone').fill(TORONTO_RECEIVER.phone);
  await pickAddress(page, form, TORONTO_RECEIVER);
  const number = (label: string) => form.getByRole('spinbutton', { name: label, exact: true });
  await number('Weight').fill('2');
  await number('Length').fill('30');
  await number('Width').fill('20');
  await number('Height').fill('10');
  await form.getByRole('button', { name: 'Add Recipient' }).click();
  await expect(form).toBeHidden();
}

test('a bulk shipment goes through the real engine: processed, priced, finalized, paid and labelled @phone', async ({
  page,
}) => {
  await registerThroughApi(page, {
    name: 'Maple Leaf Bakery',
    email: uniqueEmail('bulk'),
    password: 'Granite-Harbour-42!',
  });
  await page.goto('/bulk-shipment');

  const sender = page.getByRole('region', { name: 'Sender Information' });
  await sender.getByLabel('Full name').fill(VANCOUVER_SENDER.name);
  await sender.getByLabel('Phone').fill(VANCOUVER_SENDER.phone);
  await sender.getByLabel('Email').fill(VANCOUVER_SENDER.email!);
  await pickAddress(page, sender, VANCOUVER_SENDER);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('New batch ID').fill('E2E-ENGINE');
  await page.getByRole('button', { name: 'Create Batch' }).click();
  await expect(page.getByRole('button', { name: /E2E-ENGINE/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Next' }).click();

  await addRecipient(page, 'Ada Lovelace');
  await addRecipient(page, 'Grace Hopper');
  await page.getByRole('button', { name: 'Process Orders' }).click();

  // Review, once the worker has committed both rows and the feed said COMPLETED.
  const summary = page.getByLabel('Summary');
  await expect(summary).toContainText('Successful2', { timeout: 20_000 });
  await expect(summary).toContainText('Failed0');
  const totalCost = (await summary.getByRole('definition').last().textContent())!;
  expect(totalCost).toMatch(/^\$\d+\.\d{2}$/);
  // A table at desktop width, cards on a phone: what shows is the same.
  const orders = page.getByLabel('Orders', { exact: true });
  const shown = (text: string | RegExp) =>
    orders.getByText(text, { exact: true }).filter({ visible: true });
  await expect(shown('SUCCESS')).toHaveCount(2);
  await expect(shown(/MP\d{9}CA/)).toHaveCount(2);

  await page.getByRole('button', { name: 'Finalize Shipment' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  // Checkout charges what review totalled: the server priced both the same way.
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await expect(page.getByText('Grace Hopper')).toBeVisible();
  const pay = page.getByRole('button', { name: `Pay ${totalCost} by card` });
  await expect(pay).toBeVisible();

  // Paid like any shipment: the existing checkout, then a label for each bulk order.
  await enterCard(page, '4111 1111 1111 1111');
  await pay.click();
  await expect(page).toHaveURL(/\/shipping\/success\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: /^Print Label for / })).toHaveCount(2);
  const labelTab = page.waitForEvent('popup');
  await page
    .getByRole('button', { name: /^Print Label for / })
    .first()
    .click();
  const label = await labelTab;
  await expect(label).toHaveURL(/\/web\/label\/[A-Z]{2}\d{9}CA\/pdf$/);
  await label.close();
});
