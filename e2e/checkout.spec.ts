import { DEMO_PASSWORD, registerThroughUi, uniqueEmail } from './support/accounts.ts';
import { enterCard, shipVancouverToToronto } from './support/shipments.ts';
import { expect, expectAccessible, test } from './support/test.ts';

test('a guest pays with the approving test card, sees the success page, opens the label and books a pickup @phone', async ({
  page,
}) => {
  await shipVancouverToToronto(page);
  await expect(page.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Drop off at a postal location' })).toBeChecked();

  await enterCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/shipping\/success\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Your shipment is confirmed' })).toBeVisible();
  const labelTab = page.waitForEvent('popup');
  await page
    .getByRole('button', { name: /^Print Label for / })
    .first()
    .click();
  const label = await labelTab;
  await expect(label).toHaveURL(/\/web\/label\/[A-Z]{2}\d{9}CA\/pdf$/);
  await label.close();

  // A Vancouver sender who chose drop-off can still book the free pickup here.
  await page.getByRole('button', { name: 'Book a free pickup instead' }).click();
  await expect(page.getByRole('heading', { name: 'Book a free pickup' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Book pickup' }).click();
  const booked = page.getByRole('region', { name: 'Pickup' });
  await expect(booked.getByText(/, between 9:00 AM and 5:00 PM$/)).toBeVisible();
  await expect(booked.getByText(/^Contact: /)).toBeVisible();
});

test('the declining test card shows its message and the order stays unpaid', async ({ page }) => {
  await shipVancouverToToronto(page);
  await enterCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment failed: Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\//);
});

test('a wrong card number is pointed out in the card form and nothing is charged', async ({
  page,
}) => {
  await shipVancouverToToronto(page);
  await enterCard(page, '4111 1111 1111 1112');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(
    page.getByText('Failed to process payment. Please check your card details and try again.'),
  ).toBeVisible();
  const card = page.frameLocator('iframe[title="Card details"]');
  await expect(card.getByRole('alert')).not.toBeEmpty();
  await expect(card.getByLabel('Card number')).toBeFocused();
  await expect(page).toHaveURL(/\/checkout\//);
});

test('a signed-in shopper saves a card and pays with it at the next checkout @phone', async ({
  page,
}) => {
  await registerThroughUi(page, {
    name: 'Saved Card Shopper',
    email: uniqueEmail('saved-card'),
    password: DEMO_PASSWORD,
  });

  await shipVancouverToToronto(page);
  await enterCard(page, '4111 1111 1111 1111');
  await page.getByRole('checkbox', { name: 'Save this card for my next checkout' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your shipment is confirmed' })).toBeVisible();

  await shipVancouverToToronto(page);
  await expect(page.getByRole('radio', { name: 'Saved Visa ending in 1111' })).toBeChecked();
  await expect(page.locator('iframe[title="Card details"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your shipment is confirmed' })).toBeVisible();
});
