import type { Page } from '@playwright/test';
import { test } from './test.ts';

/**
 * Takes the whole page as it looks now, per project, for people to look at. `fullPage: false`
 * takes what is on screen only: a whole-page shot resizes the window for a moment, which redraws
 * what depends on its width (the order history's table and cards) and so forgets open dialogs.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  await page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    fullPage,
  });
}
