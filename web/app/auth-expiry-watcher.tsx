import { notifications } from '@mantine/notifications';
import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AccountMessages } from '#domain/auth/messages.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { useSetSessionUser } from '../features/auth/index.ts';
import { onAuthExpired } from '../lib/api-client.ts';
import { loginPathReturningTo } from './login-redirect.ts';

/**
 * When any API call answers 401 the session is over: forget the user, say so, and send them
 * to /login with a way back to where they were (spec section 7). Renders nothing.
 */
export function AuthExpiryWatcher() {
  const setSessionUser = useSetSessionUser();
  const navigate = useNavigate();
  const location = useLocation();

  const handleExpiry = useEffectEvent(() => {
    setSessionUser(null);
    // Several calls can fail at once; one notification with a fixed id is enough.
    notifications.show({ id: 'auth-expired', color: 'red', message: AccountMessages.authExpired });
    if (location.pathname !== SiteRoutes.login) {
      navigate(loginPathReturningTo(location.pathname + location.search));
    }
  });

  useEffect(() => onAuthExpired(() => handleExpiry()), []);
  return null;
}
