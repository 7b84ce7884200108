import { calendarDayLabel } from '../domain/common/vancouver-date.ts';
import { DEMO_PASSWORD, logInThroughApi } from './support/accounts.ts';
import { fillCustomsItem, T_SHIRTS } from './support/customs.ts';
import {
  fillPackage,
  fillParty,
  NEW_YORK_RECEIVER,
  pickAddress,
  shipVancouverToToronto,
  TORONTO_RECEIVER,
  VANCOUVER_SENDER,
} from './support/shipments.ts';
import { expect, test } from './support/test.ts';

// Long journeys (sign-in, two addresses from suggestions, checkout; the first goes on to the
// success and tracking pages): 12-32 s each on a quiet 2-core machine, but over the 60 s
// default when other test runs share it.
test.slow();

const TRACKING_NUMBER = /^[A-Z]{2}\d{9}CA$/;
const INVOICE = 'Invoice (added to your monthly bill)';
const CARD = 'Credit or debit card';

test('the business account ships to a US ZIP, pays by invoice and books a free pickup @phone', async ({
  page,
}) => {
  await logInThroughApi(page, 'business@maplepost.test', DEMO_PASSWORD);

  // Shipping: a Greater Vancouver sender, so free pickup is offered, and a New York receiver.
  await page.goto('/shipping');
  await fillParty(page, 'Sender', VANCOUVER_SENDER);
  await fillParty(page, 'Receiver', NEW_YORK_RECEIVER);
  const receiver = page.getByRole('region', { name: 'Receiver' });
  await expect(receiver.getByLabel('City')).toHaveValue('New York');
  await expect(receiver.getByLabel('Province/State')).toHaveValue('NY');
  await expect(receiver.getByLabel('Postal/ZIP code')).toHaveValue('10118');
  await expect(receiver.getByLabel('Country')).toHaveValue('USA');
  await fillPackage(page, { weight: '2', length: '30', width: '20', height: '10' });
  // A parcel to the US declares what it holds (issue 34).
  await fillCustomsItem(page, 1, T_SHIRTS);

  const services = page.getByRole('radiogroup', { name: 'Choose a service' });
  const firstService = services.getByRole('radio').first();
  await expect(firstService).toBeVisible();
  await expect(firstService).toContainText(/\$\d+\.\d{2}/);
  await firstService.click();
  await expect(firstService).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);

  // Checkout: the order, invoice offered and chosen, card still possible.
  const summary = page.getByRole('region', { name: 'Order summary' });
  const trackingText = summary.getByText(TRACKING_NUMBER);
  await expect(trackingText).toHaveCount(1);
  const trackingNumber = (await trackingText.textContent())?.trim() ?? '';
  expect(trackingNumber).toMatch(TRACKING_NUMBER);
  await expect(summary).toContainText('Grace Hopper');
  await expect(summary).toContainText('New York, NY');

  const invoice = page.getByRole('radio', { name: INVOICE });
  await expect(invoice).toBeChecked();
  await expect(page.getByRole('radio', { name: CARD })).not.toBeChecked();
  // Invoice needs no card fields.
  await expect(page.locator('iframe[title="Card details"]')).toHaveCount(0);

  // Free pickup, its contact taken from the sender.
  const dropOff = page.getByRole('radio', { name: 'Drop off at a postal location' });
  await expect(dropOff).toBeChecked();
  const pickup = page.getByRole('radio', { name: 'Free pickup' });
  await expect(pickup).toBeEnabled();
  await pickup.check();
  await expect(pickup).toBeChecked();

  await expect(page.getByLabel('Contact name')).toHaveValue(VANCOUVER_SENDER.name);
  await expect(page.getByLabel('Contact phone')).toHaveValue(/604\D*555\D*0142/);
  await expect(page.getByLabel('Contact email')).toHaveValue(VANCOUVER_SENDER.email ?? '');

  // The pickup days on offer, the first chosen by default.
  const pickupDate = page.getByLabel('Pickup date');
  const offeredDates = await pickupDate
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(offeredDates.length).toBeGreaterThan(20);
  await expect(pickupDate).toHaveValue(offeredDates[0]!);
  // The second date offered: still valid if the same-day cutoff passes during the test.
  const requestedDate = offeredDates[1]!;
  await pickupDate.selectOption(requestedDate);
  await expect(pickupDate).toHaveValue(requestedDate);

  // Times: the whole day by default; earliest after latest is refused as it is picked.
  const earliest = page.getByLabel('Earliest pickup time');
  const latest = page.getByLabel('Latest pickup time');
  await expect(earliest).toHaveValue('09:00');
  await expect(latest).toHaveValue('17:00');
  const timesOrder = page.getByText('Earliest pickup time must be before latest pickup time');
  await expect(timesOrder).toHaveCount(0);
  await earliest.selectOption({ label: '12:00 PM' });
  await latest.selectOption({ label: '10:00 AM' });
  await expect(timesOrder).toBeVisible();
  await expect(earliest).toHaveAttribute('aria-invalid', 'true');

  await earliest.selectOption({ label: '10:00 AM' });
  // Equal times are refused too.
  await expect(timesOrder).toBeVisible();
  await latest.selectOption({ label: '12:00 PM' });
  await expect(timesOrder).toHaveCount(0);
  await expect(earliest).toHaveValue('10:00');
  await expect(latest).toHaveValue('12:00');

  // A custom pickup address is picked from the suggestions, like every address; one outside
  // Greater Vancouver is refused at the street, at the first press of Pay.
  const delivery = page.getByRole('region', { name: 'Delivery option' });
  const otherAddress = delivery.getByRole('checkbox', { name: /different address/ });
  await otherAddress.check();
  await pickAddress(page, delivery, TORONTO_RECEIVER);
  await expect(delivery.getByLabel('Postal/ZIP code')).toHaveValue('M5V 3L9');
  await expect(delivery.getByLabel('City')).toHaveAttribute('readonly');
  await page.getByRole('button', { name: 'Place order on invoice' }).click();
  const outside =
    'Free pickup is only available in Greater Vancouver. Please choose a pickup address there.';
  await expect(page.getByRole('alert')).toHaveText(outside);
  await expect(
    delivery.getByRole('combobox', { name: /Street address/ }),
  ).toHaveAccessibleDescription(/Free pickup is only available in Greater Vancouver\./);
  await expect(page).toHaveURL(/\/checkout\//);
  await otherAddress.uncheck();

  await page.getByRole('button', { name: 'Place order on invoice' }).click();

  // Success: the order, its tracking link, and the booked pickup.
  await expect(page).toHaveURL(/\/shipping\/success\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Your shipment is confirmed' })).toBeVisible();
  await expect(page.getByText(/^\$\d+\.00 was added to your monthly invoice\./)).toBeVisible();
  const trackingLink = page.getByRole('link', { name: trackingNumber, exact: true });
  await expect(trackingLink).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Print Label for ${trackingNumber}` }),
  ).toBeVisible();

  const booked = page.getByRole('region', { name: 'Pickup' });
  const expectPickupDetails = async () => {
    await expect(
      booked.getByText(`${calendarDayLabel(requestedDate)}, between 10:00 AM and 12:00 PM`),
    ).toBeVisible();
    await expect(booked.getByText(/^1055 W Georgia St, Vancouver, BC/)).toBeVisible();
    await expect(booked.getByText(/^Contact: Maple Leaf Bakery/)).toBeVisible();
  };
  await expectPickupDetails();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The details come from the server too, so a reload keeps them.
  await page.reload();
  await expectPickupDetails();

  // The tracking link opens the tracking page of that number.
  await trackingLink.click();
  await expect(page).toHaveURL(new RegExp(`/tracking/${trackingNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Track a Parcel' })).toBeVisible();
});

test('a pay-per-order account is offered only the card at checkout', async ({ page }) => {
  await logInThroughApi(page, 'demo@maplepost.test', DEMO_PASSWORD);
  await shipVancouverToToronto(page);

  await expect(page.getByRole('radio', { name: CARD })).toBeChecked();
  await expect(page.getByRole('radio', { name: INVOICE })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Payment' }).getByRole('radio')).toHaveCount(1);
});
