import type { FileChooser, Locator, Page } from '@playwright/test';
import { pickAddress, TORONTO_RECEIVER, VANCOUVER_SENDER } from './shipments.ts';
import { expect } from './test.ts';

/** The bulk wizard's first two steps: the Vancouver sender, then a new batch named `batchId`. */
export async function fillSenderAndBatch(page: Page, batchId: string) {
  const sender = page.getByRole('region', { name: 'Sender Information' });
  await sender.getByLabel('Full name').fill(VANCOUVER_SENDER.name);
  await sender.getByLabel('Phone').fill(VANCOUVER_SENDER.phone);
  await sender.getByLabel('Email').fill(VANCOUVER_SENDER.email!);
  await pickAddress(page, sender, VANCOUVER_SENDER);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('New batch ID').fill(batchId);
  await page.getByRole('button', { name: 'Create Batch' }).click();
  await expect(page.getByRole('button', { name: new RegExp(batchId) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Chooses a spreadsheet (a path, or a file made in the test) through Upload Spreadsheet. */
export async function uploadSheet(page: Page, file: Parameters<FileChooser['setFiles']>[0]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Spreadsheet' }).click();
  await (await chooser).setFiles(file);
}

/** What shows of one recipient or order, in the desktop table's row or the phone's card. */
export function entryOf(list: Locator, name: string): Locator {
  return list.locator('tr, li').filter({ hasText: name }).filter({ visible: true }).first();
}

/** Adds a recipient through Add Recipient Manually: the address picked, a 2 kg parcel. */
export async function addRecipientByHand(page: Page, name: string) {
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
