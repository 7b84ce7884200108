import type { Locator, Page } from '@playwright/test';
import { centre } from './shipments.ts';
import { expect } from './test.ts';

// The customs section of /shipping (issue 34), as the browser tests fill it.

export type CustomsItem = {
  description: string;
  quantity: string;
  unitValue: string;
  unitWeight: string;
  hsSearch: string;
  /** The subheading the search should offer, as the list shows it: "6109.10 — ...". */
  hsOption: RegExp;
  hsCode: string;
};

export const T_SHIRTS: CustomsItem = {
  description: "Women's cotton T-shirt",
  quantity: '2',
  unitValue: '25.50',
  unitWeight: '0.2',
  hsSearch: 'cotton t-shirt',
  hsOption: /^6109\.10 — /,
  hsCode: '6109.10',
};
export const MAPLE_SYRUP: CustomsItem = {
  description: 'Pure maple syrup, 500 ml bottle',
  quantity: '1',
  unitValue: '18.00',
  unitWeight: '0.8',
  hsSearch: 'maple syrup',
  hsOption: /^1702\.20 — /,
  hsCode: '1702.20',
};

export const customsSection = (page: Page) =>
  page.getByRole('region', { name: 'Customs declaration' });
export const itemGroup = (page: Page, position: number) =>
  customsSection(page).getByRole('group', { name: `Item ${position}` });
export const itemField = (item: Locator, name: string | RegExp) =>
  item.getByRole('textbox', { name });

/** Fills one item with the mouse and the keyboard as most people do, the HS code from the search. */
export async function fillCustomsItem(page: Page, position: number, item: CustomsItem) {
  const group = itemGroup(page, position);
  await itemField(group, /Description/).fill(item.description);
  await itemField(group, /Quantity/).fill(item.quantity);
  await itemField(group, /Unit value/).fill(item.unitValue);
  await itemField(group, /Unit weight/).fill(item.unitWeight);
  const hsCode = group.getByRole('combobox', { name: 'HS code' });
  await centre(hsCode);
  await hsCode.fill(item.hsSearch);
  await page.getByRole('option', { name: item.hsOption }).click();
  await expect(hsCode).toHaveValue(item.hsCode);
  await group.getByRole('combobox', { name: /Country of origin/ }).selectOption('CA');
}
