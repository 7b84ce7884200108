import { useEffect } from 'react';
import { useCurrentPageHandle } from './route-handle.ts';

/**
 * Starts downloading the current page's code as soon as the address is known. A signed-in
 * page would otherwise wait for the sign-in guard's code, then for the session, and only then
 * ask for its own chunk: three round trips in a row before its first request for data.
 */
export function usePagePreload() {
  const handle = useCurrentPageHandle();
  // A staff page's code is not asked for before its guard knows the visitor is staff.
  const loadPage = handle?.staffOnly ? undefined : handle?.loadPage;
  useEffect(() => {
    // A failed download is shown by the page's own error boundary when it renders.
    loadPage?.().catch(() => undefined);
  }, [loadPage]);
}
