import type { Page } from '@playwright/test';
import { formatTrackingNumber } from '../domain/tracking/tracking-number.ts';
import {
  DEMO_PASSWORD,
  logInThroughApi,
  logInThroughUi,
  registerThroughApi,
  uniqueEmail,
} from './support/accounts.ts';
import { paidShipmentsThroughApi } from './support/orders.ts';
import { expect, test } from './support/test.ts';

const PASSWORD = 'Granite-Harbour-42!';
const NEW_PASSWORD = 'Driftwood-Lantern-77?';

async function newAccount(page: Page, name = 'Harbour Books') {
  const account = { name, email: uniqueEmail('account'), password: PASSWORD };
  await registerThroughApi(page, account);
  return account;
}

/** Takes the page as it looks now, per project (desktop at 1280 wide), for people to look at. */
async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (test.info().project.name === 'desktop')
    await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    fullPage,
  });
}

test('changes the display name and phone @phone', async ({ page }) => {
  await newAccount(page);
  await page.goto('/personal-info');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByLabel('Name or company name')).toHaveValue('Harbour Books');
  // An account paying per order has no invoices.
  await expect(page.getByRole('region', { name: 'Invoices' })).toHaveCount(0);
  await screenshot(page, 'personal-info');

  await profile.getByLabel('Phone').fill('555 0123');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(profile.getByText('Please enter a valid phone number (10 digits).')).toBeVisible();

  await profile.getByLabel('Name or company name').fill('Harbour Books Ltd.');
  await profile.getByLabel('Phone').fill('604 555 0123');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(profile.getByLabel('Phone')).toHaveValue('(604) 555-0123');

  await page.reload();
  await expect(profile.getByLabel('Name or company name')).toHaveValue('Harbour Books Ltd.');
  await expect(profile.getByLabel('Phone')).toHaveValue('(604) 555-0123');
});

test('sees the active sessions, changes the password and ends the other session @phone', async ({
  page,
  browser,
}) => {
  const account = await newAccount(page);
  // A second browser signed in to the same account.
  const elsewhere = await browser.newContext({
    baseURL: String(test.info().project.use.baseURL),
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  const elsewherePage = await elsewhere.newPage();
  await logInThroughApi(elsewherePage, account.email, PASSWORD);

  await page.goto('/personal-info');
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem', { name: 'Firefox on macOS' })).toBeVisible();
  await expect(sessions.getByText('This browser')).toHaveCount(1);

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current Password').fill('Not-My-Password-1!');
  await password.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByRole('alert')).toHaveText('Your current password is incorrect.');

  await password.getByLabel('Current Password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByText(
      'Your password has been changed. Every other session of your account has been signed out.',
    ),
  ).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByText('This browser')).toBeVisible();
  await screenshot(page, 'personal-info-sessions');

  // The other browser was signed out; this one stays.
  const probe = await elsewherePage.request.get('/web/auth/session');
  expect((await probe.json()).user).toBeNull();
  await elsewhere.close();
  await page.reload();
  await expect(password.getByLabel('Current Password')).toBeVisible();
});

test('ends another session from the list', async ({ page, browser }) => {
  const account = await newAccount(page);
  const elsewhere = await browser.newContext({
    baseURL: String(test.info().project.use.baseURL),
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });
  const elsewherePage = await elsewhere.newPage();
  await logInThroughApi(elsewherePage, account.email, PASSWORD);

  await page.goto('/personal-info');
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  const phone = sessions.getByRole('listitem', { name: 'Safari on iOS' });
  await phone.getByRole('button', { name: /End session/ }).click();
  await expect(page.getByText('The session has been ended.')).toBeVisible();
  await expect(phone).toHaveCount(0);
  expect((await (await elsewherePage.request.get('/web/auth/session')).json()).user).toBeNull();
  await elsewhere.close();
});

test('the business account sees its monthly invoice and downloads it as a PDF @phone', async ({
  page,
}) => {
  await logInThroughApi(page, 'business@maplepost.test', DEMO_PASSWORD);
  const [trackingNumber] = (await paidShipmentsThroughApi(page.request)) as [string];

  await page.goto('/personal-info');
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const thisMonth = new Intl.DateTimeFormat('en-CA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Vancouver',
  }).format(new Date());
  const invoice = invoices.getByRole('listitem', { name: `Invoice for ${thisMonth}` });
  await expect(invoice).toContainText(/MP-\d{6}-[0-9A-F]{8} · \d+ shipments?/);
  await expect(invoice).toContainText(/\$\d[\d,]*\.\d{2}/);
  await screenshot(page, 'personal-info-invoices');

  await invoice.getByRole('button', { name: `View invoice for ${thisMonth}` }).click();
  const dialog = page.getByRole('dialog', { name: `Invoice for ${thisMonth}` });
  // A table on desktop, a card per shipment on a phone: whichever shows, the shipment is there.
  const shipment = dialog
    .getByText(formatTrackingNumber(trackingNumber), { exact: true })
    .filter({ visible: true });
  await expect(shipment).toBeVisible();
  await expect(
    dialog
      .getByText(/Canada Ground/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await screenshot(page, 'personal-info-invoice', { fullPage: false });

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^maplepost-invoice-MP-\d{6}-[0-9A-F]{8}\.pdf$/);
  const pdf = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(pdf).subarray(0, 5).toString()).toBe('%PDF-');
});

test('deletes a fresh account, which can then no longer sign in @phone', async ({ page }) => {
  const account = await newAccount(page, 'Short Lived Co.');
  await page.goto('/personal-info');
  const danger = page.getByRole('region', { name: 'Delete account' });
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await screenshot(page, 'personal-info-delete', { fullPage: false });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please confirm that you understand your account will be deleted.',
  );
  await dialog.getByRole('checkbox', { name: /I understand/ }).check();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText('Your account has been deleted. We are sorry to see you go.'),
  ).toBeVisible();

  await logInThroughUi(page, account.email, PASSWORD);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
});
