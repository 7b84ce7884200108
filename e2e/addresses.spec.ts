import type { Locator, Page } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { openHydrated } from './support/hydrated.ts';
import { sameOriginHeaders } from './support/orders.ts';
import { centre, fillPackage, fillParty, VANCOUVER_SENDER } from './support/shipments.ts';
import { expect, expectAccessible, test } from './support/test.ts';

// Issue 14's browser tests of the address fields (decision 014), at desktop and phone width.

const POSTAL_AREA_CONFIRMED = 'Postal area confirmed; street not checked';
const ENTER_PLACE = 'Enter city and postal code yourself';

const receiverOf = (page: Page): Locator => page.getByRole('region', { name: 'Receiver' });
const streetOf = (section: Locator): Locator =>
  section.getByRole('combobox', { name: /^Address|^Street address/ });

/**
 * The shipping page with its receiver's street field at mid-screen, ready to type in. Typed key
 * by key, the street must be taking keys: until React has the page its controls are disabled.
 */
async function openReceiverStreet(page: Page): Promise<{ receiver: Locator; street: Locator }> {
  await openHydrated(page, '/shipping');
  const receiver = receiverOf(page);
  const street = streetOf(receiver);
  await centre(street);
  return { receiver, street };
}

/** Chooses a province or state in the Province/State list of `section`. */
async function chooseProvince(page: Page, section: Locator, name: string): Promise<void> {
  await section.getByRole('combobox', { name: 'Province/State' }).click();
  await page.getByRole('option', { name }).click();
}

test('suggests the place from the first characters of an address, then asks for its postal code @phone', async ({
  page,
}) => {
  const { receiver, street } = await openReceiverStreet(page);
  // Typed key by key, as a person types; the suggestions come before the address is complete.
  await street.pressSequentially('290 Bremner Blvd Tor', { delay: 20 });
  const places = page.getByRole('group', { name: 'Places' });
  const toronto = places.getByRole('option', { name: /^290 Bremner Blvd, Toronto, ON, Canada/ });
  await expect(toronto).toContainText('Then type the postal code');
  await toronto.click();

  await expect(street).toHaveValue('290 Bremner Blvd');
  await expect(receiver.getByLabel('City')).toHaveValue('Toronto');
  const postalCode = receiver.getByRole('textbox', { name: 'Postal/ZIP code' });
  await expect(postalCode).toBeFocused();
  await postalCode.pressSequentially('M5V 3L9');
  await expect(receiver.getByRole('status')).toHaveText(POSTAL_AREA_CONFIRMED);
});

test('offers the signed-in user’s own addresses first @phone', async ({ page }) => {
  await registerThroughApi(page, {
    name: 'Aurora Bakery',
    email: uniqueEmail('typeahead'),
    password: 'Sourdough-Loaf-88!',
  });
  const saved = await page.request.post('/web/user/addressbook/insert', {
    data: {
      name: 'Grace Hopper',
      phone: '4165550199',
      email: 'grace@example.test',
      streetAddress: '290 Bremner Blvd',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5V 3L9',
      countryCode: 'CA',
    },
    headers: sameOriginHeaders(),
  });
  expect(saved.status()).toBe(201);

  const { receiver, street } = await openReceiverStreet(page);
  await street.pressSequentially('290 Brem', { delay: 20 });
  const own = page.getByRole('group', { name: 'Your addresses' });
  await own.getByRole('option', { name: /290 Bremner Blvd, Toronto, ON M5V 3L9/ }).click();
  await expect(receiver.getByLabel('Postal/ZIP code')).toHaveValue('M5V 3L9');
  await expect(receiver.getByLabel('City')).toHaveAttribute('readonly');
});

test('ships to a PO box @phone', async ({ page }) => {
  await page.goto('/shipping');
  await fillParty(page, 'Sender', VANCOUVER_SENDER);
  const receiver = receiverOf(page);
  await receiver.getByLabel('Full name').fill('Ada Lovelace');
  await receiver.getByLabel('Phone').fill('416 555 0199');
  const street = streetOf(receiver);
  await centre(street);
  await street.fill('PO Box 1234, M5W 1E6');
  await page.getByRole('option', { name: /^PO Box 1234, Toronto, ON M5W 1E6/ }).click();
  await expect(street).toHaveValue('PO Box 1234');
  await expect(receiver.getByRole('status')).toHaveText('PO box; postal area confirmed');

  await fillPackage(page, { weight: '1', length: '20', width: '15', height: '5' });
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Toronto').first()).toBeVisible();
});

test('warns of a city that disagrees with its postal code, and corrects it only when asked @phone', async ({
  page,
}) => {
  const { receiver, street } = await openReceiverStreet(page);
  await street.fill('3575 Avenue du Parc');
  await receiver.getByRole('button', { name: ENTER_PLACE }).click();
  await receiver.getByRole('textbox', { name: 'City' }).fill('Laval');
  await chooseProvince(page, receiver, 'Quebec (QC)');
  await receiver.getByRole('textbox', { name: 'Postal/ZIP code' }).fill('H2X 1Y4');

  const warning = receiver.getByRole('alert');
  await expect(warning).toContainText('Postal code H2X is in Montréal, not Laval.');
  // Shown, not applied: the city stays as typed until the user chooses.
  await expect(receiver.getByRole('textbox', { name: 'City' })).toHaveValue('Laval');
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Use Montréal' }).click();
  await expect(receiver.getByRole('textbox', { name: 'City' })).toHaveValue('Montréal');
  await expect(receiver.getByRole('status')).toHaveText(POSTAL_AREA_CONFIRMED);
  await expect(warning).toBeHidden();
});

test('saves a rural-route address entered by hand in the address book @phone', async ({ page }) => {
  await registerThroughApi(page, {
    name: 'Aurora Bakery',
    email: uniqueEmail('manual'),
    password: 'Sourdough-Loaf-88!',
  });
  await page.goto('/address-book');
  await page.getByRole('button', { name: 'Add Your First Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await dialog.getByLabel('Name').fill('Alexander Graham Bell');
  await dialog.getByLabel('Phone').fill('902 555 0147');
  await dialog.getByLabel('Email').fill('beinn.bhreagh@example.test');
  await streetOf(dialog).fill('RR 2');
  // The place fields are read-only until the user asks to type them.
  await expect(dialog.getByLabel('City')).toHaveAttribute('readonly');
  await dialog.getByRole('button', { name: ENTER_PLACE }).click();
  await dialog.getByRole('textbox', { name: 'City' }).fill('Baddeck');
  await chooseProvince(page, dialog, 'Nova Scotia (NS)');
  await dialog.getByRole('textbox', { name: 'Postal/ZIP code' }).fill('B0E 1B0');
  await expect(dialog.getByRole('status')).toHaveText('Rural route; postal area confirmed');
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog).toBeHidden();

  const entry = page
    .locator('tr, li')
    .filter({ has: page.getByText('Alexander Graham Bell', { exact: true }) });
  await expect(entry).toContainText('RR 2');
  await expect(entry).toContainText('Baddeck, NS B0E 1B0, Canada');
});
