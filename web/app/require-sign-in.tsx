import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../features/auth/index.ts';
import { loginPathReturningTo } from './login-redirect.ts';
import { useCurrentPageHandle } from './route-handle.ts';
import { CenteredLoader } from '../ui/centered-loader.tsx';

/** Guards the protected routes: a guest goes to /login and comes back here after signing in. */
export function RequireSignIn() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const drawsBeforeSession = useCurrentPageHandle()?.drawsBeforeSession === true;

  if (isLoading) {
    if (drawsBeforeSession) return <Outlet />;
    // As tall as the screen below the header, so the footer starts out of sight and the page
    // arriving does not push it down (a layout shift).
    return <CenteredLoader label="Checking your session…" fillsScreen />;
  }
  if (!user)
    return <Navigate to={loginPathReturningTo(location.pathname + location.search)} replace />;
  return <Outlet />;
}
