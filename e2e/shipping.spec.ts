import { fillPackage, fillParty, TORONTO_RECEIVER, VANCOUVER_SENDER } from './support/shipments.ts';
import { expect, test } from './support/test.ts';

test('a guest fills a Vancouver to Toronto shipment, picks a rate and goes to checkout @phone', async ({
  page,
}) => {
  await page.goto('/shipping');
  await fillParty(page, 'Sender', VANCOUVER_SENDER);
  await fillParty(page, 'Receiver', TORONTO_RECEIVER);
  await fillPackage(page, { weight: '2', length: '30', width: '20', height: '10' });

  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  const rates = page.getByRole('radio');
  await expect(rates.first()).toBeVisible();
  await expect(page.getByText('Best Value')).toBeVisible();
  await rates.first().click();

  await page.getByRole('group', { name: 'Quick remarks' }).getByText('Document Enclosed').click();
  await expect(page.getByRole('textbox', { name: 'Remarks' })).toHaveValue(/Document Enclosed/);

  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
});

test('the next-day page refuses a Toronto postal code and keeps Next disabled', async ({
  page,
}) => {
  await page.goto('/van-next-day-delivery');
  await fillParty(page, 'Sender', VANCOUVER_SENDER);
  await fillParty(page, 'Receiver', TORONTO_RECEIVER);
  await fillPackage(page, { weight: '1', length: '20', width: '15', height: '10' });
  await expect(page.getByText(/outside the Greater Vancouver area/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});
