import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { DisabledUntilHydrated } from '../../ui/disabled-until-hydrated.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import { focusPageHeading } from '../navigation/page-heading-focus.ts';
import classes from './site-frame.module.css';

const MAIN_CONTENT_ID = 'main-content';

/**
 * What every layout shares: the skip link, the header, the page and the footer.
 *
 * The footer waits with the page while the page's code downloads: shown under the loader, it
 * would jump down when the page arrived (a layout shift), so the loader fills the space alone.
 * On a page rendered at build time, React may take the header over before the page (the page
 * waits for its code): each keeps its controls disabled until then.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.frame}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={focusMainContent}>
        Skip to main content
      </a>
      <DisabledUntilHydrated>
        <SiteHeader />
      </DisabledUntilHydrated>
      <Suspense
        fallback={
          <PageMain>
            <CenteredLoader />
          </PageMain>
        }
      >
        <DisabledUntilHydrated>
          {children}
          <SiteFooter />
        </DisabledUntilHydrated>
      </Suspense>
    </div>
  );
}

/** The page's one <main> landmark, where SiteFrame shows the current page, or `children` in its place. */
export function MainContent({ children }: { children?: ReactNode }) {
  return <PageMain>{children ?? <Outlet />}</PageMain>;
}

/** The <main> landmark and the skip link's target, for the page or the loader before it. */
function PageMain({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
      {children}
    </main>
  );
}

/**
 * Moves focus to the page's heading, where it can be seen, or to the main landmark while the
 * page is still loading; without putting "#main-content" into the address, which the router
 * would keep.
 */
function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  if (!focusPageHeading()) document.getElementById(MAIN_CONTENT_ID)?.focus();
}
