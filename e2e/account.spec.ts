import {
  DEMO_PASSWORD,
  logInThroughUi,
  registerThroughUi,
  uniqueEmail,
} from './support/accounts.ts';
import { expect, expectAccessible, test } from './support/test.ts';

test('a new customer registers, lands on the dashboard, logs out and logs back in', async ({
  page,
}) => {
  const account = {
    name: 'Aurora Bakery',
    email: uniqueEmail('aurora'),
    password: 'Sourdough-Loaf-88!',
  };
  await registerThroughUi(page, account);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aurora Bakery');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /Log In/ }).first()).toBeVisible();

  await logInThroughUi(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aurora Bakery');
});

test('a wrong password is refused with a clear message and the email stays filled in', async ({
  page,
}) => {
  await logInThroughUi(page, 'demo@maplepost.test', 'Not-The-Password-1!');
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('demo@maplepost.test');
  await expect(page).toHaveURL(/\/login/);
});

test('the register form shows the live checklist and the spec messages', async ({ page }) => {
  await page.goto('/login?mode=register');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('short');
  await expectAccessible(page);
  // The four other rules met, the common-password rule is not: refused before it is sent.
  await password.fill('Newpassword1!');
  const checklist = page.getByRole('list', { name: 'Password requirements' });
  const commonRule = checklist.getByRole('listitem').filter({ hasText: 'Not a commonly used' });
  await expect(commonRule).toHaveText('Not met: Not a commonly used password');
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Not met' })).toHaveCount(2);
  await password.fill('Glazed-Bowl-2026!');
  await expect(commonRule).toHaveText('Met: Not a commonly used password');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Invalid email format')).toBeVisible();
});

test('forgot password: the mailed link resets the password', async ({ page }) => {
  const account = {
    name: 'Fern Ceramics',
    email: uniqueEmail('fern'),
    password: 'Glazed-Bowl-2026!',
  };
  await registerThroughUi(page, account);
  await page.getByRole('button', { name: 'Logout' }).click();

  await page.goto('/login');
  await page.getByRole('button', { name: /Forgot Password/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText('Password reset email sent. Please check your inbox.')).toBeVisible();

  // The mail is sent after the answer: look again until it is there.
  const mail = page.getByRole('article').filter({ hasText: account.email }).first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const resetLink = await mail.getByRole('link', { name: /reset-password/ }).getAttribute('href');
  expect(resetLink).toContain('/reset-password?token=');

  await page.goto(resetLink!);
  const newPassword = 'Fresh-Kiln-Start-7!';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: /Reset Password/ }).click();
  await expect(page.getByText(/Your password has been reset/)).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login/);

  await logInThroughUi(page, account.email, account.password);
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once only, and says so before asking for a password.
  await page.goto(resetLink!);
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();
});

test('/sign-up opens the Register side, titled Sign Up in the browser tab', async ({ page }) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('tab', { name: 'Register', selected: true })).toBeVisible();
  await expect(page).toHaveTitle('Sign Up · Maplepost');
});

test('the demo business account can sign in @phone', async ({ page }) => {
  await logInThroughUi(page, 'business@maplepost.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Northern Goods Co.');
});
