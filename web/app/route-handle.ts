import { useMatches } from 'react-router';

/**
 * What a page of the route table carries in its `handle`: its name for the browser tab (or how
 * to name it from the query, when one page shows different things: /login and its Register
 * side), and how to download its code.
 */
export type RouteTitle = string | ((search: URLSearchParams) => string);
export type RouteHandle = { title: RouteTitle; loadPage: () => Promise<unknown> };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The handle of the deepest route matching the address: the page being shown. */
export function useCurrentPageHandle(): RouteHandle | undefined {
  return useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
}
