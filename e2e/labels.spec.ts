import type { Download, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { paidBatchByCardThroughApi } from './support/orders.ts';
import { screenshot } from './support/screenshots.ts';
import { expect, expectAccessible, test } from './support/test.ts';

/** Screenshots at a desktop's 1280 px and a phone's 390 px, for people to look at. */
async function screenshotsAtBothWidths(page: Page, name: string, shown: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(shown).toBeVisible();
    await screenshot(page, `${name}-${width}`);
  }
}

/** Clicks and answers the file it downloads, checked to be named `fileName`, as text. */
async function downloadedText(page: Page, button: Locator, fileName: string): Promise<string> {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    button.click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  return readFile(await download.path(), 'utf8');
}

test('the success page prints every label of the batch in one PDF @phone', async ({ page }) => {
  const { shippingBatchId } = await paidBatchByCardThroughApi(page.request, 2);
  await page.goto(`/shipping/success/${shippingBatchId}`);
  const printAll = page.getByRole('button', { name: 'Print all labels' });
  await expect(printAll).toBeVisible();
  await expectAccessible(page);
  await screenshotsAtBothWidths(page, 'success-print-all-labels', printAll);

  const tab = page.waitForEvent('popup');
  await printAll.click();
  const labels = await tab;
  await expect(labels).toHaveURL(new RegExp(`/web/label/batch/${shippingBatchId}/pdf$`));
  await labels.close();
});

test('with the ZPL preference, Print Label and Print all labels download ZPL for a thermal printer', async ({
  page,
}) => {
  await registerThroughApi(page, {
    name: 'Harbour Books',
    email: uniqueEmail('zpl'),
    password: 'Thermal-Printer-203dpi!',
  });
  await page.goto('/personal-info');
  const section = page.getByRole('region', { name: 'Label format' });
  await expect(section.getByRole('radio', { name: /^PDF/ })).toBeChecked();
  await section.getByRole('radio', { name: /^ZPL/ }).check();
  await expect(page.getByText('Print Label now gives ZPL (thermal printer).')).toBeVisible();
  await expectAccessible(page);
  await screenshotsAtBothWidths(page, 'personal-info-label-format', section);

  const { shippingBatchId, trackingNumbers } = await paidBatchByCardThroughApi(page.request, 2);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/order-history?batchId=${shippingBatchId}`);
  const downloadAll = page.getByRole('button', { name: 'Download all labels (ZPL)' });
  await expect(downloadAll).toBeVisible();
  await expectAccessible(page);
  await screenshotsAtBothWidths(page, 'order-history-download-all-labels', downloadAll);

  await page.setViewportSize({ width: 1280, height: 900 });
  const all = await downloadedText(page, downloadAll, `maplepost-labels-${shippingBatchId}.zpl`);
  expect(all.match(/\^XA/g)).toHaveLength(2);
  const barcodes = [...all.matchAll(/\^BC[^^]*\^FH\\\^FD(\w+)\^FS/g)].map((match) => match[1]);
  expect(barcodes).toEqual(trackingNumbers);

  const one = await downloadedText(
    page,
    page.getByRole('button', { name: `Print Label for ${trackingNumbers[1]}` }),
    `maplepost-label-${trackingNumbers[1]}.zpl`,
  );
  expect(one).toContain(`^FD${trackingNumbers[1]}^FS`);
});
