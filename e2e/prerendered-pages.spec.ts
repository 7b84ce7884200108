import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts.ts';
import { openHydrated, waitUntilHydrated } from './support/hydrated.ts';
import { expectFocusVisible } from './support/keyboard.ts';
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

/**
 * Holds back the app's code (the entry chunk, or the chunk `name` names) until the returned
 * function is called, so a test can use the page rendered at build time before React takes it
 * over, or that part of it.
 */
async function holdAppCode(page: Page, name = 'index'): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('before React takes the page over, its controls are disabled and refuse what a visitor types or clicks @phone', async ({
  page,
}) => {
  const releaseAppCode = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  const savings = page.getByRole('region', { name: 'How much could you save?' });
  const packages = savings.getByLabel('Packages you ship per month');
  const billingRules = page.getByRole('button', { name: 'Billing rules', exact: true });
  await expect(packages).toBeDisabled();
  await expect(billingRules).toBeDisabled();
  // A tap and typing where the page cannot take them yet change nothing, and leave nothing
  // that would act later.
  await packages.click({ force: true });
  await page.keyboard.type('250');
  await billingRules.click({ force: true });
  await expect(packages).toHaveValue('100');

  releaseAppCode();
  await expect(packages).toBeEnabled();
  await expect(page.getByRole('dialog', { name: 'Billing Rules' })).toHaveCount(0);
  await packages.fill('250');
  await expect(savings.getByText('$2,500', { exact: true })).toBeVisible();
  await billingRules.click();
  await expect(page.getByRole('dialog', { name: 'Billing Rules' })).toBeVisible();
});

test('a part whose code comes later stays disabled until React has it, the rest of the page ready', async ({
  page,
}) => {
  const releaseCalculator = await holdAppCode(page, 'savings-calculator');
  await page.goto('/');
  const packages = page.getByLabel('Packages you ship per month');
  const origin = page.getByLabel('Origin postal code');
  await origin.fill('V6B 1A1');
  await expect(origin).toHaveValue('V6B 1A1');
  await expect(packages).toBeDisabled();

  releaseCalculator();
  await packages.fill('250');
  await expect(page.getByText('$2,500', { exact: true })).toBeVisible();
});

test('at 6x CPU slowdown, each key typed while the page loads lands in the field or meets it disabled @phone', async ({
  page,
}) => {
  // A slow phone, on which the page shows long before React has taken it over.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // Whether each key reached the email field, as it was pressed.
  await page.addInitScript(() => {
    const landed: boolean[] = [];
    Object.assign(window, { keysLanded: landed });
    addEventListener(
      'keydown',
      ({ target }) => landed.push(target === document.querySelector('input[type="email"]')),
      true,
    );
  });
  const lastKeyLanded = () =>
    page.evaluate(() => (window as unknown as { keysLanded: boolean[] }).keysLanded.at(-1));
  const releaseAppCode = await holdAppCode(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByLabel('Email');
  await expect(email).toBeDisabled();
  // However busy the machine, the first key comes before the page is ready.
  await email.click({ force: true });
  await page.keyboard.type('d');
  expect(await lastKeyLanded()).toBe(false);
  releaseAppCode();

  // The visitor taps the field and types from the moment it shows; a key the field did not
  // take, they type again. Read before the tap: the field only ever goes from disabled to
  // enabled, so a tap that met it enabled put the caret in it.
  const address = 'demo@maplepost.test';
  const attempts: { landed: boolean; fieldDisabledAtTap: boolean }[] = [];
  for (const character of address) {
    for (;;) {
      const fieldDisabledAtTap = await email.isDisabled();
      await email.click({ force: true });
      await page.keyboard.type(character);
      const landed = (await lastKeyLanded()) ?? false;
      attempts.push({ landed, fieldDisabledAtTap });
      if (landed) break;
    }
  }
  // No key missed a field that could take it, and none that landed was lost after.
  expect(
    attempts.filter(({ landed, fieldDisabledAtTap }) => !landed && !fieldDisabledAtTap),
  ).toEqual([]);
  await expect(email).toHaveValue(address);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // The app has what is in the field: it signs in with it.
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('at 6x CPU slowdown, a click while the page loads acts or meets its button disabled @phone', async ({
  page,
}) => {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // How many clicks reached the button: the browser gives a disabled one none.
  await page.addInitScript(() => {
    const clicks = { delivered: 0 };
    Object.assign(window, { billingRulesClicks: clicks });
    addEventListener(
      'click',
      ({ target }) => {
        if (target instanceof Element && target.closest('button')?.textContent === 'Billing rules')
          clicks.delivered += 1;
      },
      true,
    );
  });
  const clicksDelivered = () =>
    page.evaluate(
      () =>
        (window as unknown as { billingRulesClicks: { delivered: number } }).billingRulesClicks
          .delivered,
    );
  const releaseAppCode = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  const billingRules = page.getByRole('button', { name: 'Billing rules', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Billing Rules' });
  await expect(billingRules).toBeDisabled();
  // However busy the machine, the first tap comes before the page is ready.
  await billingRules.click({ force: true });
  expect(await clicksDelivered()).toBe(0);
  releaseAppCode();

  // The visitor taps the button until it takes the tap. Read before the tap: the button only
  // ever goes from disabled to enabled, so a tap that met it enabled must reach it.
  const tapsLostOnEnabledButton: number[] = [];
  for (let tap = 1; (await clicksDelivered()) === 0; tap++) {
    const disabledAtTap = await billingRules.isDisabled();
    await billingRules.click({ force: true });
    if (!disabledAtTap && (await clicksDelivered()) === 0) tapsLostOnEnabledButton.push(tap);
  }
  expect(tapsLostOnEnabledButton).toEqual([]);
  // And the app acts on it.
  await expect(dialog).toBeVisible();
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('a sign-in cannot be sent before React takes the page over, so no password goes into the address', async ({
  page,
}) => {
  const releaseAppCode = await holdAppCode(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const password = page.getByLabel('Password', { exact: true });
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(password).toBeDisabled();
  await password.click({ force: true });
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(password).toHaveValue('');
  expect(page.url()).toMatch(/\/login$/);

  releaseAppCode();
  await page.getByLabel('Email').fill('demo@maplepost.test');
  await password.fill(DEMO_PASSWORD);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(page.url()).not.toContain('password');
});

test('the skip link used before React takes the page over skips the header, the focus seen', async ({
  page,
}) => {
  const releaseAppCode = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expectFocusVisible(page, 'the skip link, before React has the page');
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
  releaseAppCode();
});

test('a page scrolled before React takes it over stays where the visitor left it', async ({
  page,
}) => {
  const releaseAppCode = await holdAppCode(page);
  await page.goto('/shipping', { waitUntil: 'commit' });
  const receiver = page.getByRole('region', { name: 'Receiver' });
  await receiver.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const scrolled = await page.evaluate(() => scrollY);
  expect(scrolled).toBeGreaterThan(0);

  releaseAppCode();
  await waitUntilHydrated(page);
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
});
