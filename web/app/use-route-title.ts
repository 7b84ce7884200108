import { useDocumentTitle } from '@mantine/hooks';
import { useMatches } from 'react-router';

/** What a route of the table carries in its `handle`: the page's name for the browser tab. */
export type RouteHandle = { title: string };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Sets document.title to "<page> · Maplepost" from the deepest route that names its page. */
export function useRouteTitle() {
  const pageTitle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
  useDocumentTitle(pageTitle ? `${pageTitle} · Maplepost` : 'Maplepost');
}
