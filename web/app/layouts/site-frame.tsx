import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import classes from './site-frame.module.css';

const MAIN_CONTENT_ID = 'main-content';

/** What every layout shares: the skip link, the header, the page and the footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.frame}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={focusMainContent}>
        Skip to main content
      </a>
      <SiteHeader />
      {children}
      <SiteFooter />
    </div>
  );
}

/**
 * The page's one <main> landmark and the skip link's target. It shows the current page, or a
 * loader while that page's code downloads.
 */
export function MainContent() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
      <Suspense fallback={<CenteredLoader />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

// Moves focus without putting "#main-content" into the address, which the router would keep.
function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}
