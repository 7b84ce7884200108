import type { Page } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { addRecipientByHand, fillSenderAndBatch } from './support/bulk-wizard.ts';
import {
  checkoutThroughApi,
  createOrderThroughApi,
  paidByCardThroughApi,
} from './support/orders.ts';
import { screenshot } from './support/screenshots.ts';
import { expect, expectAccessible, test } from './support/test.ts';

// The widths the issue is checked at: a 1280 px laptop and a 390 px phone.
test.beforeEach(async ({ page }, testInfo) => {
  await page.setViewportSize(
    testInfo.project.name === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  );
});

async function freshShipper(page: Page) {
  await registerThroughApi(page, {
    name: 'Aurora Bakery',
    email: uniqueEmail('unpaid'),
    password: 'Sourdough-Loaf-88!',
  });
}

/** An order as shown: a table row on a desktop, a card on a phone; both carry the number. */
const orderShown = (page: Page, trackingNumber: string) =>
  page.getByRole('main').getByText(trackingNumber, { exact: true });

test('an unpaid order offers Pay and Discard, not Print Label, and once discarded leaves the history and the dashboard @phone', async ({
  page,
}) => {
  await freshShipper(page);
  const unpaid = await createOrderThroughApi(page.request, { recipientName: 'Unpaid Parcel' });
  const checkoutId = await checkoutThroughApi(page.request, [unpaid]);
  const paid = await paidByCardThroughApi(page.request, { recipientName: 'Paid Parcel' });

  await page.goto('/order-history');
  await expect(page.getByRole('link', { name: `Pay for ${unpaid}` })).toHaveAttribute(
    'href',
    `/checkout/${checkoutId}`,
  );
  await expect(page.getByRole('button', { name: `Discard ${unpaid}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Print Label for ${unpaid}` })).toBeHidden();
  await expect(
    page.getByRole('button', { name: `Print Label for ${paid.trackingNumber}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: `Pay for ${paid.trackingNumber}` })).toBeHidden();
  await expectAccessible(page);
  await screenshot(page, 'unpaid-order-actions');

  await page.getByRole('button', { name: `Discard ${unpaid}` }).click();
  const dialog = page.getByRole('dialog', { name: `Discard order ${unpaid}?` });
  await expect(dialog).toContainText('Unpaid Parcel');
  await expectAccessible(page);
  await screenshot(page, 'discard-order-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Discard order' }).click();
  await expect(orderShown(page, unpaid)).toBeHidden();
  await expect(orderShown(page, paid.trackingNumber)).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('group', { name: 'Total Shipments' })).toContainText('1');
  await expect(page.getByRole('link', { name: `Track ${paid.trackingNumber}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Track ${unpaid}` })).toBeHidden();
  // Its checkout no longer counts it.
  await page.goto(`/checkout/${checkoutId}`);
  await expect(page.getByText('Unpaid Parcel')).toBeHidden();
});

test('Pay on the dashboard takes an unpaid order back to its checkout @phone', async ({ page }) => {
  await freshShipper(page);
  const unpaid = await createOrderThroughApi(page.request, { recipientName: 'Pay Me Later' });
  const checkoutId = await checkoutThroughApi(page.request, [unpaid]);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: `Discard ${unpaid}` })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'dashboard-unpaid-order');
  await page.getByRole('link', { name: `Pay for ${unpaid}` }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${checkoutId}$`));
  await expect(page.getByText('Pay Me Later')).toBeVisible();
});

test('the success page links to the batch’s orders in Order History, filtered in its address @phone', async ({
  page,
}) => {
  await freshShipper(page);
  const { shippingBatchId, trackingNumber } = await paidByCardThroughApi(page.request);
  const other = await paidByCardThroughApi(page.request);
  await page.goto(`/shipping/success/${shippingBatchId}`);
  await page.getByRole('link', { name: 'See these orders in Order History' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-history\\?batchId=${shippingBatchId}$`));
  await expect(page.getByRole('textbox', { name: 'Batch ID' })).toHaveValue(shippingBatchId);
  await expect(orderShown(page, trackingNumber)).toBeVisible();
  await expect(orderShown(page, other.trackingNumber)).toBeHidden();
});

test('a bulk batch is found again by the id the user named, and review discards its unpaid orders @phone', async ({
  page,
}) => {
  test.slow();
  await freshShipper(page);
  await page.goto('/bulk-shipment');
  await fillSenderAndBatch(page, 'SHOP-NOV.24');
  await addRecipientByHand(page, 'Ada Lovelace');
  await page.getByRole('button', { name: 'Process Orders' }).click();
  await expect(page.getByLabel('Summary')).toContainText('Successful1');
  // The desktop table shows the number alone, a phone's card after 'Tracking Number:'.
  const shownNumber = await page
    .getByLabel('Orders', { exact: true })
    .getByText(/MP\d{9}CA/)
    .filter({ visible: true })
    .first()
    .textContent();
  const trackingNumber = shownNumber!.match(/MP\d{9}CA/)![0];

  // Found again in Order History by the batch id typed in step 2.
  const history = await page.context().newPage();
  await history.goto('/order-history');
  await history.getByRole('textbox', { name: 'Batch ID' }).fill('SHOP-NOV.24');
  await history.getByRole('button', { name: 'Apply filters' }).click();
  await expect(history).toHaveURL(/\/order-history\?batchId=SHOP-NOV\.24$/);
  await expect(orderShown(history, trackingNumber)).toBeVisible();
  await expectAccessible(history);
  await screenshot(history, 'history-bulk-batch-filter');
  await history.close();

  // Review offers to discard the batch's unpaid orders instead of finalizing.
  await page.getByRole('button', { name: 'Discard unpaid orders' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Discard the unpaid orders of batch SHOP-NOV.24?',
  });
  await expectAccessible(page);
  await screenshot(page, 'review-discard-unpaid-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Discard unpaid orders' }).click();
  await expect(page.getByText('1 unpaid order of batch SHOP-NOV.24 discarded.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sender Information' })).toBeVisible();

  await page.goto('/order-history?batchId=SHOP-NOV.24');
  await expect(page.getByText('No orders found.')).toBeVisible();
});
