import type { Locator, Page } from '@playwright/test';
import {
  customsSection,
  fillCustomsItem,
  itemField,
  itemGroup,
  MAPLE_SYRUP,
  T_SHIRTS,
  type CustomsItem,
} from './support/customs.ts';
import { expectFocusVisible, press, tabTo, typeInto } from './support/keyboard.ts';
import { screenshot } from './support/screenshots.ts';
import {
  centre,
  fillPackage,
  fillParty,
  fillPartyByKeyboard,
  NEW_YORK_RECEIVER,
  pickAddress,
  TORONTO_RECEIVER,
  VANCOUVER_SENDER,
} from './support/shipments.ts';
import { expect, test } from './support/test.ts';

// Issue 34: the customs section of /shipping. The HS search answers from the server's
// nomenclature (HS_NOMENCLATURE_FILE): "cotton t-shirt" finds 6109.10, "maple syrup" 1702.20.

test('a CA to US shipment declares two items found with the HS search, shows its total and reaches checkout @phone', async ({
  page,
}) => {
  await page.goto('/shipping');
  await fillParty(page, 'Sender', VANCOUVER_SENDER);
  await fillParty(page, 'Receiver', NEW_YORK_RECEIVER);
  await fillPackage(page, { weight: '2', length: '30', width: '20', height: '10' });

  await expect(itemGroup(page, 1)).toBeVisible();
  await fillCustomsItem(page, 1, T_SHIRTS);
  await customsSection(page).getByRole('button', { name: 'Add an item' }).click();
  await fillCustomsItem(page, 2, MAPLE_SYRUP);

  const totals = customsSection(page).getByRole('status');
  await expect(totals).toContainText('Total value: CAD 69.00');
  await expect(totals).toContainText("Items' weight: 1.2 KGS of the parcel's 2 KGS");
  await expect(customsSection(page).getByRole('complementary')).toContainText(
    'US duties and fees may apply to every parcel',
  );

  // A receiver in Canada after all: no declaration, and none sent; back to New York, all of it kept.
  const receiver = page.getByRole('region', { name: 'Receiver' });
  await pickAddress(page, receiver, TORONTO_RECEIVER);
  await expect(customsSection(page)).toHaveCount(0);
  await pickAddress(page, receiver, NEW_YORK_RECEIVER);
  await expect(itemField(itemGroup(page, 2), /Description/)).toHaveValue(MAPLE_SYRUP.description);

  const service = page.getByRole('radio').first();
  await expect(service).toContainText('Duties and taxes: paid by the recipient on delivery');
  await service.click();
  // What is on screen, for people to look at: the items, then the totals and the estimate.
  await centre(itemGroup(page, 2));
  await screenshot(page, 'customs-items', { fullPage: false });
  await centre(customsSection(page).getByRole('complementary'));
  await screenshot(page, 'customs-estimate', { fullPage: false });

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
});

/** Moves down the HS suggestions with the arrow key to `option`, then takes it with Enter. */
async function pickHsByKeyboard(page: Page, field: Locator, option: RegExp) {
  const wanted = page.getByRole('option', { name: option });
  await expect(wanted).toBeVisible();
  const wantedId = await wanted.getAttribute('id');
  // The field names the option the arrows are on (aria-activedescendant).
  for (let presses = 0; presses < 10; presses += 1) {
    await press(page, 'ArrowDown');
    if ((await field.getAttribute('aria-activedescendant')) === wantedId) break;
  }
  await expect(field).toHaveAttribute('aria-activedescendant', wantedId ?? '');
  await press(page, 'Enter');
}

/** Tabs to a field, selects what it holds and types over it. */
async function replaceInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Fills an item from its description, which has the focus (the first row's is tabbed to). */
async function fillItemByKeyboard(page: Page, position: number, item: CustomsItem) {
  const group = itemGroup(page, position);
  await typeInto(page, itemField(group, /Description/), item.description);
  await replaceInto(page, itemField(group, /Quantity/), item.quantity);
  await typeInto(page, itemField(group, /Unit value/), item.unitValue);
  await typeInto(page, itemField(group, /Unit weight/), item.unitWeight);
  const hsCode = group.getByRole('combobox', { name: 'HS code' });
  await typeInto(page, hsCode, item.hsSearch);
  await pickHsByKeyboard(page, hsCode, item.hsOption);
  await expect(hsCode).toHaveValue(item.hsCode);
  // The browser's own list: from "Choose a country", one step down is Canada.
  const origin = group.getByRole('combobox', { name: /Country of origin/ });
  await tabTo(page, origin);
  await press(page, 'ArrowDown');
  await expect(origin).toHaveValue('CA');
}

test('the customs section is filled with the keyboard alone, the focus always visible', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  await page.goto('/shipping');
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
  await fillPartyByKeyboard(page, 'Sender', VANCOUVER_SENDER);
  await fillPartyByKeyboard(page, 'Receiver', NEW_YORK_RECEIVER);
  const parcel = page.getByRole('region', { name: 'Package details' });
  for (const [name, value] of [
    ['Weight', '2'],
    ['Length', '30'],
    ['Width', '20'],
    ['Height', '10'],
  ] as const) {
    await typeInto(page, parcel.getByRole('textbox', { name, exact: true }), value);
  }

  await fillItemByKeyboard(page, 1, T_SHIRTS);
  await tabTo(page, customsSection(page).getByRole('button', { name: 'Add an item' }));
  await press(page, 'Enter');
  // The new row's description takes the focus.
  await expect(itemField(itemGroup(page, 2), /Description/)).toBeFocused();
  await fillItemByKeyboard(page, 2, MAPLE_SYRUP);
  await expect(customsSection(page).getByRole('status')).toContainText('Total value: CAD 69.00');

  // Duties paid by the sender: the rate cards say so.
  const payer = customsSection(page).getByRole('combobox', { name: 'Duties and taxes paid by' });
  await tabTo(page, payer, { backwards: true, maxPresses: 80 });
  await press(page, 'ArrowDown');
  await expect(payer).toHaveValue('SENDER');

  const services = page.getByRole('radiogroup', { name: 'Choose a service' });
  await tabTo(page, services.getByRole('radio').first(), { maxPresses: 80 });
  await press(page, 'Space');
  await expect(services.getByRole('radio').first()).toContainText(
    'Duties and taxes: paid by you (DDP)',
  );
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expectFocusVisible(page, 'Next');
});
