import { useMatches } from 'react-router';

/**
 * What a page of the route table carries in its `handle`: its name for the browser tab (or how
 * to name it from the query, when one page shows different things: /login and its Register
 * side), how to download its code, and whether a signed-in page draws itself before the
 * session is known.
 */
export type RouteTitle = string | ((search: URLSearchParams) => string);
export type RouteHandle = {
  title: RouteTitle;
  loadPage: () => Promise<unknown>;
  /**
   * A signed-in page that, while the session is being checked, draws its heading and
   * placeholders of its content's final size, and asks the API nothing until it has a user.
   * The build renders it so (there is no visitor at build time), and the browser shows that at
   * once; the others show a loader until the session is known.
   */
  drawsBeforeSession?: boolean;
  /**
   * A staff page, named in the browser tab by its guard (require-staff.tsx), which alone knows
   * whether the visitor sees it or Page Not Found.
   */
  staffOnly?: boolean;
};

/** The name of the page shown for any address the route table does not know (spec section 2). */
export const NOT_FOUND_TITLE = 'Page Not Found';

/** The browser tab's name of a page named `pageName`: "<page> · Maplepost". */
export const tabTitle = (pageName: string) => `${pageName} · Maplepost`;

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Of the handles of the routes matching an address, the one of the page being shown: the deepest. */
export function pageHandle(handles: unknown[]): RouteHandle | undefined {
  return handles.filter(isRouteHandle).at(-1);
}

/** The handle of the deepest route matching the address: the page being shown. */
export function useCurrentPageHandle(): RouteHandle | undefined {
  return pageHandle(useMatches().map((match) => match.handle));
}

/** The browser tab's name of a page: "<page> · Maplepost". */
export function documentTitle(handle: RouteHandle | undefined, search: URLSearchParams): string {
  const title = handle?.title;
  const pageTitle = typeof title === 'function' ? title(search) : title;
  return pageTitle ? tabTitle(pageTitle) : 'Maplepost';
}
