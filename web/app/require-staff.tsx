import { lazy } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../features/auth/index.ts';
import { CenteredLoader } from '../ui/centered-loader.tsx';

const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page.tsx').then((module) => ({
    default: module.NotFoundPage,
  })),
);

/**
 * Guards the staff pages: guests and customers get Page Not Found, as for an address that does
 * not exist, so the staff side is not even hinted at. The server refuses them on its own.
 */
export function RequireStaff() {
  const { user, isLoading } = useSession();
  if (isLoading) return <CenteredLoader label="Checking your session…" />;
  if (user?.role !== 'STAFF') return <NotFoundPage />;
  return <Outlet />;
}
