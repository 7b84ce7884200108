import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { entryOf, fillSenderAndBatch } from './support/bulk-wizard.ts';
import { screenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

// A hundred rows checked, processed and drawn: slower than the default on a shared machine.
test.slow();

const LONG_WORD = 'Wolfeschlegelsteinhausenbergerdorff';
// 60 characters without a space, as a name copied from an email address: the server refuses
// it (spec section 5), so review shows it on a Failed row.
const EMAIL_LIKE = 'accounts.receivable.department@northern-outfitters-example.ca';

const HUNDRED_ROWS = fileURLToPath(
  new URL('../web/test-support/spreadsheets/rows-100.xlsx', import.meta.url),
);
/** The last row's recipient in rows-100.xlsx (scripts/make-bulk-fixtures.sh). */
const LAST_RECIPIENT = 'June Chen';

/** The LibreOffice-made rows-100.xlsx with its first two names made unbreakable. */
function hundredRowSheet(): Buffer {
  const book = XLSX.read(readFileSync(HUNDRED_ROWS));
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  sheet.A2 = { t: 's', v: LONG_WORD };
  sheet.A3 = { t: 's', v: EMAIL_LIKE };
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Records every aria-valuenow the page's progress bar takes, however briefly. */
async function recordProgressValues(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressValues: string[] }).progressValues = seen;
    const note = () => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { progressValues: string[] }).progressValues);
}

/** Whether the element shows all of its content: nothing cut off or hidden behind an ellipsis. */
const showsWhole = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);

/** Whether a native select is wide enough for its chosen option's text, beside its arrow. */
const showsChosenOptionWhole = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const text = element.selectedOptions[0]?.text ?? '';
    const room =
      element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(text).width <= room;
  });

/** Whether the element lies inside the box of `outer`, sideways. */
async function fitsInside(element: Locator, outer: Locator) {
  const [inner, box] = [await element.boundingBox(), await outer.boundingBox()];
  return inner!.x >= box!.x - 1 && inner!.x + inner!.width <= box!.x + box!.width + 1;
}

test('a hundred rows: the bar moves through the values between, then the review reads whole at 1280 and 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerThroughApi(page, {
    name: 'Northern Outfitters',
    email: uniqueEmail('bulk-progress'),
    password: 'Granite-Harbour-42!',
  });
  await page.goto('/bulk-shipment');
  await fillSenderAndBatch(page, 'HUNDRED');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Spreadsheet' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'hundred.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: hundredRowSheet(),
  });
  await expect(page.getByRole('heading', { name: /Recipients \(100\)/ })).toBeVisible();
  const recipients = page.getByLabel('Recipients', { exact: true }).filter({ visible: true });
  // Every address checked before the orders go: none Pending.
  await expect(entryOf(recipients, LAST_RECIPIENT)).toContainText('Valid');
  await expect(recipients.getByText('Pending', { exact: true })).toHaveCount(0);

  const progressValues = await recordProgressValues(page);
  await page.getByRole('button', { name: 'Process Orders' }).click();
  // The email-like name is an Error at import already (issue 35, point 3): proceed anyway, to
  // see it fail on review.
  await page
    .getByRole('dialog', { name: 'Validation errors' })
    .getByRole('button', { name: 'Proceed' })
    .click();
  await expect(page.getByRole('progressbar', { name: 'Orders processed' })).toBeVisible();

  const summary = page.getByLabel('Summary');
  await expect(summary).toContainText('Successful99');
  const values = (await progressValues()).map(Number);
  expect(
    values.some((value) => value > 0 && value < 100),
    values.join(', '),
  ).toBe(true);
  expect(values.at(-1)).toBe(100);

  const orders = page.getByLabel('Orders', { exact: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(orders.getByText(LONG_WORD, { exact: true })).toBeVisible();
    // The step indicator: five labels, each whole, none off the screen.
    const steps = page.getByRole('navigation', { name: 'Bulk shipment steps' });
    for (const label of ['Sender Info', 'Batch Selection', 'Recipients', 'Processing', 'Review']) {
      const shown = steps.getByText(label, { exact: true });
      await expect(shown).toBeVisible();
      expect(await showsWhole(shown), `${label} at ${width} px`).toBe(true);
      expect(await fitsInside(shown, steps), `${label} at ${width} px`).toBe(true);
    }
    // Long unbroken names wrap inside their row or card.
    for (const name of [LONG_WORD, EMAIL_LIKE]) {
      const entry = entryOf(orders, name);
      expect(await fitsInside(entry.getByText(name, { exact: true }), entry), name).toBe(true);
    }
    // The status badges and the price show whole.
    const first = entryOf(orders, LONG_WORD);
    for (const [entry, status] of [
      [first, 'Order Created'],
      [entryOf(orders, EMAIL_LIKE), 'Failed'],
    ] as const) {
      const badge = entry.getByText(status, { exact: true });
      await expect(badge).toBeVisible();
      expect(await showsWhole(badge), `${status} at ${width} px`).toBe(true);
      expect(await fitsInside(badge, entry), `${status} at ${width} px`).toBe(true);
      // Not scrolled out of the table's sight either.
      expect(await fitsInside(badge, orders), `${status} in sight at ${width} px`).toBe(true);
    }
    const price = first.getByText(/^\$\d+\.\d{2}$/);
    expect(await fitsInside(price, orders), `price at ${width} px`).toBe(true);
    // The chosen service reads whole, price and all (it was cut at 1280 px).
    const service = first.getByRole('combobox');
    expect(await showsChosenOptionWhole(service), `service at ${width} px`).toBe(true);
    expect(await fitsInside(service, orders), `service in sight at ${width} px`).toBe(true);
    const priceBox = (await price.boundingBox())!;
    expect(priceBox.height, 'the price on one line').toBeLessThan(30);
    // Nothing pushes the page sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await screenshot(page, `bulk-review-${width}`, { fullPage: false });
  }
});
