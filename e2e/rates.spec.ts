import type { Locator, Page } from '@playwright/test';
import { registerThroughApi, uniqueEmail, DEMO_PASSWORD } from './support/accounts.ts';
import { fillParty, TORONTO_RECEIVER, VANCOUVER_SENDER } from './support/shipments.ts';
import { expect, test } from './support/test.ts';

type Quote = { from: string; to: string; country?: 'Canada' | 'United States'; weight: string };

/** The home page's rate calculator. */
function rateCalculator(page: Page): Locator {
  return page.getByRole('region', { name: 'Get a shipping quote' });
}

/** Opens the home page and asks the calculator for rates, in kilograms. */
async function requestQuote(page: Page, { from, to, country = 'Canada', weight }: Quote) {
  await page.goto('/');
  const calculator = rateCalculator(page);
  await calculator.getByLabel('Origin postal code').fill(from);
  await calculator.getByLabel('Destination postal code').fill(to);
  await calculator.getByLabel('Destination country').selectOption({ label: country });
  await calculator.getByLabel('Weight', { exact: true }).fill(weight);
  await calculator.getByRole('button', { name: 'Get rates' }).click();
  return calculator;
}

// Fees are whole dollars, shown with two decimals (spec section 9).
const DOLLAR_PRICE = /\$\d{1,3}(,\d{3})*\.00/;

test('a quote from Vancouver to Toronto shows rate cards in whole dollars, the best value first @phone', async ({
  page,
}) => {
  const calculator = await requestQuote(page, { from: 'V6B 1A1', to: 'M5V 2T6', weight: '2' });

  const cards = calculator.getByRole('listitem');
  await expect(cards.first()).toContainText('Best Value');
  await expect(cards.first()).toContainText('Canada Ground');
  await expect(calculator.getByText('Best Value')).toHaveCount(1);
  for (const card of await cards.all()) {
    await expect(card).toContainText(DOLLAR_PRICE);
    await expect(card).toContainText(/\d+ days?/);
    // A guest is quoted the first tier, which every page calls 50 %.
    await expect(card).toContainText('Save 50%');
  }
  await expect(calculator.getByRole('link', { name: 'Ship now' })).toHaveAttribute(
    'href',
    /^\/shipping\?from=V6B\+1A1&to=M5V\+2T6&country=CA&weight=2&/,
  );
});

test('a quote to a US ZIP code offers the cross-border services', async ({ page }) => {
  const calculator = await requestQuote(page, {
    from: 'V6B 1A1',
    to: '10001',
    country: 'United States',
    weight: '1.5',
  });

  const cards = calculator.getByRole('listitem');
  await expect(cards.first()).toContainText('Best Value');
  await expect(cards.filter({ hasText: 'Canada to USA Expedited' })).toContainText(DOLLAR_PRICE);
  await expect(cards.first()).toContainText('Duties and taxes: paid by the recipient on delivery');
});

test('changing an input drops the rate cards at once, so no price stands beside other inputs @phone', async ({
  page,
}) => {
  const calculator = await requestQuote(page, {
    from: 'V6B 1A1',
    to: '10001',
    country: 'United States',
    weight: '1.5',
  });
  await expect(calculator.getByRole('listitem').first()).toContainText('Canada to USA');

  await calculator.getByLabel('Destination country').selectOption({ label: 'Canada' });

  await expect(calculator.getByRole('listitem')).toHaveCount(0);
  await expect(calculator.getByRole('link', { name: 'Ship now' })).toHaveCount(0);
  await expect(calculator).toContainText(
    "'10001' is a US ZIP code, but the receiver's country is CA.",
  );
  await expect(calculator.getByRole('status')).toHaveText(
    'The details changed. Press Get rates for a new quote.',
  );
});

test('shipping with a quoted service carries the quote into /shipping, where that service stays chosen at its quoted price @phone', async ({
  page,
}) => {
  const calculator = await requestQuote(page, { from: 'V6E 3P3', to: 'M5V 3L9', weight: '2' });
  const groundCard = calculator.getByRole('listitem').filter({ hasText: 'Canada Ground' });
  const quotedPrice = await groundCard.getByText(DOLLAR_PRICE).textContent();

  await groundCard.getByRole('link', { name: 'Ship with this service: Canada Ground' }).click();

  await expect(page).toHaveURL(/\/shipping\?from=V6E\+3P3&to=M5V\+3L9&.*service=CA_GROUND$/);
  await expect(page.getByText('Continuing your quote')).toBeVisible();
  const parcel = page.getByRole('region', { name: 'Package details' });
  await expect(parcel.getByRole('textbox', { name: 'Weight', exact: true })).toHaveValue('2');
  await expect(parcel.getByRole('textbox', { name: 'Length', exact: true })).toHaveValue('28');
  // Only the street is typed: the quote's postal codes place it.
  await fillParty(page, 'Sender', { ...VANCOUVER_SENDER, typedAddress: '1055 W Georgia St' });
  await fillParty(page, 'Receiver', { ...TORONTO_RECEIVER, typedAddress: '290 Bremner Blvd' });

  await expect(page.getByRole('radio', { name: /Canada Ground/ })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Canada Ground')).toBeVisible();
  await expect(summary.getByText(quotedPrice!)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('a postal code that does not exist is named in the error, and the form keeps its values', async ({
  page,
}) => {
  const calculator = await requestQuote(page, { from: 'V6B 1A1', to: 'X0X 0X0', weight: '2' });

  await expect(calculator.getByRole('alert')).toHaveText("Postal code 'X0X 0X0' was not found.");
  await expect(calculator.getByLabel('Destination postal code')).toHaveValue('X0X 0X0');
  await expect(calculator.getByRole('listitem')).toHaveCount(0);
});

test('a malformed postal code is named as the user leaves the field', async ({ page }) => {
  await page.goto('/');
  const origin = rateCalculator(page).getByLabel('Origin postal code');
  await origin.fill('V6B 1AA');
  await origin.blur();

  await expect(rateCalculator(page)).toContainText(
    "'V6B 1AA' is not a valid Canadian postal code (A1A 1A1) or US ZIP code (12345).",
  );
  await expect(origin).toHaveAttribute('aria-invalid', 'true');
});

test('a signed-in shipper sees their own tier in the Billing Rules and on the For Business page @phone', async ({
  page,
}) => {
  // Registration and three pages: over the 60 s default when other test runs share the machine.
  test.slow();
  await page.goto('/');
  await rateCalculator(page).getByRole('button', { name: 'Billing rules' }).click();
  const guestRules = page.getByRole('dialog', { name: 'Billing Rules' });
  await expect(guestRules.getByRole('table')).toContainText('500+80%');
  await expect(guestRules).not.toContainText('Your tier:');
  await guestRules.getByRole('button', { name: 'Close billing rules' }).click();

  await registerThroughApi(page, {
    name: 'Tier Shopper',
    email: uniqueEmail('tier'),
    password: DEMO_PASSWORD,
  });
  const newAccountTier =
    'Your tier: 1-50, 50% off. 0 packages this month. Ship 51 more this month for 60% off.';
  await page.goto('/');
  await rateCalculator(page).getByRole('button', { name: 'Billing rules' }).click();
  await expect(page.getByRole('dialog', { name: 'Billing Rules' })).toContainText(newAccountTier);
  await page.getByRole('button', { name: 'Close billing rules' }).click();

  await page.goto('/business');
  const volume = page.getByRole('region', { name: 'Volume discounts that grow with you' });
  await expect(volume.getByText(newAccountTier)).toBeVisible();
});
