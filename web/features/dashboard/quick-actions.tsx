import { Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconAddressBook,
  IconHistory,
  IconMapSearch,
  IconPackage,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';
import classes from './quick-actions.module.css';

const actions: { to: string; title: string; text: string; icon: Icon }[] = [
  {
    to: SiteRoutes.shipping,
    title: 'Create a shipment',
    text: 'Get rates and ship a parcel in a few steps.',
    icon: IconPackage,
  },
  {
    to: SiteRoutes.tracking,
    title: 'Track a parcel',
    text: 'See where a shipment is right now.',
    icon: IconMapSearch,
  },
  {
    to: SiteRoutes.addressBook,
    title: 'Address book',
    text: 'Keep the addresses you ship to and from.',
    icon: IconAddressBook,
  },
  {
    to: SiteRoutes.orderHistory,
    title: 'Order history',
    text: 'Review past orders and print labels again.',
    icon: IconHistory,
  },
];

/** The dashboard's shortcuts to the four things customers do most (spec section 2). */
export function QuickActions() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, xl: 4 }} spacing="md">
      {actions.map((action) => (
        <Paper
          key={action.to}
          component={Link}
          to={action.to}
          withBorder
          radius="lg"
          p="lg"
          className={classes.action}
        >
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
            <action.icon size={22} stroke={1.6} />
          </ThemeIcon>
          <Text fw={700} mt="sm">
            {action.title}
          </Text>
          <Text size="sm" c="dimmed">
            {action.text}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
