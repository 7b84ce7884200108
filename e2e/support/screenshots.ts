import type { Page } from '@playwright/test';
import { test } from './test.ts';

/** Takes the whole page as it looks now, per project, for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    fullPage: true,
  });
}
