import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The page's own heading: the first level-1 heading of the main landmark. */
const PAGE_HEADING = 'main h1';

// Long enough for a page's code and data on a slow phone; after that the user has moved on.
const HEADING_WAIT_MS = 15_000;

/**
 * Focuses the page's heading (made focusable by script only, so Tab does not stop on it).
 * Answers false when the page shows no heading yet.
 */
export function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>(PAGE_HEADING);
  if (!heading) return false;
  heading.tabIndex = -1;
  heading.focus();
  return true;
}

/**
 * On a move to another page, puts the focus on the new page's heading once it shows (its code
 * and data may still be loading). Without this the focus stays on a link of the old page, or
 * falls to the body when that link is gone, and the next Tab starts again from the top of the
 * site; a screen reader would not announce the new page either. A page that focused something
 * itself meanwhile (the scan field at /ops) keeps it. The first page a visit opens keeps the
 * browser's own start.
 */
export function useFocusPageHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPathname.current) return;
    // Later moves all count, including a return to the first page.
    firstPathname.current = '';
    const focusWhenShown = () => {
      if (document.querySelector('main')?.contains(document.activeElement)) return true;
      return focusPageHeading();
    };
    if (focusWhenShown()) return;
    const observer = new MutationObserver(() => {
      if (focusWhenShown()) stop();
    });
    const timer = setTimeout(stop, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
