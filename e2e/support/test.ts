import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/**
 * axe-core's findings on the page as it is now (only those of `impacts` when given), one line
 * per failed rule with the first few elements it failed on. No tag filter: every rule axe runs
 * by default, which is WCAG 2.0, 2.1 and 2.2 levels A and AA plus axe's best practices (its AAA
 * and experimental rules are off by default).
 */
export async function accessibilityViolations(
  page: Page,
  impacts?: readonly Impact[],
): Promise<string[]> {
  // Only violations are read: axe then stops collecting every passing node, a good part of its time.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => !impacts || impacts.includes(violation.impact as Impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join('\n  ')}`,
    );
}

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const blocking = await accessibilityViolations(page, ['serious', 'critical']);
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
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
      const policyViolations = await recordPolicyViolations(page);
      await use();
      if (page.url() !== 'about:blank') await expectAccessible(page);
      expect(pageErrors.map(String), 'uncaught errors in the page').toEqual([]);
      expect(policyViolations, 'what the Content-Security-Policy blocked').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Collects what the Content-Security-Policy blocks in any frame of the page (the card fields'
 * iframe included), for as long as the test runs: a blocked script or style fails the test.
 */
async function recordPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (report: string) => violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} on ${event.documentURI}`;
      (window as unknown as { reportPolicyViolation(report: string): void }).reportPolicyViolation(
        report,
      );
    });
  });
  return violations;
}

export { expect };
