import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../features/auth/index.ts';
import { MenuButton, MenuLink } from '../navigation/menu-link.tsx';
import { SideMenuItems, visibleTo, type NavItem } from '../navigation/nav-items.ts';
import { LoginRequiredModal } from './login-required-modal.tsx';

/**
 * The desktop side menu of the sidebar layout. A guest choosing a members-only feature
 * gets a login popup and stays on the page (spec section 2).
 */
export function SideMenu() {
  const { user, isLoading } = useSession();
  const [requestedFeature, setRequestedFeature] = useState<NavItem | null>(null);
  const isGuest = !isLoading && !user;

  return (
    <nav aria-label="Side menu">
      <Stack gap={2}>
        {visibleTo(SideMenuItems, user).map((item) => {
          const label = item.sideMenuLabel ?? item.label;
          return isGuest && item.membersOnly ? (
            <MenuButton
              key={item.to}
              label={label}
              icon={item.icon}
              onClick={() => setRequestedFeature(item)}
            />
          ) : (
            <MenuLink key={item.to} item={item} label={label} />
          );
        })}
      </Stack>
      <LoginRequiredModal feature={requestedFeature} onClose={() => setRequestedFeature(null)} />
    </nav>
  );
}
