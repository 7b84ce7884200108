import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

// Pages the build renders to HTML (scripts/vite/prerender.ts), public and signed-in.
const PAGES = [
  { path: '/', heading: /Ship parcels/ },
  { path: '/tracking', heading: 'Track a Parcel' },
  { path: '/shipping', heading: 'Ship a Parcel' },
  { path: '/no-such-page', heading: 'Page Not Found' },
];

test('with JavaScript off, a page rendered at build time shows its heading, header and footer @phone', async ({
  browser,
}) => {
  // A page of its own: axe, which checks every test's page, needs JavaScript.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
  }
  await context.close();
});

test('a page rendered at build time is taken over by React without a console error @phone', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // Page Not Found is left to the end: its 404 status is a console error of its own.
  const pages = [...PAGES.slice(0, -1), { path: '/login', heading: 'Log in to Maplepost' }];
  for (const { path, heading } of pages) {
    await openHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  // Hydrated, a link leads to its page without loading a new document.
  await openHydrated(page, '/tracking');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(documents).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // A hydration mismatch throws in the page, which fails the test (support/test.ts).
  await openHydrated(page, '/no-such-page');
});

/** Opens a page and waits until React has taken it over, when it first asks for the session. */
async function openHydrated(page: Page, path: string) {
  const sessionProbe = page.waitForResponse((response) =>
    response.url().endsWith('/web/auth/session'),
  );
  await page.goto(path);
  await sessionProbe;
}
