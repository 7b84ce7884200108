import type { Locator, Page } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { sameOriginHeaders } from './support/orders.ts';
import { expect, test } from './support/test.ts';

type SeedAddress = {
  name: string;
  streetAddress: string;
  city: string;
  province: string;
  postalCode: string;
};

const VANCOUVER = { city: 'Vancouver', province: 'BC', postalCode: 'V6E 3P3' };
const TORONTO = { city: 'Toronto', province: 'ON', postalCode: 'M5V 3L9' };

/** Registers a fresh user (every test owns its address book) and opens the address book. */
async function openFreshAddressBook(page: Page): Promise<void> {
  await registerThroughApi(page, {
    name: 'Aurora Bakery',
    email: uniqueEmail('addresses'),
    password: 'Sourdough-Loaf-88!',
  });
  await page.goto('/address-book');
  await expect(page.getByRole('heading', { name: 'My Address Book', level: 1 })).toBeVisible();
}

/** Saves addresses through the API, with the page's session cookie, then reloads the page. */
async function seedAddresses(page: Page, addresses: SeedAddress[]): Promise<void> {
  for (const address of addresses) {
    const response = await page.request.post('/web/user/addressbook/insert', {
      data: { ...address, phone: '6045550123', email: 'orders@example.test', countryCode: 'CA' },
      headers: sameOriginHeaders(),
    });
    expect(response.status()).toBe(201);
  }
  await page.reload();
}

/** `count` addresses 'Contact 01'...: odd ones in Vancouver, even ones in Toronto. */
const contacts = (count: number): SeedAddress[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `Contact ${String(index + 1).padStart(2, '0')}`,
    streetAddress: `${index + 1} Main St`,
    ...(index % 2 === 0 ? VANCOUVER : TORONTO),
  }));

/** One address of the list: a table row on desktop, a card on phones. */
const entry = (page: Page, name: string): Locator =>
  page.locator('tr, li').filter({ has: page.getByText(name, { exact: true }) });

/** The badge of the default address. */
const defaultBadge = (page: Page, name: string) =>
  entry(page, name).getByText('Default', { exact: true });

const editButtons = (page: Page) => page.getByRole('button', { name: /^Edit / });

test('adds an address picked from the suggestions, edits it and sets another as the default @phone', async ({
  page,
}) => {
  await openFreshAddressBook(page);
  await expect(page.getByText("You don't have any saved addresses yet.")).toBeVisible();
  await page.getByRole('button', { name: 'Add Your First Address' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await dialog.getByLabel('Name').fill('Ada Lovelace');
  await dialog.getByLabel('Phone').fill('604 555 0123');
  await dialog.getByLabel('Email').fill('ada@example.test');
  await dialog
    .getByRole('combobox', { name: /Street address/ })
    .pressSequentially('1055 W Georgia St Vancouver BC V6E 3P3');
  await page
    .getByRole('option', { name: '1055 W Georgia St, Vancouver, BC V6E 3P3, Canada' })
    .click();
  await expect(dialog.getByLabel('City')).toHaveValue('Vancouver');
  await expect(dialog.getByLabel('Postal/ZIP code')).toHaveValue('V6E 3P3');
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog).toBeHidden();

  const ada = entry(page, 'Ada Lovelace');
  await expect(ada).toContainText('1055 W Georgia St');
  await expect(ada).toContainText('Vancouver, BC V6E 3P3, Canada');
  await expect(defaultBadge(page, 'Ada Lovelace')).toBeVisible(); // the first address saved

  await page.getByRole('button', { name: 'Edit Ada Lovelace' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Address' });
  await editor.getByLabel('Name').fill('Ada King');
  await editor.getByLabel('Unit').fill('1203');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor).toBeHidden();
  await expect(entry(page, 'Ada King')).toContainText('1203-1055 W Georgia St');

  await seedAddresses(page, [
    { name: 'Grace Hopper', streetAddress: '290 Bremner Blvd', ...TORONTO },
  ]);
  await page.getByRole('button', { name: 'Set as Default for Grace Hopper' }).click();
  await expect(defaultBadge(page, 'Grace Hopper')).toBeVisible();
  await expect(defaultBadge(page, 'Ada King')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Set as Default for Ada King' })).toBeVisible();
});

test('a street that was not picked from the suggestions is refused', async ({ page }) => {
  await openFreshAddressBook(page);
  await page.getByRole('button', { name: 'Add New Address' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog.getByText('Please fill in all required fields.')).toBeVisible();

  await dialog.getByLabel('Name').fill('Ada Lovelace');
  await dialog.getByLabel('Phone').fill('604 555 012');
  await dialog.getByLabel('Email').fill('ada@example');
  await dialog.getByRole('combobox', { name: /Street address/ }).fill('1055 W Georgia St');
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog.getByText('Please enter a valid phone number (10 digits).')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(dialog.getByText('Please select an address from the suggestions.')).toBeVisible();
});

test('searches and pages through 25 addresses @phone', async ({ page }) => {
  await openFreshAddressBook(page);
  await seedAddresses(page, contacts(25));

  await expect(page.getByText('1–10 of 25')).toBeVisible();
  await expect(editButtons(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('11–20 of 25')).toBeVisible();

  const pageNumber = page.getByRole('textbox', { name: 'Page number' });
  await pageNumber.fill('3');
  await pageNumber.press('Enter');
  await expect(page.getByText('21–25 of 25')).toBeVisible();
  await expect(editButtons(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

  await page.getByLabel('Rows per page').selectOption('50');
  await expect(page.getByText('1–25 of 25')).toBeVisible();
  await expect(editButtons(page)).toHaveCount(25);

  const search = page.getByRole('searchbox', { name: 'Search addresses' });
  await search.fill('toronto');
  await expect(page.getByText('1–12 of 12')).toBeVisible();
  await search.fill('m5v3l9');
  await expect(editButtons(page)).toHaveCount(12);
  await search.fill('Contact 13');
  await expect(editButtons(page)).toHaveCount(1);
  await search.fill('Calgary');
  await expect(page.getByText('No addresses found.')).toBeVisible();
});

test('deletes several addresses at once, then the last one @phone', async ({ page }) => {
  await openFreshAddressBook(page);
  await seedAddresses(page, contacts(3));

  await page.getByRole('button', { name: 'Batch Delete' }).click();
  await page.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Please select at least one address to delete.',
  );
  await page.getByRole('button', { name: 'Dismiss' }).click();

  await page.getByRole('checkbox', { name: 'Select Contact 01' }).check();
  await page.getByRole('checkbox', { name: 'Select Contact 03' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Selected' }).click();
  const confirmation = page.getByRole('dialog');
  await expect(confirmation).toContainText('Are you sure you want to delete these 2 addresses?');
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(confirmation).toBeHidden();
  await expect(editButtons(page)).toHaveCount(1);
  await expect(entry(page, 'Contact 02')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Contact 02' }).click();
  await expect(confirmation).toContainText('Are you sure you want to delete this address?');
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText("You don't have any saved addresses yet.")).toBeVisible();
});
