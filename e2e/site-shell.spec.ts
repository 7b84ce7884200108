import { DEMO_PASSWORD, logInThroughApi, logInThroughUi } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

test('a guest opening a protected page goes to /login and returns there after signing in', async ({
  page,
}) => {
  await page.goto('/address-book');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faddress-book/);
  await logInThroughUi(page, 'demo@maplepost.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/address-book$/);
});

test('a signed-in user opening /login goes to the dashboard', async ({ page }) => {
  await logInThroughApi(page, 'demo@maplepost.test', DEMO_PASSWORD);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the side menu asks a guest to log in for account features', async ({ page }) => {
  await page.goto('/shipping');
  const sideMenu = page.getByRole('navigation', { name: /side menu/i });
  for (const feature of ['Bulk Shipping', 'Personal Information', 'My Address Book']) {
    const button = sideMenu.getByRole('button', { name: feature });
    await button.click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByText('Please login to access this feature.')).toBeVisible();
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/shipping$/);
    // The popup is drawn only from its first opening; the focus still comes back.
    await expect(button).toBeFocused();
  }
});

test('the mobile menu opens with its groups and navigates @phone-only', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /menu/i });
  await toggle.click();
  const menu = page.getByRole('dialog');
  for (const group of ['Home', 'General Information', 'Shipping', 'Tracking', 'My Profile']) {
    await expect(menu.getByText(group, { exact: true }).first()).toBeVisible();
  }
  // Closed with Escape, the drawer gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await menu.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('an unknown address shows Page Not Found with its links and a 404 status', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  const main = page.getByRole('main');
  for (const href of ['/', '/contact', '/shipping', '/tracking', '/business', '/faq']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await main.locator('a[href="/faq"]').first().click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('the footer shows contact details, both warehouses, hours and the legal pages', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Vancouver');
  await expect(footer).toContainText('Toronto');
  await expect(footer).toContainText('Sun');
  for (const name of [/Terms/, /Privacy/, /Accessibility/]) {
    await footer.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
  }
});
