import { Drawer, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useSession, useLogout } from '../../features/auth/index.ts';

import { MenuButton, MenuLink } from '../navigation/menu-link.tsx';
import { MobileMenuGroups, NavItems, visibleTo } from '../navigation/nav-items.ts';
import { useLazyOverlay } from '../../ui/use-lazy-overlay.ts';

type MobileMenuDrawerProps = { opened: boolean; onClose: () => void };

/** The narrow-screen menu: Home, then the links in groups, ending with Log In or Logout. */
export function MobileMenuDrawer({ opened, onClose }: MobileMenuDrawerProps) {
  const { user } = useSession();
  const drawer = useLazyOverlay(opened);
  if (!drawer.mounted) return null;
  return (
    <Drawer
      opened={drawer.opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size={320}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav aria-label="Mobile menu">
        <MenuLink item={NavItems.home} onNavigate={onClose} />
        {MobileMenuGroups.map((group) => (
          <MenuGroup key={group.label} label={group.label}>
            {visibleTo(group.items, user).map((item) => (
              <MenuLink key={item.to} item={item} onNavigate={onClose} />
            ))}
            {group.endsWithSignInOrOut && <SignInOrOut onDone={onClose} />}
          </MenuGroup>
        ))}
      </nav>
    </Drawer>
  );
}

function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text
        id={labelId}
        size="xs"
        fw={700}
        tt="uppercase"
        lts={0.6}
        c="dimmed"
        px="sm"
        pt="md"
        pb={4}
      >
        {label}
      </Text>
      {children}
    </div>
  );
}

function SignInOrOut({ onDone }: { onDone: () => void }) {
  const { user, isLoading } = useSession();
  const logout = useLogout();
  if (isLoading) return null;
  if (!user) return <MenuLink item={NavItems.logIn} onNavigate={onDone} />;
  return (
    <MenuButton
      label="Logout"
      icon={IconLogout}
      onClick={() => {
        onDone();
        void logout();
      }}
    />
  );
}
