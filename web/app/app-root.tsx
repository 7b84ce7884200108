import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useFocusPageHeadingOnNavigation } from './navigation/page-heading-focus.ts';
import { usePagePreload } from './use-page-preload.ts';
import { useRouteTitle } from './use-route-title.ts';

// Loaded after the first paint, like every part of the shell that talks to the API: the API
// client brings its response schemas (zod), too heavy for the home page's 150 KB budget.
// The API calls it watches come from pages that load in the same moment.
const AuthExpiryWatcher = lazy(() =>
  import('./auth-expiry-watcher.tsx').then((module) => ({ default: module.AuthExpiryWatcher })),
);

/**
 * The root route: page title, the page's code download, focus, session expiry and scroll
 * position for every page.
 */
export function AppRoot() {
  useRouteTitle();
  usePagePreload();
  useFocusPageHeadingOnNavigation();
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={null}>
        <AuthExpiryWatcher />
      </Suspense>
      <Outlet />
    </>
  );
}
