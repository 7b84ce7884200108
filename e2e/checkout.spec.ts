import { enterCard, shipVancouverToToronto } from './support/shipments.ts';
import { expect, test } from './support/test.ts';

test('a guest pays with the approving test card, sees the success page and opens the label @phone', async ({
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
});

test('the declining test card shows its message and the order stays unpaid', async ({ page }) => {
  await shipVancouverToToronto(page);
  await enterCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment failed: Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\//);
});
