import { Button, Group } from '@mantine/core';
import { IconLogin, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';
import { useSession, useLogout } from '../../features/auth/index.ts';

/** My Account and Logout for a signed-in user, Sign Up / Log In for a guest (spec section 2). */
export function AccountActions() {
  const { user, isLoading } = useSession();
  const logout = useLogout();

  // Showing guest buttons to a user who turns out to be signed in would flicker.
  if (isLoading) return null;
  if (!user) {
    return (
      <Button
        component={Link}
        to={SiteRoutes.login}
        leftSection={<IconLogin size={18} aria-hidden="true" />}
      >
        Sign Up / Log In
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={SiteRoutes.dashboard}
        variant="light"
        leftSection={<IconUserCircle size={18} aria-hidden="true" />}
      >
        My Account
      </Button>
      <Button variant="default" onClick={() => void logout()}>
        Logout
      </Button>
    </Group>
  );
}
