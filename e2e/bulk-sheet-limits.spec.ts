import { bombSheet, zip } from './support/zip-bomb.ts';
import { registerThroughApi, uniqueEmail } from './support/accounts.ts';
import { fillSenderAndBatch, uploadSheet } from './support/bulk-wizard.ts';
import { screenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

test('a zip bomb chosen as the recipient sheet is refused, and the page stays responsive @phone', async ({
  page,
}) => {
  await registerThroughApi(page, {
    name: 'Prairie Seeds',
    email: uniqueEmail('bulk-bomb'),
    password: 'Granite-Harbour-42!',
  });
  await page.goto('/bulk-shipment');
  await fillSenderAndBatch(page, 'BOMB-CHECK');

  // The page's longest pause between timer ticks while the file is read: a reading on the
  // page's thread would stop them for seconds, or crash the tab.
  await page.evaluate(() => {
    const watch = window as unknown as { longestPauseMs: number };
    watch.longestPauseMs = 0;
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      watch.longestPauseMs = Math.max(watch.longestPauseMs, now - last);
      last = now;
    }, 20);
  });
  const bomb = zip([{ name: 'xl/worksheets/sheet1.xml', content: bombSheet() }]);
  await uploadSheet(page, { name: 'recipients.xlsx', mimeType: 'application/zip', buffer: bomb });

  await expect(page.getByRole('alert')).toContainText(
    'The spreadsheet is too large to read (over 50 MB unpacked or over 10,000 rows).',
  );
  await expect(page.getByText('No recipients added yet.')).toBeVisible();
  const longestPauseMs = await page.evaluate(
    () => (window as unknown as { longestPauseMs: number }).longestPauseMs,
  );
  expect(longestPauseMs).toBeLessThan(1000);
  await screenshot(page, 'bulk-sheet-refused');
});
