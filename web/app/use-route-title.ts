import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { documentTitle, useCurrentPageHandle } from './route-handle.ts';

/**
 * Sets document.title to "<page> · Maplepost" from the deepest route that names its page; a
 * staff page's guard names it (an empty title leaves the tab's name as it is).
 */
export function useRouteTitle() {
  const [search] = useSearchParams();
  const handle = useCurrentPageHandle();
  useDocumentTitle(handle?.staffOnly ? '' : documentTitle(handle, search));
}
