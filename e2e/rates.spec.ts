import type { Locator, Page } from '@playwright/test';
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

const DOLLAR_PRICE = /\$\d{1,3}(,\d{3})*\.\d{2}/;

test('a quote from Vancouver to Toronto shows rate cards, the best value first @phone', async ({
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
  }
  await expect(calculator.getByRole('link', { name: 'Ship now' })).toHaveAttribute(
    'href',
    '/shipping',
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
});

test('a postal code that does not exist is named in the error, and the form keeps its values @phone', async ({
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
