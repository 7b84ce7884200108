import { Box, Container } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { MainContent, SiteFrame } from './site-frame.tsx';
import classes from './sidebar-layout.module.css';

// Needs the session, so the API client: loaded after the first paint (see app-root.tsx).
const SideMenu = lazy(() =>
  import('../side-menu/side-menu.tsx').then((module) => ({ default: module.SideMenu })),
);

/**
 * Header, the side menu beside the page from `md` up, footer: the shipping and account pages
 * (spec section 2). On narrow screens the mobile menu in the header takes the side menu's place.
 * It shows the route's page, or `children` in its place.
 */
export function SidebarLayout({ children }: { children?: ReactNode }) {
  return (
    <SiteFrame>
      <Container size="xl" className={classes.body}>
        <Box visibleFrom="md" className={classes.sideMenu}>
          <Suspense fallback={null}>
            <SideMenu />
          </Suspense>
        </Box>
        <MainContent>{children}</MainContent>
      </Container>
    </SiteFrame>
  );
}
