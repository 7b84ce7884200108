import { openHydrated } from './support/hydrated.ts';
import { expectFocusVisible, press, tabTo, typeInto } from './support/keyboard.ts';
import {
  cardFields,
  fillPartyByKeyboard,
  payByCardButton,
  printLabelButtons,
  TORONTO_RECEIVER,
  VANCOUVER_SENDER,
} from './support/shipments.ts';
import { expect, test } from './support/test.ts';

// The whole single-shipment flow one key at a time, each stop checked for a visible focus: about
// 300 key presses, minutes on a busy 2-core machine.
test.setTimeout(6 * 60_000);

test('a guest ships a parcel from quote to label with the keyboard alone, the focus always visible', async ({
  page,
}) => {
  // A person starts once the page is ready: before that its controls are disabled and the skip
  // link jumps to <main> as a plain link does (decision 036).
  await openHydrated(page, '/');

  // The first stop is the skip link, which takes the focus to the page's content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expectFocusVisible(page, 'the first Tab');
  await press(page, 'Enter');
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeFocused();

  // The quote, and the billing rules dialog beside it: the focus goes back where it was.
  const calculator = page.getByRole('region', { name: 'Get a shipping quote' });
  await typeInto(page, calculator.getByLabel('Origin postal code'), 'V6E 3P3');
  await typeInto(page, calculator.getByLabel('Destination postal code'), 'M5V 3L9');
  await typeInto(page, calculator.getByLabel('Weight', { exact: true }), '2');
  const billingRules = calculator.getByRole('button', { name: 'Billing rules' });
  await tabTo(page, billingRules);
  await press(page, 'Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await press(page, 'Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(billingRules).toBeFocused();
  await expectFocusVisible(page, 'the billing rules dialog closed');
  await tabTo(page, calculator.getByRole('button', { name: 'Get rates' }));
  await press(page, 'Enter');
  const shipNow = calculator.getByRole('link', { name: 'Ship now' });
  await tabTo(page, shipNow);
  // A step to another page: the focus is checked on the new page's heading once it shows.
  await page.keyboard.press('Enter');

  // The shipping form, its two addresses picked from the suggestions with the arrow keys.
  await expect(page).toHaveURL(/\/shipping\?/);
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeFocused();
  await expectFocusVisible(page, 'Ship now');
  await fillPartyByKeyboard(page, 'Sender', VANCOUVER_SENDER);
  await fillPartyByKeyboard(page, 'Receiver', TORONTO_RECEIVER);
  const parcel = page.getByRole('region', { name: 'Package details' });
  await expect(parcel.getByRole('textbox', { name: 'Weight', exact: true })).toHaveValue('2');

  // The service: the group is one Tab stop; Space chooses the card that has the focus.
  const services = page.getByRole('radiogroup', { name: 'Choose a service' });
  await tabTo(page, services.getByRole('radio').first());
  await press(page, 'Space');
  await expect(services.getByRole('radio').first()).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  // Checkout: a free pickup, then a wrong card first, so the error takes the focus to the field.
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeFocused();
  await expectFocusVisible(page, 'Next');
  await tabTo(page, page.getByRole('radio', { name: 'Drop off at a postal location' }));
  await press(page, 'ArrowDown');
  await expect(page.getByRole('radio', { name: 'Free pickup' })).toBeChecked();
  await expect(page.getByLabel('Contact name')).not.toHaveValue('');

  const card = cardFields(page);
  await typeInto(page, card.getByLabel('Card number'), '4111 1111 1111 1112');
  await typeInto(page, card.getByLabel('Expiry (MM/YY)'), '12/30');
  await typeInto(page, card.getByLabel('CVV'), '123');
  await tabTo(page, payByCardButton(page));
  await press(page, 'Enter');
  await expect(card.getByLabel('Card number')).toBeFocused();
  await expect(card.getByLabel('Card number')).toHaveAccessibleDescription(
    'Please enter a valid card number.',
  );
  await expectFocusVisible(page, 'a refused card number');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4111 1111 1111 1111');
  await tabTo(page, payByCardButton(page));
  await page.keyboard.press('Enter');

  // The success page, with the pickup booked, and the label.
  await expect(page).toHaveURL(/\/shipping\/success\/[0-9a-f-]{36}$/);
  const confirmed = page.getByRole('heading', { name: 'Your shipment is confirmed' });
  await expect(confirmed).toBeFocused();
  await expectFocusVisible(page, 'Pay');
  await expect(page.getByRole('region', { name: 'Pickup' }).getByText(/^Contact: /)).toBeVisible();
  const printLabel = printLabelButtons(page).first();
  await tabTo(page, printLabel);
  const labelTab = page.waitForEvent('popup');
  await press(page, 'Enter');
  const label = await labelTab;
  await expect(label).toHaveURL(/\/web\/label\/[A-Z]{2}\d{9}CA\/pdf$/);
  await label.close();
  await expect(printLabel).toBeFocused();
});
