import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, logInThroughApi, uniqueEmail } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

const STAFF_EMAIL = 'staff@maplepost.test';
const TRACKING_NUMBER = /^[A-Z]{2}\d{9}CA$/;

/** What every same-origin write carries, as a browser would send it. */
const originHeader = () => ({ origin: String(test.info().project.use.baseURL) });

/** A Vancouver to Toronto parcel, as the shipping page sends it. */
const ORDER = {
  senderName: 'Maple Leaf Bakery',
  senderPhoneNumber: '604-555-0142',
  senderEmail: 'business@maplepost.test',
  senderCompany: '',
  senderStreetAddress: '1055 W Georgia St',
  senderUnitNumber: '',
  senderCity: 'Vancouver',
  senderProvince: 'BC',
  senderPostalCode: 'V6E 3P3',
  senderCountryCode: 'CA',
  recipientName: 'Grace Hopper',
  recipientPhoneNumber: '416-555-0199',
  recipientEmail: '',
  recipientCompany: '',
  recipientStreetAddress: '290 Bremner Blvd',
  recipientUnitNumber: '',
  recipientCity: 'Toronto',
  recipientProvince: 'ON',
  recipientPostalCode: 'M5V 3L9',
  recipientCountryCode: 'CA',
  weight: 2,
  weightUnit: 'KGS',
  length: 30,
  width: 20,
  height: 10,
  dimensionUnit: 'CM',
  packageInstruction: '',
  serviceCode: 'CA_GROUND',
};

/** The business account ships two parcels and pays on invoice, all through the API. */
async function twoPaidParcels(request: APIRequestContext): Promise<string[]> {
  const headers = originHeader();
  const login = await request.post('/web/auth/login', {
    data: { email: 'business@maplepost.test', password: DEMO_PASSWORD },
    headers,
  });
  expect(login.ok()).toBe(true);
  const numbers: string[] = [];
  for (let parcel = 0; parcel < 2; parcel += 1) {
    const created = await request.post('/web/order/create', { data: ORDER, headers });
    expect(created.status(), await created.text()).toBe(201);
    numbers.push((await created.json()).data.trackingNumber);
  }
  const validated = await request.post('/web/ship/validate', {
    data: {
      batchId: null,
      shippingRequests: numbers.map((trackingNumber) => ({
        trackingNumber,
        serviceCode: 'CA_GROUND',
      })),
    },
    headers,
  });
  expect(validated.ok(), await validated.text()).toBe(true);
  const { shippingBatchId } = await validated.json();
  const paid = await request.post(`/web/ship/payment/${shippingBatchId}`, {
    form: { paymentNonce: '', saveCard: 'false', mode: 'sandbox' },
    headers,
  });
  expect(paid.ok(), await paid.text()).toBe(true);
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

  await recordScan(page, numbers, 'Picked Up', 'Vancouver, BC');
  await recordScan(page, numbers, 'At Warehouse', 'Richmond, BC');
  await recordScan(page, numbers, 'In Transit', 'Calgary, AB');
  await recordScan(page, numbers, 'Out For Delivery', 'Toronto, ON');
  await recordScan(page, numbers, 'Delivered', 'Toronto, ON');

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

test('staff switch an account to monthly billing and back @phone', async ({ page, request }) => {
  const email = uniqueEmail('billing');
  const registered = await request.post('/web/auth/register', {
    data: { name: 'Billing Test', email, password: 'Granite-Harbour-42!' },
    headers: originHeader(),
  });
  expect(registered.status()).toBe(201);
  const billingOf = async () =>
    (await (await request.post('/web/user/get', { headers: originHeader() })).json()).billingType;
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

test('a customer opening /ops finds Page Not Found, and the staff API refuses them @phone', async ({
  page,
}) => {
  await logInThroughApi(page, 'demo@maplepost.test', DEMO_PASSWORD);
  await page.goto('/ops');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Operations' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Operations' })).toHaveCount(0);

  const lookup = await page.request.get('/web/ops/shipments/MP000000000CA');
  expect(lookup.status()).toBe(404);
  expect(await lookup.json()).toEqual({
    message: 'No such endpoint: GET /web/ops/shipments/MP000000000CA',
  });
  await page.screenshot({ path: test.info().outputPath('ops-customer.png'), fullPage: true });
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
