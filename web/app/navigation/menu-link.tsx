import { NavLink } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { NavItem } from './nav-items.ts';
import { useIsCurrentPage } from './use-is-current-page.ts';

type MenuLinkProps = {
  item: NavItem;
  label?: string;
  /** Called after the link is followed, for example to close the mobile menu. */
  onNavigate?: () => void;
};

/**
 * A full-width menu entry with its icon, highlighted and marked aria-current on its own page.
 * Memoized: the menus redraw when the session's answer comes, which React draws at once, and
 * an entry whose props did not change has nothing to redraw (it follows the page by itself).
 */
export const MenuLink = memo(function MenuLink({
  item,
  label = item.label,
  onNavigate,
}: MenuLinkProps) {
  const isCurrent = useIsCurrentPage(item.to);
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={label}
      leftSection={<item.icon size={20} stroke={1.6} aria-hidden="true" />}
      active={isCurrent}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={onNavigate}
      fw={500}
    />
  );
});

type MenuButtonProps = {
  label: string;
  icon: Icon;
  onClick: () => void;
};

/** Looks like a MenuLink but acts on the spot instead of opening a page (Logout, a login prompt). */
export function MenuButton({ label, icon: ButtonIcon, onClick }: MenuButtonProps) {
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={<ButtonIcon size={20} stroke={1.6} aria-hidden="true" />}
      onClick={onClick}
      fw={500}
    />
  );
}
