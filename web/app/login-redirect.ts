import { SiteRoutes } from '#domain/site/routes.ts';
import { RETURN_TO_PARAM } from '../features/auth/index.ts';

/** The login page, asked to send the user back to `returnTo` (a path with its query) afterwards. */
export function loginPathReturningTo(returnTo: string): string {
  return `${SiteRoutes.login}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}`;
}
