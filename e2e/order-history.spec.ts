import type { Page } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { createOrderThroughApi, paidByCardThroughApi } from './support/orders.ts';
import { screenshot } from './support/screenshots.ts';
import { expect, expectAccessible, test } from './support/test.ts';

async function freshShipper(page: Page) {
  await registerThroughApi(page, {
    name: 'Aurora Bakery',
    email: uniqueEmail('history'),
    password: 'Sourdough-Loaf-88!',
  });
}

/** The order rows as shown: table rows on a desktop, cards on a phone; both carry the number. */
const orderShown = (page: Page, trackingNumber: string) =>
  page.getByRole('main').getByText(trackingNumber, { exact: true });

test('a new user sees the designed empty history @phone', async ({ page }) => {
  await freshShipper(page);
  await page.goto('/order-history');
  await expect(page.getByRole('heading', { name: 'Order History', level: 1 })).toBeVisible();
  await expect(page.getByText('No orders found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a shipment' })).toHaveAttribute(
    'href',
    '/shipping',
  );
});

test('filters live in the address, survive a reload and clear @phone', async ({ page }) => {
  await freshShipper(page);
  const mei = await createOrderThroughApi(page.request, { recipientName: 'Mei Wong' });
  const jean = await createOrderThroughApi(page.request, { recipientName: 'Jean Tremblay' });
  await page.goto('/order-history');
  await expect(orderShown(page, mei)).toBeVisible();
  await expect(orderShown(page, jean)).toBeVisible();

  await page.getByRole('textbox', { name: 'Recipient name' }).fill('WONG');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/order-history\?recipientName=WONG$/);
  await expect(orderShown(page, jean)).toBeHidden();
  await expect(orderShown(page, mei)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Recipient name' })).toHaveValue('WONG');
  await expect(orderShown(page, mei)).toBeVisible();
  await expect(orderShown(page, jean)).toBeHidden();

  await page.getByRole('combobox', { name: 'Status' }).selectOption('DELIVERED');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No orders found.')).toBeVisible();
  await expect(page.getByText('No order matches these filters.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(orderShown(page, jean)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/web/order/export.csv',
  );
});

test('?id= opens that order with its tracking detail, even when it is not on page 1 @phone', async ({
  page,
}) => {
  await freshShipper(page);
  const first = await createOrderThroughApi(page.request, { recipientName: 'Oldest Order' });
  const names = ['Ann', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun'];
  for (const name of names) {
    await createOrderThroughApi(page.request, { recipientName: `${name} Newer` });
  }
  await page.goto(`/order-history?id=${first}`);
  await expect(orderShown(page, first)).toBeVisible();
  await expect(page.getByRole('button', { name: `Hide tracking for ${first}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(
    page.getByRole('progressbar', { name: /^Delivery progress: Order Created, 25%$/ }),
  ).toBeVisible();
  await expect(page.getByText('No detailed tracking events available yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Show all orders' }).click();
  await expect(page).toHaveURL(/\/order-history$/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toBeVisible();
  await expect(orderShown(page, first)).toBeHidden();
});

test('cancels a paid shipment before pickup, refunds the card and voids the label @phone', async ({
  page,
}) => {
  await freshShipper(page);
  const { trackingNumber } = await paidByCardThroughApi(page.request);
  await page.goto(`/order-history?id=${trackingNumber}`);
  await page.getByRole('button', { name: `Cancel shipment ${trackingNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel shipment ${trackingNumber}?` });
  await expect(dialog).toContainText('its label stops working');
  await expectAccessible(page);
  await screenshot(page, 'cancel-shipment-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel shipment' }).click();

  const cancelled = page.getByText(`Shipment ${trackingNumber} cancelled`);
  await expect(cancelled).toBeFocused();
  await expect(page.getByText(/^\$\d+\.\d\d is on its way back to your card\.$/)).toBeVisible();
  await expect(
    page.getByRole('main').getByText('Cancelled', { exact: true }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Print Label for ${trackingNumber}` }),
  ).toBeHidden();
  await expectAccessible(page);
  await screenshot(page, 'cancel-shipment-done', { fullPage: false });
  await expect(cancelled).toBeVisible();

  // Anyone tracking the parcel reads that it was cancelled, and its label is gone.
  await page.goto(`/tracking/${trackingNumber}`);
  await expect(page.getByText('Shipment cancelled by the sender')).toBeVisible();
  await expect(page.getByText(/label can no longer be used/)).toBeVisible();
  const label = await page.request.get(`/web/label/${trackingNumber}`);
  expect(label.status()).toBe(404);
});
