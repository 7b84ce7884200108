import {
  SAMPLE_CUSTOMS_SUMMARY,
  TO_NEW_YORK_WITH_CUSTOMS,
} from '../domain/test-support/sample-customs.ts';
import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { checkoutThroughApi, createOrderThroughApi } from './support/orders.ts';
import { screenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

const TO_NEW_YORK = { toNewYork: true };

test('the sender sees what was declared on checkout, in the history and tracking; a visitor does not @phone', async ({
  page,
  browser,
}, testInfo) => {
  // The widths the screenshots are looked at: a laptop, and a small phone.
  await page.setViewportSize(
    testInfo.project.name === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  );
  await registerThroughApi(page, {
    name: 'Harbour Books',
    email: uniqueEmail('customs'),
    password: 'Paperback-Cove-51!',
  });
  const trackingNumber = await createOrderThroughApi(page.request, TO_NEW_YORK);
  const batchId = await checkoutThroughApi(page.request, [trackingNumber], TO_NEW_YORK);

  await page.goto(`/checkout/${batchId}`);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText(SAMPLE_CUSTOMS_SUMMARY)).toBeVisible();
  await expect(summary).toContainText('New York, NY');
  await screenshot(page, 'customs-checkout');

  await page.goto(`/order-history?id=${trackingNumber}`);
  await expect(page.getByText(SAMPLE_CUSTOMS_SUMMARY)).toBeVisible();
  const declared = page.getByRole('list', { name: 'Declared items' });
  await expect(declared.getByRole('listitem')).toHaveText([
    `2 × ${TO_NEW_YORK_WITH_CUSTOMS.customs.items[0].description} · HS 1702.20 · origin CA · CAD 18.50 each`,
    `1 × ${TO_NEW_YORK_WITH_CUSTOMS.customs.items[1].description} · HS 6109.10 · origin CA · CAD 24.00 each`,
  ]);
  await screenshot(page, 'customs-order-history');

  await page.goto(`/tracking/${trackingNumber}`);
  await expect(page.getByText(SAMPLE_CUSTOMS_SUMMARY)).toBeVisible();
  await screenshot(page, 'customs-tracking-sender');

  // Anyone else with the number sees the parcel's progress, never what it holds or is worth.
  const visitor = await browser.newPage();
  try {
    await visitor.goto(`/tracking/${trackingNumber}`);
    await expect(visitor.getByRole('progressbar', { name: /Delivery progress/ })).toBeVisible();
    await expect(visitor.getByText(/Customs:/)).toHaveCount(0);
    await expect(visitor.getByRole('list', { name: 'Declared items' })).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
