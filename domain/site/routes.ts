/**
 * The route table of spec section 2. The web app builds its router from it and the server
 * uses it to answer unknown paths with a real 404 status.
 */
export const SiteRoutes = {
  home: '/',
  login: '/login',
  signUp: '/sign-up',
  resetPassword: '/reset-password',
  shipping: '/shipping',
  nextDay: '/van-next-day-delivery',
  tracking: '/tracking',
  trackingNumber: '/tracking/:trackingNumber',
  checkout: '/checkout/:shippingBatchId',
  shippingSuccess: '/shipping/success/:shippingBatchId',
  bulkShipment: '/bulk-shipment',
  orderHistory: '/order-history',
  personalInfo: '/personal-info',
  addressBook: '/address-book',
  dashboard: '/dashboard',
  /** The signed-in user's API keys for the public API (/api/v1). */
  apiKeys: '/api-keys',
  /** The public API's reference, for anyone: a developer reads it before making a key. */
  developers: '/developers',
  /** The signed-in user's webhook endpoints and their delivery logs. */
  webhooks: '/webhooks',
  /** The operations console: staff only; to anyone else it is Page Not Found. */
  ops: '/ops',
  business: '/business',
  about: '/about',
  faq: '/faq',
  contact: '/contact',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  accessibility: '/accessibility-statement',
} as const;

export type SiteRoute = (typeof SiteRoutes)[keyof typeof SiteRoutes];

/** Routes that need a signed-in user; a guest is sent to /login (spec section 2). */
export const ProtectedRoutes: readonly SiteRoute[] = [
  SiteRoutes.bulkShipment,
  SiteRoutes.orderHistory,
  SiteRoutes.personalInfo,
  SiteRoutes.addressBook,
  SiteRoutes.dashboard,
  SiteRoutes.apiKeys,
  SiteRoutes.webhooks,
];

/**
 * Routes for staff only: to anyone else they are Page Not Found, with its 404 status, as any
 * address that does not exist (their API answers the same).
 */
export const StaffRoutes: readonly SiteRoute[] = [SiteRoutes.ops];

// Built on first use, not on import: the browser's entry imports this module but never asks,
// and a top-level computation would stay in it (and run) all the same.
let routePatterns: RegExp[] | undefined;

/** A path is a page of the site when it matches a route of the table (trailing slash allowed). */
export function isSitePath(pathname: string): boolean {
  routePatterns ??= Object.values(SiteRoutes).map(
    (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
  );
  return routePatterns.some((pattern) => pattern.test(pathname));
}

/**
 * The pages rendered to HTML at build time: every route without a parameter (whose page depends
 * on it), but the sign-up link, which only redirects, and the staff pages: the server sends
 * others their Page Not Found, and staff the app's empty page, so a page at a staff route that
 * the browser takes over is always Page Not Found (web/app/require-staff.tsx; decision 028).
 * A function, not a list, so the browser's entry, which imports this module, carries none of
 * it. A path outside the table gets Page Not Found, rendered from NOT_FOUND_SAMPLE_PATH.
 */
export function prerenderedRoutes(): SiteRoute[] {
  return Object.values(SiteRoutes).filter(
    (route) => !route.includes(':') && route !== SiteRoutes.signUp && !StaffRoutes.includes(route),
  );
}

/** A path of no page, whose rendering is the Page Not Found page for every such path. */
export const NOT_FOUND_SAMPLE_PATH = '/page-not-found';

/**
 * Where the build writes the HTML of a page rendered at build time, under the web build's
 * folder; no route means Page Not Found.
 */
export function prerenderedPageFile(route?: SiteRoute): string {
  if (route === undefined) return 'prerendered/404.html';
  return `prerendered${route === SiteRoutes.home ? '/index' : route}.html`;
}
