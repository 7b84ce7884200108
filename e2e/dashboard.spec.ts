import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { createOrderThroughApi } from './support/orders.ts';
import { expect, test } from './support/test.ts';

test('a fresh user is welcomed by name with the empty dashboard @phone', async ({ page }) => {
  await registerThroughApi(page, {
    name: 'Harbour Books',
    email: uniqueEmail('dashboard'),
    password: 'Sourdough-Loaf-88!',
  });
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { name: 'Welcome, Harbour Books', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText("You don't have any shipments yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your first shipment' })).toHaveAttribute(
    'href',
    '/shipping',
  );
});

test('counts the user’s orders and links each recent one to tracking and its details @phone', async ({
  page,
}) => {
  await registerThroughApi(page, {
    name: 'Harbour Books',
    email: uniqueEmail('dashboard'),
    password: 'Sourdough-Loaf-88!',
  });
  const numbers: string[] = [];
  for (const name of ['Mei Wong', 'Jean Tremblay', 'Ada Lovelace']) {
    numbers.push(await createOrderThroughApi(page.request, { recipientName: name }));
  }
  await page.goto('/dashboard');
  // New orders are ORDER_CREATED: in Total only (spec section 4).
  await expect(page.getByRole('group', { name: 'Total Shipments' })).toContainText('3');
  await expect(page.getByRole('group', { name: 'Pending' })).toContainText('0');
  await expect(page.getByRole('group', { name: 'In Transit' })).toContainText('0');
  await expect(page.getByRole('group', { name: 'Delivered' })).toContainText('0');
  await expect(page.getByRole('img', { name: /3 shipments in total/ })).toBeVisible();

  const newest = numbers.at(-1)!;
  await expect(page.getByRole('link', { name: `Track ${newest}` })).toHaveAttribute(
    'href',
    `/tracking/${newest}`,
  );
  await page.getByRole('link', { name: `Details of ${newest}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order-history\\?id=${newest}$`));
  await expect(page.getByRole('button', { name: `Hide tracking for ${newest}` })).toBeVisible();
});
