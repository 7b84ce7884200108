import {
  IconAddressBook,
  IconBriefcase,
  IconBuildingWarehouse,
  IconCode,
  IconFileSpreadsheet,
  IconHelpCircle,
  IconHistory,
  IconHome,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLogin,
  IconMapSearch,
  IconMessageCircle,
  IconPackage,
  IconTruckDelivery,
  IconUserCircle,
  IconWebhook,
  type Icon,
} from '@tabler/icons-react';
import type { SessionUser } from '#domain/auth/schemas.ts';
import { SiteRoutes, type SiteRoute } from '#domain/site/routes.ts';

export type NavItem = {
  to: SiteRoute;
  label: string;
  /** The side menu's own wording, where it differs (spec section 2). */
  sideMenuLabel?: string;
  icon: Icon;
  /** In the side menu a guest choosing it is asked to log in instead of being sent away. */
  membersOnly?: boolean;
  /** Shown to staff only; anyone else would find Page Not Found behind it. */
  staffOnly?: boolean;
};

/** Every destination of the header, the mobile menu and the side menu, defined once. */
export const NavItems = {
  home: { to: SiteRoutes.home, label: 'Home', icon: IconHome },
  shipping: {
    to: SiteRoutes.shipping,
    label: 'Shipping',
    sideMenuLabel: 'New Shipment',
    icon: IconPackage,
  },
  nextDay: {
    to: SiteRoutes.nextDay,
    label: 'Vancouver Next Day Delivery',
    sideMenuLabel: 'Vancouver Next Day',
    icon: IconTruckDelivery,
  },
  bulkShipment: {
    to: SiteRoutes.bulkShipment,
    label: 'Bulk Shipping',
    icon: IconFileSpreadsheet,
    membersOnly: true,
  },
  tracking: { to: SiteRoutes.tracking, label: 'Tracking', icon: IconMapSearch },
  orderHistory: { to: SiteRoutes.orderHistory, label: 'Order History', icon: IconHistory },
  dashboard: { to: SiteRoutes.dashboard, label: 'Dashboard', icon: IconLayoutDashboard },
  personalInfo: {
    to: SiteRoutes.personalInfo,
    label: 'Personal Information',
    icon: IconUserCircle,
    membersOnly: true,
  },
  addressBook: {
    to: SiteRoutes.addressBook,
    label: 'My Address Book',
    icon: IconAddressBook,
    membersOnly: true,
  },
  apiKeys: {
    to: SiteRoutes.apiKeys,
    label: 'API keys',
    icon: IconCode,
    membersOnly: true,
  },
  webhooks: {
    to: SiteRoutes.webhooks,
    label: 'Webhooks',
    icon: IconWebhook,
    membersOnly: true,
  },
  ops: { to: SiteRoutes.ops, label: 'Operations', icon: IconBuildingWarehouse, staffOnly: true },
  business: { to: SiteRoutes.business, label: 'For Business', icon: IconBriefcase },
  about: { to: SiteRoutes.about, label: 'About Us', icon: IconInfoCircle },
  faq: { to: SiteRoutes.faq, label: 'FAQ', icon: IconHelpCircle },
  contact: { to: SiteRoutes.contact, label: 'Contact Us', icon: IconMessageCircle },
  logIn: { to: SiteRoutes.login, label: 'Log In', icon: IconLogin },
} satisfies Record<string, NavItem>;

/** The desktop header, left to right. */
export const HeaderNavItems: NavItem[] = [
  NavItems.home,
  NavItems.shipping,
  NavItems.nextDay,
  NavItems.tracking,
  NavItems.business,
  NavItems.about,
  NavItems.faq,
  NavItems.contact,
];

/** The desktop side menu of the sidebar layout, top to bottom. */
export const SideMenuItems: NavItem[] = [
  NavItems.dashboard,
  NavItems.shipping,
  NavItems.nextDay,
  NavItems.bulkShipment,
  NavItems.tracking,
  NavItems.orderHistory,
  NavItems.personalInfo,
  NavItems.addressBook,
  NavItems.apiKeys,
  NavItems.webhooks,
  NavItems.ops,
];

export type NavGroup = {
  label: string;
  items: NavItem[];
  /** Ends with Log In for a guest or Logout for a signed-in user. */
  endsWithSignInOrOut?: boolean;
};

/** The mobile menu's groups, after its Home link (spec section 2). */
export const MobileMenuGroups: NavGroup[] = [
  {
    label: 'General Information',
    items: [NavItems.business, NavItems.about, NavItems.faq, NavItems.contact],
  },
  { label: 'Shipping', items: [NavItems.shipping, NavItems.nextDay, NavItems.bulkShipment] },
  { label: 'Tracking', items: [NavItems.tracking, NavItems.orderHistory] },
  {
    label: 'My Profile',
    items: [
      NavItems.dashboard,
      NavItems.personalInfo,
      NavItems.addressBook,
      NavItems.apiKeys,
      NavItems.webhooks,
      NavItems.ops,
    ],
    endsWithSignInOrOut: true,
  },
];

/** The items this visitor may see: staff-only items only for staff. */
export function visibleTo(
  items: NavItem[],
  user: Pick<SessionUser, 'role'> | null | undefined,
): NavItem[] {
  return user?.role === 'STAFF' ? items : items.filter((item) => !item.staffOnly);
}
