import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Our test: every page a test ends on is checked with axe-core too, and a page error
 * (an uncaught exception in the browser) fails the test.
 */
export const test = base.extend<{ accessibilityCheck: void }>({
  accessibilityCheck: [
    async ({ page }, use) => {
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await use();
      if (page.url() !== 'about:blank') await expectAccessible(page);
      expect(pageErrors.map(String), 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
