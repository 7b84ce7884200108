import type { Download, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { paidByCardThroughApi } from './support/orders.ts';
import { screenshot } from './support/screenshots.ts';
import { expect, expectAccessible, test } from './support/test.ts';

/** Clicks the link and answers the PDF it downloads, checked to be one and named after the shipment. */
async function downloadedPdf(page: Page, link: Locator, trackingNumber: string): Promise<Buffer> {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    link.click(),
  ]);
  expect(download.suggestedFilename()).toBe(`maplepost-commercial-invoice-${trackingNumber}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdf;
}

/** Screenshots at a desktop's 1280 px and a phone's 390 px, for people to look at. */
async function screenshotsAtBothWidths(page: Page, name: string, shown: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(shown).toBeVisible();
    await screenshot(page, `${name}-${width}`);
  }
}

test('the success page offers the commercial invoice of a cross-border parcel beside its label', async ({
  page,
}) => {
  const { shippingBatchId, trackingNumber } = await paidByCardThroughApi(page.request, {
    toNewYork: true,
  });
  await page.goto(`/shipping/success/${shippingBatchId}`);
  const link = page.getByRole('link', { name: `Commercial invoice for ${trackingNumber}` });
  await expect(link).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Print Label for ${trackingNumber}` }),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshotsAtBothWidths(page, 'success-commercial-invoice', link);

  await downloadedPdf(page, link, trackingNumber);
  // Reached from the keyboard as well: a link, so Enter follows it.
  await link.focus();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toContain(trackingNumber);
});

test('the order history offers the commercial invoice only for the order that has one', async ({
  page,
}) => {
  await registerThroughApi(page, {
    name: 'Harbour Books',
    email: uniqueEmail('invoice'),
    password: 'Maple-Syrup-Export-26!',
  });
  const crossBorder = await paidByCardThroughApi(page.request, { toNewYork: true });
  const domestic = await paidByCardThroughApi(page.request);
  await page.goto('/order-history');
  const link = page.getByRole('link', {
    name: `Commercial invoice for ${crossBorder.trackingNumber}`,
  });
  await expect(link).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Print Label for ${domestic.trackingNumber}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Commercial invoice for / })).toHaveCount(1);
  await expectAccessible(page);
  await screenshotsAtBothWidths(page, 'order-history-commercial-invoice', link);

  await downloadedPdf(page, link, crossBorder.trackingNumber);
});
