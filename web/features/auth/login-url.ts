import { SiteRoutes } from '#domain/site/routes.ts';

/** `/login?mode=register` opens the Register tab (the target of /sign-up). */
export const MODE_PARAM = 'mode';
export const REGISTER_MODE = 'register';

/** Whether the query of a /login address opens the Register tab. */
export const opensRegister = (search: URLSearchParams) => search.get(MODE_PARAM) === REGISTER_MODE;

/** `/login?forgot=1` opens the Forgot Password popup, so a dead reset link can lead straight to it. */
export const FORGOT_PASSWORD_PARAM = 'forgot';
export const forgotPasswordPath = `${SiteRoutes.login}?${FORGOT_PASSWORD_PARAM}=1`;

/** Where a protected page sends a guest: `/login?returnTo=/address-book`. */
export const RETURN_TO_PARAM = 'returnTo';

// Parsing against a fixed origin makes URL resolve what a browser would ("/\evil.com", tabs
// inside "//"), so anything that would leave the site shows up as a different origin.
const SITE_ORIGIN = 'https://maplepost.invalid';

/**
 * Where to go after logging in: `returnTo` when it is a path on this site (one leading slash)
 * other than the login page itself, else the dashboard. Anything looser is an open redirect.
 */
export function safeReturnPath(returnTo: string | null): string {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//')) return SiteRoutes.dashboard;
  const url = new URL(returnTo, SITE_ORIGIN);
  const isLoginPage = url.pathname.replace(/\/+$/, '').toLowerCase() === SiteRoutes.login;
  if (url.origin !== SITE_ORIGIN || isLoginPage) return SiteRoutes.dashboard;
  return `${url.pathname}${url.search}${url.hash}`;
}
