import type { Locator } from '@playwright/test';
import { openHydrated } from './support/hydrated.ts';
import {
  fillPackage,
  fillParty,
  RICHMOND_CENTRE,
  TORONTO_RECEIVER,
  VANCOUVER_SENDER,
} from './support/shipments.ts';
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
  await expect(page.getByRole('radio', { name: /Canada Ground/ })).toHaveCount(0);
});

test('the next-day page offers only the Vancouver next-day and second-day services @phone', async ({
  page,
}) => {
  await page.goto('/van-next-day-delivery');
  await fillParty(page, 'Sender', VANCOUVER_SENDER);
  await fillParty(page, 'Receiver', { name: 'Lin Wei', phone: '604 555 0177', ...RICHMOND_CENTRE });
  await fillPackage(page, { weight: '1', length: '20', width: '15', height: '10' });

  const options = page.getByRole('radiogroup', { name: 'Choose a service' }).getByRole('radio');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toHaveAccessibleName(
    /Greater Vancouver Second Day|Vancouver Next Day/,
  );
  await expect(options.nth(1)).toHaveAccessibleName(
    /Greater Vancouver Second Day|Vancouver Next Day/,
  );
  await page.getByRole('radio', { name: /Vancouver Next Day/ }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('the shipping form names a wrong field as it is left, in the words the server would use', async ({
  page,
}) => {
  await page.goto('/shipping');
  const email = page.getByRole('region', { name: 'Sender' }).getByLabel('Email');
  await email.fill('orders@mapleleafbakery');
  await email.press('Tab');
  await expect(email).toHaveAccessibleDescription('Invalid email format');

  const weight = page
    .getByRole('region', { name: 'Package details' })
    .getByRole('textbox', { name: 'Weight', exact: true });
  await weight.fill('20000');
  await weight.press('Tab');
  await expect(weight).toHaveAccessibleDescription('Weight must be at most 10000.');

  await email.fill('orders@mapleleafbakery.test');
  await expect(email).not.toHaveAccessibleDescription('Invalid email format');
  await expect(page.getByText('Invalid email format')).toHaveCount(0);
});

/** The boxes of the street and unit inputs of a form section, in CSS pixels. */
async function streetAndUnitBoxes(section: Locator) {
  const street = await section.getByRole('combobox', { name: /Address/ }).boundingBox();
  const unit = await section.getByRole('textbox', { name: 'Apt/Unit' }).boundingBox();
  if (!street || !unit) throw new Error('The street or the unit input is not shown.');
  return { street, unit };
}

for (const path of ['/shipping', '/van-next-day-delivery']) {
  test(`${path}: the street and unit inputs line up on a desktop, whatever the street's hint and message`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The app running: a field left before it takes the page over shows no message.
    await openHydrated(page, path);
    for (const side of ['Sender', 'Receiver']) {
      const section = page.getByRole('region', { name: side });
      const street = section.getByRole('combobox', { name: /Address/ });
      const expectInLine = async () => {
        const { street, unit } = await streetAndUnitBoxes(section);
        expect(unit.y, `${side}'s unit against its street`).toBeCloseTo(street.y, 0);
      };
      await expectInLine();
      // A message under the street, then the longer hint of a place typed by hand.
      await street.focus();
      await street.press('Tab');
      await expect(section.getByText('Address is required.', { exact: false })).toBeVisible();
      await expectInLine();
      await section.getByRole('button', { name: 'Enter city and postal code yourself' }).click();
      await expectInLine();
    }

    // On a phone the unit goes under the street.
    await page.setViewportSize({ width: 390, height: 844 });
    const { street, unit } = await streetAndUnitBoxes(page.getByRole('region', { name: 'Sender' }));
    expect(unit.y).toBeGreaterThan(street.y + street.height);
  });
}
