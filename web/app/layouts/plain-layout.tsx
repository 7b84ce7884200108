import type { ReactNode } from 'react';
import { MainContent, SiteFrame } from './site-frame.tsx';

/**
 * Header, the page at full width, footer: the public information pages (spec section 2). It
 * shows the route's page, or `children` in its place.
 */
export function PlainLayout({ children }: { children?: ReactNode }) {
  return (
    <SiteFrame>
      <MainContent>{children}</MainContent>
    </SiteFrame>
  );
}
