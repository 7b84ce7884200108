import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** The hero, named by its headline "Ship parcels across Canada and to the United States, for less". */
function hero(page: Page): Locator {
  return page.getByRole('region', { name: /^Ship parcels/ });
}

/** A phrase of the rotating headline, as the eye sees it. */
function headlinePhrase(page: Page, phrase: string): Locator {
  return hero(page).getByText(phrase, { exact: true });
}

/** The partner marks' moving strip: the parent of the list screen readers hear. */
function marqueeTrack(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Our delivery partners' })
    .getByRole('list')
    .locator('..');
}

const playState = (track: Locator) =>
  track.evaluate((element) => element.getAnimations().map((animation) => animation.playState));

test('the headline changes its phrase every 3 seconds and Sign Up opens registration @phone', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(headlinePhrase(page, 'across Canada')).toBeVisible();

  await page.clock.runFor(3000);
  await expect(headlinePhrase(page, 'to the United States')).toBeVisible();
  await expect(headlinePhrase(page, 'across Canada')).toBeHidden();

  await hero(page).getByRole('link', { name: 'Sign Up Free' }).click();
  await expect(page).toHaveURL(/\/login\?mode=register$/);
});

test('the counters count up to their figures once scrolled into view', async ({ page }) => {
  await page.goto('/');
  const counters = page.getByRole('region', { name: 'Maplepost in numbers' });
  // The figures the eye sees; screen readers get the final ones from the start.
  const shownFigures = counters.locator('[aria-hidden="true"]');
  await expect(shownFigures).toHaveText(['0+', '0+', '0+']);

  await counters.scrollIntoViewIfNeeded();
  await expect(shownFigures).toHaveText(['1,500+', '300+', '5,000+']);
});

test('the savings calculator shows $10 a package a month and twelve months a year @phone', async ({
  page,
}) => {
  await page.goto('/');
  const savings = page.getByRole('region', { name: 'How much could you save?' });
  await savings.getByLabel('Packages you ship per month').fill('250');
  await expect(savings.getByText('$2,500', { exact: true })).toBeVisible();
  await expect(savings.getByText('$30,000', { exact: true })).toBeVisible();
});

test('the partner marquee scrolls, names each partner once and pauses on request', async ({
  page,
}) => {
  await page.goto('/');
  const partners = page.getByRole('region', { name: 'Our delivery partners' });
  await expect(partners.getByRole('listitem')).toHaveCount(7);
  await expect(partners.getByRole('listitem').first()).toBeVisible();
  expect(await playState(marqueeTrack(page))).toEqual(['running']);

  await partners.getByRole('button', { name: 'Pause partner logos' }).click();
  expect(await playState(marqueeTrack(page))).toEqual(['paused']);
  await expect(partners.getByRole('button', { name: 'Play partner logos' })).toBeVisible();
});

test('nothing moves for a visitor who prefers reduced motion @phone', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');

  await page.clock.runFor(9000);
  await expect(headlinePhrase(page, 'across Canada')).toBeVisible();
  expect(await playState(marqueeTrack(page))).toEqual([]);
  await expect(page.getByRole('button', { name: 'Pause partner logos' })).toBeHidden();
});
