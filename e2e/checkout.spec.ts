import { DEMO_PASSWORD, registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { checkoutThroughApi, createOrderThroughApi, type SenderPlace } from './support/orders.ts';
import {
  cardFields,
  enterCard,
  openFirstLabel,
  payByCardButton,
  pickAddress,
  RICHMOND_CENTRE,
  shipVancouverToToronto,
} from './support/shipments.ts';
import type { Locator, Page } from '@playwright/test';
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

/** Opens the checkout of one parcel made through the API, sent from downtown Vancouver or `sender`. */
async function checkoutOfParcelFrom(page: Page, sender?: SenderPlace) {
  const trackingNumber = await createOrderThroughApi(page.request, { sender });
  await page.goto(`/checkout/${await checkoutThroughApi(page.request, [trackingNumber])}`);
}

const BESIDE_TORONTO_WAREHOUSE: SenderPlace = {
  senderStreetAddress: '10 Vulcan St',
  senderCity: 'Toronto',
  senderProvince: 'ON',
  senderPostalCode: 'M9W 1L4',
};

const WHITEHORSE: SenderPlace = {
  senderStreetAddress: '100 Main St',
  senderCity: 'Whitehorse',
  senderProvince: 'YT',
  senderPostalCode: 'Y1A 2C6',
};

test('the card expiry takes digits alone and writes the slash as they are typed, in the page’s typeface @phone', async ({
  page,
}) => {
  await checkoutOfParcelFrom(page);
  const card = cardFields(page);
  const expiry = card.getByLabel('Expiry (MM/YY)');
  // A phone's numeric keypad has no slash.
  await expiry.pressSequentially('1230');
  await expect(expiry).toHaveValue('12/30');
  // Backspace goes back over the slash as over any character, taking the digit before it.
  for (const left of ['12/3', '12/', '1']) {
    await expiry.press('Backspace');
    await expect(expiry).toHaveValue(left);
  }
  // A month that can only be one digit gets its 0, typed with a slash or not.
  await expiry.pressSequentially('5');
  await expect(expiry).toHaveValue('01/5');
  await expiry.fill('');
  await expiry.pressSequentially('7');
  await expect(expiry).toHaveValue('07/');
  await expiry.fill('');
  await expiry.pressSequentially('1/30');
  await expect(expiry).toHaveValue('01/30');
  // Pasted or autofilled with a four-digit year.
  await expiry.fill('12/2030');
  await expect(expiry).toHaveValue('12/30');

  // The card fields' labels are in the page's typeface, as the page's own labels.
  const typeface = (label: Locator) =>
    label.evaluate((element) => {
      const { fontFamily, fontSize, fontWeight } = getComputedStyle(element);
      return { fontFamily, fontSize, fontWeight };
    });
  expect(await typeface(card.getByText('Card number', { exact: true }))).toEqual(
    await typeface(page.getByText('How you pay', { exact: true })),
  );

  await expiry.fill('');
  await expiry.pressSequentially('1230');
  await card.getByLabel('Card number').fill('4111 1111 1111 1111');
  await card.getByLabel('CVV').fill('123');
  await payByCardButton(page).click();
  await expect(page.getByRole('heading', { name: 'Your shipment is confirmed' })).toBeVisible();
});

test('a sender beside our Toronto warehouse is offered it first, then the nearest counters with their distance @phone', async ({
  page,
}) => {
  await checkoutOfParcelFrom(page, BESIDE_TORONTO_WAREHOUSE);
  const locations = page
    .getByRole('list', { name: 'Drop-off locations near you' })
    .getByRole('listitem');
  await expect(locations).toHaveCount(3);
  await expect(locations.nth(0)).toContainText('Maplepost Toronto warehouse — in your postal area');
  await expect(locations.nth(0)).toContainText('75 Vulcan Street, Unit 3, Etobicoke, ON M9W 1L4');
  await expect(locations.nth(1)).toContainText('Shipping store — about 13 km');
  await expect(payByCardButton(page)).toBeEnabled();
});

test('a sender in Whitehorse is told before paying that no drop-off location is near, and Pay is disabled @phone', async ({
  page,
}) => {
  await checkoutOfParcelFrom(page, WHITEHORSE);
  const problem = page.getByRole('region', { name: 'Delivery option' }).getByRole('alert');
  await expect(problem).toContainText(
    'No drop-off locations available. Please contact customer support.',
  );
  await expect(problem).toContainText(
    'The nearest is Shipping store, 1025 Robson St, Vancouver, BC, about 1,477 km away.',
  );
  await expect(page.getByRole('radio', { name: 'Free pickup' })).toBeDisabled();
  await expect(payByCardButton(page)).toBeDisabled();
  await expect(payByCardButton(page)).toHaveAccessibleDescription(
    'You cannot pay for this shipment: there is no drop-off location near you.',
  );
  await expectAccessible(page);
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
