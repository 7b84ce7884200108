import type { Page } from '@playwright/test';
import { ProtectedRoutes, SiteRoutes, type SiteRoute } from '../domain/site/routes.ts';
import {
  DEMO_PASSWORD,
  logInThroughApi,
  registerThroughApi,
  uniqueEmail,
} from './support/accounts.ts';
import {
  checkoutThroughApi,
  createOrderThroughApi,
  paidByCardThroughApi,
} from './support/orders.ts';
import { accessibilityViolations, expect, test } from './support/test.ts';

/** The values of a route's parameters: a checkout to pay, a paid batch and its parcel. */
type RouteIds = { shippingBatchId: string; paidShippingBatchId: string; trackingNumber: string };

/**
 * The address of `route` with its parameters filled from `ids`. The success page shows a paid
 * batch, checkout an unpaid one. A route with a parameter not named here fails the test, so a
 * new page with a parameter cannot skip the walk.
 */
function pathOf(route: SiteRoute, ids: RouteIds): string {
  if (route === SiteRoutes.shippingSuccess) {
    return route.replace(':shippingBatchId', ids.paidShippingBatchId);
  }
  return route.replace(/:([A-Za-z]+)/g, (parameter, name: string) => {
    if (!(name in ids)) throw new Error(`No value for ${parameter} in ${route}`);
    return ids[name as keyof RouteIds];
  });
}

/** Data of the page's own session (a guest's or an account's): the pages show only their own. */
async function idsOf(page: Page): Promise<RouteIds> {
  const paid = await paidByCardThroughApi(page.request);
  const unpaid = await createOrderThroughApi(page.request);
  return {
    shippingBatchId: await checkoutThroughApi(page.request, [unpaid]),
    paidShippingBatchId: paid.shippingBatchId,
    trackingNumber: paid.trackingNumber,
  };
}

/**
 * Opens `path` and waits until it has settled: the session known and the redirect it makes done
 * (`landsOn`: a guest at a signed-in page goes to /login), its heading shown, and no loader left
 * (its code and data arrived). A page rendered at build time shows a heading before its
 * code has run: checked then, it could be leaving for /login while axe reads it.
 */
async function open(page: Page, path: string, landsOn?: SiteRoute): Promise<void> {
  const sessionKnown = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/web/auth/session',
    { timeout: 60_000 },
  );
  await page.goto(path);
  await sessionKnown;
  if (landsOn) {
    await expect(page).toHaveURL((url) => url.pathname === landsOn, { timeout: 60_000 });
  }
  // Generous: on a busy machine a page's code and data can take long to arrive.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, {
    timeout: 60_000,
  });
  // A request still running without a loader (the card fields' token) finishes here. Only a
  // short wait, and not required: Chromium sometimes never reports the card fields' iframe idle,
  // and the page then never counts as idle although nothing is loading.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Checks the page as it is now and keeps what axe found under the name of the state. */
type Check = (state: string) => Promise<void>;

/**
 * A check of `page` that collects rather than fails, so one run lists every violation of every
 * page in `found`, each line naming the visitor and the page state.
 */
function collectingCheck(page: Page, found: string[]): Check {
  return (state) =>
    test.step(state, async () => {
      for (const violation of await accessibilityViolations(page)) {
        found.push(`${state}: ${violation}`);
        // As found, too: a run that times out still tells what it saw.
        console.log(`${state}: ${violation}`);
      }
    });
}

/** Every page of the route table as `visitor` sees it, parameters filled from `ids`. */
async function walkRoutes(page: Page, check: Check, visitor: string, ids: RouteIds): Promise<void> {
  let loginCheckedAfterRedirect = false;
  for (const route of Object.values(SiteRoutes)) {
    const path = pathOf(route, ids);
    // A guest at a signed-in page is sent to /login: every such redirect is followed, and the
    // login page they all land on is checked once, after the first.
    const landsOn =
      visitor === 'guest' && ProtectedRoutes.includes(route) ? SiteRoutes.login : undefined;
    await test.step(`open ${path}`, () => open(page, path, landsOn));
    if (landsOn && loginCheckedAfterRedirect) continue;
    if (landsOn) loginCheckedAfterRedirect = true;
    await check(`${visitor} ${path}`);
  }
}

/** States within pages that the plain walk does not show: errors, dialogs, the phone menu. */
async function checkGuestStates(page: Page, check: Check): Promise<void> {
  await open(page, SiteRoutes.login);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await check('guest /login with errors shown');

  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('guest /login with the forgot-password dialog open');

  await open(page, SiteRoutes.shipping);
  const sender = page.getByRole('region', { name: 'Sender' });
  await sender.getByLabel('Email').fill('orders@mapleleafbakery');
  await sender.getByLabel('Email').press('Tab');
  const weight = page
    .getByRole('region', { name: 'Package details' })
    .getByRole('textbox', { name: 'Weight', exact: true });
  await weight.fill('20000');
  await weight.press('Tab');
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await check('guest /shipping with errors shown');

  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Axe reads colours as they are: mid-fade, the page behind the drawer is half-covered.
    await page.evaluate(() => Promise.all(document.getAnimations().map((each) => each.finished)));
    await check('guest /shipping with the phone menu open');
  }
}

async function checkCustomerStates(page: Page, check: Check): Promise<void> {
  await open(page, SiteRoutes.addressBook);
  await page.getByRole('button', { name: 'Add Your First Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await check('customer /address-book with the new-address dialog showing errors');
}

/*
 * One test per visitor, so the two browser workers share the walk. Each collects every violation
 * of its pages before it asserts, so one run lists them all. About 25 page states a visitor, each
 * loaded, settled and analysed: axe alone takes 3 to 30 s a page on a busy 2-core machine.
 */
test.describe('axe-core finds no violation on any page @phone', () => {
  test.describe.configure({ timeout: 15 * 60_000 });

  // Other sites' content (the contact page's map) is not ours to check, and on a network that
  // swallows outside requests it would keep the page from ever settling.
  test.beforeEach(async ({ page, baseURL }) => {
    await page.route(
      (url) => url.origin !== new URL(baseURL!).origin,
      (route) => route.abort(),
    );
  });

  test('signed out', async ({ page }) => {
    const found: string[] = [];
    const check = collectingCheck(page, found);
    await walkRoutes(page, check, 'guest', await idsOf(page));
    await checkGuestStates(page, check);
    expect(found).toEqual([]);
  });

  test('signed in', async ({ page }) => {
    const found: string[] = [];
    const check = collectingCheck(page, found);
    await registerThroughApi(page, {
      name: 'Accessibility Checker',
      email: uniqueEmail('a11y'),
      password: DEMO_PASSWORD,
    });
    await walkRoutes(page, check, 'customer', await idsOf(page));
    await checkCustomerStates(page, check);
    expect(found).toEqual([]);
  });

  test('as staff', async ({ page }) => {
    const found: string[] = [];
    await logInThroughApi(page, 'staff@maplepost.test', DEMO_PASSWORD);
    await open(page, SiteRoutes.ops);
    await collectingCheck(page, found)(`staff ${SiteRoutes.ops}`);
    expect(found).toEqual([]);
  });
});
