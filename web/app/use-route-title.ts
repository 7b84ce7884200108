import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { documentTitle, useCurrentPageHandle } from './route-handle.ts';

/** Sets document.title to "<page> · Maplepost" from the deepest route that names its page. */
export function useRouteTitle() {
  const [search] = useSearchParams();
  useDocumentTitle(documentTitle(useCurrentPageHandle(), search));
}
