import { DEMO_PASSWORD, registerThroughApi, uniqueEmail } from './support/accounts.ts';
import {
  cardFields,
  enterCard,
  openFirstLabel,
  payByCardButton,
  pickAddress,
  RICHMOND_CENTRE,
  shipVancouverToToronto,
} from './support/shipments.ts';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/test.ts';

// Each test starts with a journey through the shipping form (two addresses from suggestions),
// most go on to pay, to a second page or to a second journey: about a minute on a quiet 2-core
// machine, over the 60 s default when other test runs share it.
test.slow();

test('a guest pays with the approving test card, sees the success page, opens the label and books a pickup @phone', async ({
  page,
}) => {
  await shipVancouverToToronto(page);
  await expect(page.getByText(/^\$\d+\.00$/).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Drop off at a postal location' })).toBeChecked();
  const total = (await page.getByText(/^Total: \$/).textContent())?.replace('Total: ', '');
  await expect(page.getByRole('button', { name: `Pay ${total} by card` })).toBeVisible();

  await enterCard(page, '4111 1111 1111 1111');
  await payByCardButton(page).click();

  await expect(page).toHaveURL(/\/shipping\/success\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Your shipment is confirmed' })).toBeVisible();
  await openFirstLabel(page);

  // A Vancouver sender who chose drop-off can still book the free pickup here, at another address.
  await page.getByRole('button', { name: 'Book a free pickup instead' }).click();
  await expect(page.getByRole('heading', { name: 'Book a free pickup' })).toBeFocused();
  const deliverySection = page.getByRole('region', { name: 'Drop-off' });
  await deliverySection.getByRole('checkbox', { name: /different address/ }).check();
  await pickAddress(page, deliverySection, RICHMOND_CENTRE);
  await expect(deliverySection.getByLabel('Postal/ZIP code')).toHaveValue('V6Y 2B6');
  await expectAccessible(page);
  // The first start still open on the real clock, to the end of the day.
  const start = await page
    .getByLabel('Earliest pickup time')
    .locator('option:checked')
    .textContent();
  await expect(page.getByLabel('Latest pickup time')).toHaveValue('17:00');
  await page.getByRole('button', { name: 'Book pickup' }).click();
  const booked = page.getByRole('region', { name: 'Pickup' });
  await expect(booked.getByText(new RegExp(`, between ${start} and 5:00 PM$`))).toBeVisible();
  await expect(booked.getByText('6551 No. 3 Rd, Richmond, BC, V6Y 2B6')).toBeVisible();
  await expect(booked.getByText(/^Contact: /)).toBeVisible();
});

test('after a decline the card stays typed: the user changes the number and pays', async ({
  page,
}) => {
  await shipVancouverToToronto(page);
  await enterCard(page, '4000 0000 0000 0002');
  await payByCardButton(page).click();
  await expect(page.getByText('Payment failed: Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\//);

  const card = cardFields(page);
  await expect(card.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(card.getByLabel('Expiry (MM/YY)')).toHaveValue('12/30');
  await expect(card.getByLabel('CVV')).toHaveValue('123');

  await card.getByLabel('Card number').fill('4111 1111 1111 1111');
  await payByCardButton(page).click();
  await expect(page).toHaveURL(/\/shipping\/success\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Your shipment is confirmed' })).toBeVisible();
});

test('every wrong card field is marked and named at once, and nothing is charged @phone', async ({
  page,
}) => {
  await shipVancouverToToronto(page);
  const card = cardFields(page);
  await card.getByLabel('Card number').fill('4111 1111 1111 1112');
  await card.getByLabel('Expiry (MM/YY)').fill('13/30');
  await card.getByLabel('CVV').fill('12');
  await payByCardButton(page).click();

  await expect(
    page.getByText('Failed to process payment. Please check your card details and try again.'),
  ).toBeVisible();
  const problems = [
    ['Card number', 'Please enter a valid card number.'],
    ['Expiry (MM/YY)', 'Please enter the expiry date as MM/YY.'],
    ['CVV', 'Please enter the 3 or 4-digit security code.'],
  ] as const;
  for (const [label, message] of problems) {
    const field = card.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(card.getByText(message)).toBeVisible();
  }
  await expect(card.getByLabel('Card number')).toBeFocused();
  await expect(page).toHaveURL(/\/checkout\//);

  // Fixing one field clears its mark at the next press, and the others stay named.
  await card.getByLabel('Card number').fill('4111 1111 1111 1111');
  await payByCardButton(page).click();
  await expect(card.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'false');
  await expect(card.getByLabel('Expiry (MM/YY)')).toBeFocused();
  await expect(card.getByLabel('CVV')).toHaveAccessibleDescription(
    'Please enter the 3-digit security code.',
  );
});

test('a signed-in shopper saves a card and pays with it at the next checkout @phone', async ({
  page,
}) => {
  await registerThroughApi(page, {
    name: 'Saved Card Shopper',
    email: uniqueEmail('saved-card'),
    password: DEMO_PASSWORD,
  });

  await shipVancouverToToronto(page);
  await enterCard(page, '4111 1111 1111 1111');
  await page.getByRole('checkbox', { name: 'Save this card for my next checkout' }).check();
  await payByCardButton(page).click();
  await expect(page.getByRole('heading', { name: 'Your shipment is confirmed' })).toBeVisible();

  await shipVancouverToToronto(page);
  await expect(page.getByRole('radio', { name: 'Saved Visa ending in 1111' })).toBeChecked();
  await expect(page.locator('iframe[title="Card details"]')).toHaveCount(0);
  await payByCardButton(page).click();
  await expect(page.getByRole('heading', { name: 'Your shipment is confirmed' })).toBeVisible();
});

/** Moves the browser's clock to `instant` and lets it run on from there. */
async function browserClockJumpsTo(page: Page, instant: string) {
  // Paused, the page's own timers (queries, rendering) would stop too.
  await page.clock.pauseAt(new Date(instant));
  await page.clock.resume();
}

test.describe('in a browser in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the pickup form offers only the times still open on the Vancouver clock, and Pay refuses one that passed', async ({
    page,
  }) => {
    // The browser's clock only: the server keeps the real one, and nothing here is paid.
    await page.clock.install({ time: new Date('2026-06-10T20:31:00Z') });
    await shipVancouverToToronto(page);
    // 13:50 in Vancouver is 05:50 on 11 June in Tokyo.
    await browserClockJumpsTo(page, '2026-06-10T20:50:00Z');
    await page.getByRole('radio', { name: 'Free pickup' }).check();

    const date = page.getByLabel('Pickup date');
    const earliest = page.getByLabel('Earliest pickup time');
    const latest = page.getByLabel('Latest pickup time');
    await expect(date).toHaveValue('2026-06-10');
    await expect(date.locator('option').first()).toHaveText('Wednesday, June 10, 2026');
    await expect(page.getByText('Dates and times are Pacific time (Vancouver).')).toBeVisible();
    // Not 9:00 AM: a window starts no earlier than now and ends an hour from now or later.
    await expect(earliest.locator('option')).toHaveText([
      ...['2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM'],
    ]);
    await expect(latest.locator('option')).toHaveText([
      ...['3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM', '5:00 PM'],
    ]);
    await expect(earliest).toHaveValue('14:00');

    await latest.selectOption({ label: '3:00 PM' });
    // At 14:05, 3:00 PM is less than an hour away.
    await browserClockJumpsTo(page, '2026-06-10T21:05:00Z');
    await expect(latest.locator('option:checked')).toHaveText('3:00 PM (no longer available)');
    await payByCardButton(page).click();
    const tooSoon =
      'So that a driver can get there in time, please choose a latest pickup time of 3:30 PM Pacific time or later.';
    await expect(page.getByRole('alert')).toHaveText(tooSoon);
    await expect(latest).toHaveAccessibleDescription(tooSoon);
    await expect(page).toHaveURL(/\/checkout\//);

    await date.selectOption('2026-06-11');
    await expect(earliest.locator('option').first()).toHaveText('9:00 AM');
  });
});
