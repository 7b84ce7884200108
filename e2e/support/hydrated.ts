import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until React has taken it over (data-hydrated on <html>, set by
 * web/app/hydration/hydration-mark.tsx). Only for a test that needs the app itself running, such
 * as one that watches requests or navigation; what a visitor types or clicks before then is
 * replayed by the app, so a test that only uses the page does not wait.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
