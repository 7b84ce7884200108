import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has drawn the page, or taken over all of a page rendered at build time:
 * each part keeps its controls disabled in a fieldset marked aria-busy until React has it
 * (web/ui/disabled-until-hydrated.tsx), the page's own part around its <main>.
 */
export async function waitUntilHydrated(page: Page): Promise<void> {
  await page.locator('#root fieldset:has(main)').waitFor({ state: 'attached' });
  await expect(page.locator('fieldset[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opens a page and waits until React has taken it over. Only for a test that needs the app
 * itself running, such as one that watches requests or navigation: a test that uses the page
 * need not wait, as Playwright's fill and click wait for a control to be enabled.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitUntilHydrated(page);
}
