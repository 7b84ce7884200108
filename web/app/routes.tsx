import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ProtectedRoutes, SiteRoutes, type SiteRoute } from '#domain/site/routes.ts';
import { MODE_PARAM, opensRegister, REGISTER_MODE } from '../features/auth/index.ts';
import { AppRoot } from './app-root.tsx';
import { PlainLayout } from './layouts/plain-layout.tsx';
import { SidebarLayout } from './layouts/sidebar-layout.tsx';
import { RouteError } from './route-error.tsx';
import { NOT_FOUND_TITLE, type RouteHandle, type RouteTitle } from './route-handle.ts';

/**
 * A page whose code is downloaded on its first visit, as its own chunk, so the home page
 * loads only what it shows; the layout shows a loader until it arrives. `title` names the
 * page in the browser tab.
 *
 * React.lazy rather than the router's own `lazy`: the router would hold the old address until
 * the chunk arrived, so a click would seem to do nothing and Back would skip a page. The
 * handle's `loadPage` lets the root start the download before a guard lets the page render;
 * both share one download.
 *
 * A page whose code is already there when it first renders is handed to React at once, without
 * suspending: a signed-in page rendered at build time shows the sign-in check's loader until
 * the session answers, and suspending then, right after hydration, could leave the site
 * frame's loader up for good (seen in the accessibility walk), besides flashing it.
 */
function lazyPage(
  path: string,
  title: RouteTitle,
  downloadPage: () => Promise<ComponentType>,
  { drawsBeforeSession = false, staffOnly = false } = {},
): RouteObject {
  let download: Promise<ComponentType> | undefined;
  let downloaded: ComponentType | undefined;
  // One download for both; a failed one shows the route's error page, whose fix is a reload.
  const loadPage = () =>
    (download ??= downloadPage().then((page) => {
      downloaded = page;
      return page;
    }));
  const handle: RouteHandle = { title, loadPage, drawsBeforeSession, staffOnly };
  return {
    path,
    handle,
    Component: lazy(() =>
      downloaded ? alreadyDownloaded(downloaded) : loadPage().then((page) => ({ default: page })),
    ),
    ErrorBoundary: RouteError,
  };
}

/**
 * A download already done, as React.lazy takes it: a thenable that calls back at once, which
 * React reads as resolved in the same render (a Promise would call back only later).
 */
function alreadyDownloaded(page: ComponentType): Promise<{ default: ComponentType }> {
  const thenable = {
    then: (onDownloaded: (module: { default: ComponentType }) => void) =>
      onDownloaded({ default: page }),
  };
  return thenable as unknown as Promise<{ default: ComponentType }>;
}

/** Header, page, footer (spec section 2). */
const plainLayoutPages: RouteObject[] = [
  lazyPage(SiteRoutes.home, 'Parcel shipping across Canada and the US', () =>
    import('../features/home/home-page.tsx').then((module) => module.HomePage),
  ),
  lazyPage(
    SiteRoutes.login,
    (search) => (opensRegister(search) ? 'Sign Up' : 'Log In'),
    () => import('../features/auth/login-page.tsx').then((module) => module.LoginPage),
  ),
  lazyPage(SiteRoutes.resetPassword, 'Reset Password', () =>
    import('../features/auth/reset-password-page.tsx').then((module) => module.ResetPasswordPage),
  ),
  {
    path: SiteRoutes.signUp,
    element: <Navigate to={`${SiteRoutes.login}?${MODE_PARAM}=${REGISTER_MODE}`} replace />,
  },
  lazyPage(SiteRoutes.business, 'For Business', () =>
    import('../features/business/business-page.tsx').then((module) => module.BusinessPage),
  ),
  lazyPage(SiteRoutes.developers, 'API reference', () =>
    import('../features/public-api/developers-page.tsx').then((module) => module.DevelopersPage),
  ),
  lazyPage(SiteRoutes.about, 'About Us', () =>
    import('../features/about/about-page.tsx').then((module) => module.AboutPage),
  ),
  lazyPage(SiteRoutes.faq, 'FAQ', () =>
    import('../features/faq/faq-page.tsx').then((module) => module.FaqPage),
  ),
  lazyPage(SiteRoutes.contact, 'Contact Us', () =>
    import('../features/contact/contact-page.tsx').then((module) => module.ContactPage),
  ),
  lazyPage(SiteRoutes.checkout, 'Checkout', () =>
    import('../features/checkout/checkout-page.tsx').then((module) => module.CheckoutPage),
  ),
  lazyPage(SiteRoutes.shippingSuccess, 'Shipment Confirmed', () =>
    import('../features/checkout/shipping-success-page.tsx').then(
      (module) => module.ShippingSuccessPage,
    ),
  ),
  lazyPage(SiteRoutes.terms, 'Terms and Conditions', () =>
    import('../features/legal/terms-page.tsx').then((module) => module.TermsPage),
  ),
  lazyPage(SiteRoutes.privacy, 'Privacy Policy', () =>
    import('../features/legal/privacy-policy-page.tsx').then((module) => module.PrivacyPolicyPage),
  ),
  lazyPage(SiteRoutes.accessibility, 'Accessibility Statement', () =>
    import('../features/legal/accessibility-statement-page.tsx').then(
      (module) => module.AccessibilityStatementPage,
    ),
  ),
  lazyPage('*', NOT_FOUND_TITLE, () =>
    import('../features/not-found/not-found-page.tsx').then((module) => module.NotFoundPage),
  ),
];

/** Header, side menu beside the page, footer (spec section 2). */
const sidebarLayoutPages: RouteObject[] = [
  lazyPage(SiteRoutes.shipping, 'New Shipment', () =>
    import('../features/shipments/shipping-page.tsx').then((module) => module.ShippingPage),
  ),
  lazyPage(SiteRoutes.nextDay, 'Vancouver Next Day Delivery', () =>
    import('../features/shipments/next-day-shipping-page.tsx').then(
      (module) => module.NextDayShippingPage,
    ),
  ),
  ...[SiteRoutes.tracking, SiteRoutes.trackingNumber].map((path) =>
    lazyPage(path, 'Tracking', () =>
      import('../features/tracking/tracking-page.tsx').then((module) => module.TrackingPage),
    ),
  ),
  lazyPage(
    SiteRoutes.bulkShipment,
    'Bulk Shipping',
    () =>
      import('../features/bulk/bulk-shipment-page.tsx').then((module) => module.BulkShipmentPage),
    { drawsBeforeSession: true },
  ),
  lazyPage(SiteRoutes.orderHistory, 'Order History', () =>
    import('../features/order-history/order-history-page.tsx').then(
      (module) => module.OrderHistoryPage,
    ),
  ),
  lazyPage(SiteRoutes.personalInfo, 'Personal Information', () =>
    import('../features/account/personal-info-page.tsx').then((module) => module.PersonalInfoPage),
  ),
  lazyPage(SiteRoutes.addressBook, 'My Address Book', () =>
    import('../features/address-book/address-book-page.tsx').then(
      (module) => module.AddressBookPage,
    ),
  ),
  lazyPage(
    SiteRoutes.dashboard,
    'Dashboard',
    () => import('../features/dashboard/dashboard-page.tsx').then((module) => module.DashboardPage),
    { drawsBeforeSession: true },
  ),
  lazyPage(SiteRoutes.apiKeys, 'API keys', () =>
    import('../features/api-keys/api-keys-page.tsx').then((module) => module.ApiKeysPage),
  ),
  lazyPage(SiteRoutes.webhooks, 'Webhooks', () =>
    import('../features/webhooks/webhooks-page.tsx').then((module) => module.WebhooksPage),
  ),
];

/** The staff pages, in the sidebar layout; to anyone else, Page Not Found (require-staff.tsx). */
const staffPages: RouteObject[] = [
  lazyPage(
    SiteRoutes.ops,
    'Operations',
    () => import('../features/ops/ops-page.tsx').then((module) => module.OpsPage),
    { staffOnly: true },
  ),
];

// Needs the session, like the sign-in guard below. Above the layouts: to a visitor who is not
// staff it draws Page Not Found in the layout of an address that does not exist.
const RequireStaff = lazy(() =>
  import('./require-staff.tsx').then((module) => ({ default: module.RequireStaff })),
);

function isProtected(route: RouteObject): boolean {
  return ProtectedRoutes.includes(route.path as SiteRoute);
}

// Lazy like the other parts of the shell that need the session (see app-root.tsx).
const RequireSignIn = lazy(() =>
  import('./require-sign-in.tsx').then((module) => ({ default: module.RequireSignIn })),
);

/** Puts the pages that ProtectedRoutes lists behind the sign-in guard; the others stay public. */
function withSignInGuard(pages: RouteObject[]): RouteObject[] {
  const signInGuard: RouteObject = {
    Component: RequireSignIn,
    children: pages.filter(isProtected),
  };
  return [...pages.filter((page) => !isProtected(page)), signInGuard];
}

/** The whole site; main.tsx hands it to a browser router, tests to a memory router. */
export const appRoutes: RouteObject[] = [
  {
    Component: AppRoot,
    ErrorBoundary: RouteError,
    children: [
      { Component: PlainLayout, children: withSignInGuard(plainLayoutPages) },
      { Component: SidebarLayout, children: withSignInGuard(sidebarLayoutPages) },
      { Component: RequireStaff, children: [{ Component: SidebarLayout, children: staffPages }] },
    ],
  },
];
