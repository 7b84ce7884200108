import type { APIRequestContext, Page, Response } from '@playwright/test';
import {
  DEMO_PASSWORD,
  logInThroughApi,
  registerThroughApi,
  uniqueEmail,
} from './support/accounts.ts';
import { openHydrated, waitUntilHydrated } from './support/hydrated.ts';
import { paidShipmentsThroughApi, sameOriginHeaders } from './support/orders.ts';
import { expect, test } from './support/test.ts';

const STAFF_EMAIL = 'staff@maplepost.test';
const TRACKING_NUMBER = /^[A-Z]{2}\d{9}CA$/;

/** The business account (billed monthly) ships two parcels and pays on invoice, through the API. */
async function twoPaidParcels(request: APIRequestContext): Promise<string[]> {
  await logInThroughApi(request, 'business@maplepost.test', DEMO_PASSWORD);
  const numbers = await paidShipmentsThroughApi(request, 2);
  for (const number of numbers) expect(number).toMatch(TRACKING_NUMBER);
  return numbers;
}

/** One scan round at /ops: the scanner types each number and Enter, then one event for all. */
async function recordScan(page: Page, numbers: string[], event: string, location: string) {
  const scanField = page.getByLabel('Tracking number', { exact: true });
  for (const number of numbers) await scanField.pressSequentially(`${number}\n`);
  await expect(scanField).toBeFocused();
  await expect(page.getByText(`${numbers.length} parcels scanned`)).toBeVisible();
  await page.getByLabel('Event').selectOption({ label: event });
  await page.getByLabel('Location').fill(location);
  await page.getByRole('button', { name: `Record for ${numbers.length} parcels` }).click();
  await expect(
    page.getByText(`Recorded for ${numbers.length} parcels of ${numbers.length}.`),
  ).toBeVisible();
  const results = page.getByRole('table', { name: 'Scan results' });
  for (const number of numbers) {
    await expect(results.getByRole('row', { name: new RegExp(number) })).toContainText(event);
  }
}

/** A parcel's whole trip at /ops, one round per event: Vancouver to Toronto, then delivered. */
async function scanFromPickupToDelivery(page: Page, numbers: string[]) {
  await recordScan(page, numbers, 'Picked Up', 'Vancouver, BC');
  await recordScan(page, numbers, 'At Warehouse', 'Richmond, BC');
  await recordScan(page, numbers, 'In Transit', 'Calgary, AB');
  await recordScan(page, numbers, 'Out For Delivery', 'Toronto, ON');
  await recordScan(page, numbers, 'Delivered', 'Toronto, ON');
}

test('staff scan two parcels from pickup to delivered and look them up @phone', async ({
  page,
  request,
}) => {
  const numbers = await twoPaidParcels(request);
  await logInThroughApi(page, STAFF_EMAIL, DEMO_PASSWORD);
  await page.goto('/ops');
  await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
  await expect(page.getByLabel('Tracking number', { exact: true })).toBeFocused();

  // A label read twice is listed once; a wrong number can be taken off the list.
  const scanField = page.getByLabel('Tracking number', { exact: true });
  await scanField.pressSequentially(`${numbers[0]}\n${numbers[0]}\nMP000000000CA\n`);
  await expect(page.getByText('2 parcels scanned')).toBeVisible();
  await page.getByRole('button', { name: 'Remove MP000000000CA' }).click();
  await expect(page.getByText('1 parcel scanned')).toBeVisible();
  await page.getByRole('button', { name: `Remove ${numbers[0]}` }).click();
  await expect(page.getByText('No parcels scanned yet.')).toBeVisible();

  await scanFromPickupToDelivery(page, numbers);

  for (const number of numbers) {
    const lookupField = page.getByLabel('Tracking number to look up');
    await lookupField.fill(number);
    await lookupField.press('Enter');
    const shipment = page.getByRole('region', { name: `Shipment ${number}` });
    await expect(shipment).toContainText('Delivered');
    await expect(shipment).toContainText('business@maplepost.test');
    await expect(shipment).toContainText('Monthly invoice');
    const events = shipment.getByRole('table', { name: 'Events' }).getByRole('row');
    // The header, five scans and the label.
    await expect(events).toHaveCount(7);
    await expect(events.nth(1)).toContainText('Delivered');
    await expect(events.nth(1)).toContainText('Toronto, ON');
    await expect(events.nth(1)).toContainText('Staff');
    await expect(events.nth(6)).toContainText('Label created');
    await expect(events.nth(6)).toContainText('Portal');
  }
  await page.screenshot({ path: test.info().outputPath('ops-console.png'), fullPage: true });
  for (const panel of ['Scan parcels', 'Look up a shipment']) {
    await page
      .getByRole('region', { name: panel })
      .screenshot({ path: test.info().outputPath(`ops-${panel.replaceAll(' ', '-')}.png`) });
  }
});

test('a staff scan session delivers two parcels, and their shipper sees it on tracking, history and the dashboard @phone', async ({
  page,
  request,
}) => {
  // A fresh shipper, so that the dashboard counts these two parcels and nothing else; billed
  // monthly, so that it can pay by invoice through the API.
  const shipper = {
    name: 'Tidewater Tea Co.',
    email: uniqueEmail('delivered'),
    password: 'Kelp-Forest-31!',
  };
  await registerThroughApi(request, shipper);
  await logInThroughApi(page, STAFF_EMAIL, DEMO_PASSWORD);
  const switched = await page.request.put('/web/ops/accounts/billing', {
    data: { email: shipper.email, billingType: 'MONTHLY_BILLING' },
    headers: sameOriginHeaders(),
  });
  expect(switched.ok(), await switched.text()).toBe(true);
  const numbers = await paidShipmentsThroughApi(request, 2);

  await page.goto('/ops');
  await scanFromPickupToDelivery(page, numbers);

  // Staff sign out (a browser context holds one session) and the shipper signs in.
  await page.context().clearCookies();
  await logInThroughApi(page, shipper.email, shipper.password);

  for (const number of numbers) {
    await page.goto(`/tracking/${number}`);
    await expect(
      page.getByRole('progressbar', { name: 'Delivery progress: Delivered, 100%' }),
    ).toBeVisible();
    const timeline = page.getByLabel('Tracking events');
    await expect(timeline.getByText('Delivered', { exact: true })).toBeVisible();
    // Newest first: the staff's five scans, then the label made in Vancouver.
    await expect(timeline.getByText(/, (ON|AB|BC)$/)).toHaveText([
      'Toronto, ON',
      'Toronto, ON',
      'Calgary, AB',
      'Richmond, BC',
      'Vancouver, BC',
      'Vancouver, BC',
    ]);
  }

  await page.goto('/order-history');
  for (const number of numbers) {
    // The number's table row on a desktop, the head of its card on a phone: both show the status.
    const order = page.getByRole('main').getByText(number, { exact: true }).locator('..');
    await expect(order).toContainText('Delivered');
  }

  await page.goto('/dashboard');
  const counter = (name: string) => page.getByRole('group', { name, exact: true });
  await expect(counter('Total Shipments').getByText('2', { exact: true })).toBeVisible();
  await expect(counter('Pending').getByText('0', { exact: true })).toBeVisible();
  await expect(counter('In Transit').getByText('0', { exact: true })).toBeVisible();
  await expect(counter('Delivered').getByText('2', { exact: true })).toBeVisible();
});

test('staff switch an account to monthly billing and back @phone', async ({ page, request }) => {
  const email = uniqueEmail('billing');
  const registered = await request.post('/web/auth/register', {
    data: { name: 'Billing Test', email, password: 'Granite-Harbour-42!' },
    headers: sameOriginHeaders(),
  });
  expect(registered.status()).toBe(201);
  const billingOf = async () =>
    (await (await request.post('/web/user/get', { headers: sameOriginHeaders() })).json())
      .billingType;
  expect(await billingOf()).toBe('PER_ORDER');

  await logInThroughApi(page, STAFF_EMAIL, DEMO_PASSWORD);
  await page.goto('/ops');
  const billing = page.getByRole('region', { name: 'Account billing' });
  await billing.getByLabel('Account email').fill(email);
  await billing.getByLabel('Monthly invoice').check();
  await billing.getByRole('button', { name: 'Save billing' }).click();
  await expect(billing.getByRole('status')).toHaveText(
    `${email} is now billed by monthly invoice.`,
  );
  expect(await billingOf()).toBe('MONTHLY_BILLING');

  await billing.getByLabel('Per order (card at checkout)').check();
  await billing.getByRole('button', { name: 'Save billing' }).click();
  await expect(billing.getByRole('status')).toHaveText(
    `${email} now pays per order, by card at checkout.`,
  );
  expect(await billingOf()).toBe('PER_ORDER');

  await billing.getByLabel('Account email').fill('nobody-here@example.test');
  await billing.getByRole('button', { name: 'Save billing' }).click();
  await expect(billing.getByRole('alert')).toHaveText('No account uses this email.');
});

test('/ops is Page Not Found for a guest and a customer, as a path of no page: 404 status, title and layout @phone', async ({
  page,
}) => {
  const notFound = async (response: Response | null) => {
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · Maplepost');
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);
  };
  // Taken over by React without a mismatch: one throws in the page, which fails the test.
  await notFound(await page.goto('/ops'));
  await waitUntilHydrated(page);
  await expect(page).toHaveTitle('Page Not Found · Maplepost');

  // The staff API refuses a customer too: server/ops/routes.test.ts proves it.
  await logInThroughApi(page, 'demo@maplepost.test', DEMO_PASSWORD);
  await notFound(await page.goto('/ops'));
  await expect(page.getByRole('link', { name: 'Operations' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('ops-customer.png'), fullPage: true });
});

test('a customer led to /ops inside the app finds Page Not Found, as at a path of no page', async ({
  page,
}) => {
  await logInThroughApi(page, 'demo@maplepost.test', DEMO_PASSWORD);
  await openHydrated(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  // As a link inside the app would: the router moves, no page is loaded.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/ops');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Maplepost');
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);
  expect(documents).toEqual([]);
});

test('staff see Operations in the side menu', async ({ page }) => {
  await logInThroughApi(page, STAFF_EMAIL, DEMO_PASSWORD);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Side menu' })
    .getByRole('link', { name: 'Operations' })
    .click();
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
});
