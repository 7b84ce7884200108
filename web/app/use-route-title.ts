import { useDocumentTitle } from '@mantine/hooks';
import { useMatches, useSearchParams } from 'react-router';

/**
 * What a route of the table carries in its `handle`: the page's name for the browser tab, or how
 * to name it from the query when one page shows different things (/login and its Register side).
 */
export type RouteTitle = string | ((search: URLSearchParams) => string);
export type RouteHandle = { title: RouteTitle };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Sets document.title to "<page> · Maplepost" from the deepest route that names its page. */
export function useRouteTitle() {
  const [search] = useSearchParams();
  const title = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
  const pageTitle = typeof title === 'function' ? title(search) : title;
  useDocumentTitle(pageTitle ? `${pageTitle} · Maplepost` : 'Maplepost');
}
