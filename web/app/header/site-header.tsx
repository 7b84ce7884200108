import { Box, Container, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';
import { MaplepostLogo } from '../../ui/maplepost-logo.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import classes from './site-header.module.css';

// Needs the session, so the API client: loaded after the first paint (see app-root.tsx).
const AccountActions = lazy(() =>
  import('./account-actions.tsx').then((module) => ({ default: module.AccountActions })),
);

/** The sticky top bar: logo, the main links and account buttons from `lg` up, a burger below. */
export function SiteHeader() {
  return (
    <header className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <div className={classes.end}>
            <Link to={SiteRoutes.home} className={classes.logoLink}>
              <MaplepostLogo />
            </Link>
          </div>
          <Box visibleFrom="lg">
            <DesktopNav />
          </Box>
          <Box visibleFrom="lg" className={`${classes.end} ${classes.accountEnd}`}>
            <Suspense fallback={null}>
              <AccountActions />
            </Suspense>
          </Box>
          <Box hiddenFrom="lg">
            <MobileMenu />
          </Box>
        </Group>
      </Container>
    </header>
  );
}
