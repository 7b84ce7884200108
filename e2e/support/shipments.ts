import { expect, type Locator, type Page } from '@playwright/test';
import { press, typeInto } from './keyboard.ts';

type Party = {
  name: string;
  phone: string;
  email?: string;
  typedAddress: string;
  suggestion: RegExp;
};

export const VANCOUVER_SENDER: Party = {
  name: 'Maple Leaf Bakery',
  phone: '604 555 0142',
  email: 'orders@mapleleafbakery.test',
  typedAddress: '1055 W Georgia St Vancouver BC V6E 3P3',
  suggestion: /^1055 W Georgia St, Vancouver, BC V6E 3P3/,
};

export const TORONTO_RECEIVER: Party = {
  name: 'Ada Lovelace',
  phone: '416 555 0199',
  typedAddress: '290 Bremner Blvd Toronto ON M5V 3L9',
  suggestion: /^290 Bremner Blvd, Toronto, ON M5V 3L9/,
};

type Place = Pick<Party, 'typedAddress' | 'suggestion'>;

/** Richmond Centre: a Greater Vancouver address other than the sender's, for a pickup. */
export const RICHMOND_CENTRE: Place = {
  typedAddress: '6551 No. 3 Rd Richmond BC V6Y 2B6',
  suggestion: /^6551 No\. 3 Rd, Richmond, BC V6Y 2B6/,
};

/**
 * Brings a field to mid-screen, as a person scrolls to the field they fill: near the bottom of
 * a phone screen a suggestion list opens, then flips above the field as the page scrolls to it,
 * and a click aimed while it moves lands beside it (a CI run lost a pick that way).
 */
export async function centre(field: Locator): Promise<void> {
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

/** Types an address into a street field (a combobox in `within`) and picks its suggestion. */
export async function pickAddress(page: Page, within: Locator, place: Place) {
  const street = within.getByRole('combobox', { name: /Address/i });
  await centre(street);
  await street.fill(place.typedAddress);
  await page.getByRole('option', { name: place.suggestion }).click();
  await expect(within.getByLabel('City')).not.toHaveValue('');
}

/** Fills one side of the shipment form, picking the address from the suggestions. */
export async function fillParty(page: Page, side: 'Sender' | 'Receiver', party: Party) {
  const section: Locator = page.getByRole('region', { name: side });
  await section.getByLabel('Full name').fill(party.name);
  await section.getByLabel('Phone').fill(party.phone);
  if (party.email) await section.getByLabel('Email').fill(party.email);
  await pickAddress(page, section, party);
}

/** Types into a street field, moves down the suggestions with the arrow key and takes one. */
async function pickAddressByKeyboard(page: Page, section: Locator, party: Party): Promise<void> {
  const street = section.getByRole('combobox', { name: /Address/i });
  await typeInto(page, street, party.typedAddress);
  await expect(page.getByRole('option', { name: party.suggestion })).toBeVisible();
  // The first press marks the first suggestion; the address sought is the only full address.
  for (let presses = 0; presses < 10; presses += 1) {
    await press(page, 'ArrowDown');
    const marked = page.getByRole('option', { name: party.suggestion, selected: true });
    if (await marked.isVisible()) break;
  }
  await press(page, 'Enter');
  await expect(section.getByLabel('City')).not.toHaveValue('');
}

/** Fills one side of the shipment form with the keyboard alone, each stop's focus checked. */
export async function fillPartyByKeyboard(
  page: Page,
  side: 'Sender' | 'Receiver',
  party: Party,
): Promise<void> {
  const section = page.getByRole('region', { name: side });
  await typeInto(page, section.getByLabel('Full name'), party.name);
  await typeInto(page, section.getByLabel('Phone'), party.phone);
  if (party.email) await typeInto(page, section.getByLabel('Email'), party.email);
  await pickAddressByKeyboard(page, section, party);
}

/** Fills the package: weight in kg and dimensions in cm. */
export async function fillPackage(
  page: Page,
  parcel: { weight: string; length: string; width: string; height: string },
) {
  const section = page.getByRole('region', { name: 'Package details' });
  // By role: the visible labels carry a required-field asterisk that the names do not.
  const field = (name: string) => section.getByRole('textbox', { name, exact: true });
  await field('Weight').fill(parcel.weight);
  await field('Length').fill(parcel.length);
  await field('Width').fill(parcel.width);
  await field('Height').fill(parcel.height);
}

/** From an empty /shipping page to the checkout of a 2 kg Vancouver to Toronto parcel. */
export async function shipVancouverToToronto(page: Page): Promise<void> {
  await page.goto('/shipping');
  await fillParty(page, 'Sender', VANCOUVER_SENDER);
  await fillParty(page, 'Receiver', TORONTO_RECEIVER);
  await fillPackage(page, { weight: '2', length: '30', width: '20', height: '10' });
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
}

/** Checkout's card payment button, which names the amount: "Pay $18.00 by card". */
export const payByCardButton = (page: Page): Locator =>
  page.getByRole('button', { name: /^Pay \$[\d,]+\.\d{2} by card$/ });

/** The payment provider's card fields, inside their iframe. */
export const cardFields = (page: Page) => page.frameLocator('iframe[title="Card details"]');

/** Types a card into the payment provider's card fields; Pay then tokenizes and charges it. */
export async function enterCard(page: Page, cardNumber: string): Promise<void> {
  const card = cardFields(page);
  await card.getByLabel('Card number').fill(cardNumber);
  await card.getByLabel('Expiry (MM/YY)').fill('12/30');
  await card.getByLabel('CVV').fill('123');
}

/**
 * On a checkout that shows `total`, pays it with the approving test card and waits for the
 * success page.
 */
export async function payTotalByCard(page: Page, total: string): Promise<void> {
  const pay = page.getByRole('button', { name: `Pay ${total} by card` });
  await expect(pay).toBeVisible();
  await enterCard(page, '4111 1111 1111 1111');
  await pay.click();
  await expect(page).toHaveURL(/\/shipping\/success\/[0-9a-f-]{36}$/);
}

/** On the success page, opens the first order's label and checks that its PDF tab opened. */
export async function openFirstLabel(page: Page): Promise<void> {
  const labelTab = page.waitForEvent('popup');
  await printLabelButtons(page).first().click();
  const label = await labelTab;
  await expect(label).toHaveURL(/\/web\/label\/[A-Z]{2}\d{9}CA\/pdf$/);
  await label.close();
}

/** The success page's Print Label buttons, one per order. */
export const printLabelButtons = (page: Page): Locator =>
  page.getByRole('button', { name: /^Print Label for / });

/** A receiver in the US: the embedded geo provider completes the ZIP to New York, NY (a returning account's own recipient names them after the line). */
export const NEW_YORK_RECEIVER: Party = {
  name: 'Grace Hopper',
  phone: '212 555 0118',
  typedAddress: '350 5th Ave New York NY 10118',
  suggestion: /^350 5th Ave, New York, NY 10118, USA/,
};
