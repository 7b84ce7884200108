import { useMatch } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';

/**
 * Whether a menu entry points at the page on screen: its own path or a page below it
 * (Tracking stays current on /tracking/CA123), except Home, which is current on / only.
 */
export function useIsCurrentPage(to: string): boolean {
  return useMatch({ path: to, end: to === SiteRoutes.home }) !== null;
}
