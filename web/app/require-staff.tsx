import { useDocumentTitle } from '@mantine/hooks';
import { lazy, useState } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { useSession } from '../features/auth/index.ts';
import { useIsHydrated } from '../lib/use-is-hydrated.ts';
import { CenteredLoader } from '../ui/centered-loader.tsx';
import { PlainLayout } from './layouts/plain-layout.tsx';
import { SidebarLayout } from './layouts/sidebar-layout.tsx';
import { documentTitle, NOT_FOUND_TITLE, tabTitle, useCurrentPageHandle } from './route-handle.ts';

const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page.tsx').then((module) => ({
    default: module.NotFoundPage,
  })),
);

/**
 * Guards the staff pages: guests and customers get Page Not Found exactly as for an address
 * that does not exist (its layout and its name in the browser tab), so the staff side is not
 * even hinted at. The server refuses them on its own, with a 404 status.
 *
 * The server sends staff the app's empty page, never one rendered at build time (decision 028),
 * so a staff page that React takes over from the server's HTML is that Page Not Found: it stays
 * so, matching the HTML, without waiting for the session.
 */
export function RequireStaff() {
  const { user, isLoading } = useSession();
  const hydrated = useIsHydrated();
  const [answeredNotFound] = useState(!hydrated);
  const [search] = useSearchParams();
  const handle = useCurrentPageHandle();
  const refused = answeredNotFound || (!isLoading && user?.role !== 'STAFF');
  const title = refused
    ? tabTitle(NOT_FOUND_TITLE)
    : isLoading
      ? ''
      : documentTitle(handle, search);
  useDocumentTitle(title);

  if (refused) {
    return (
      <PlainLayout>
        <NotFoundPage />
      </PlainLayout>
    );
  }
  if (isLoading) {
    return (
      <SidebarLayout>
        <CenteredLoader label="Checking your session…" fillsScreen />
      </SidebarLayout>
    );
  }
  return <Outlet />;
}
