import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { useCurrentPageHandle } from './route-handle.ts';

/** Sets document.title to "<page> · Maplepost" from the deepest route that names its page. */
export function useRouteTitle() {
  const [search] = useSearchParams();
  const title = useCurrentPageHandle()?.title;
  const pageTitle = typeof title === 'function' ? title(search) : title;
  useDocumentTitle(pageTitle ? `${pageTitle} · Maplepost` : 'Maplepost');
}
