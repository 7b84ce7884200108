import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SessionResponseSchema, type SessionUser } from '#domain/auth/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { authKeys } from './auth-api.ts';
import { useIsHydrated } from '../../lib/use-is-hydrated.ts';

/** The signed-in user, or null for a guest. */
async function fetchSessionUser(): Promise<SessionUser | null> {
  const { user } = await apiRequest('/web/auth/session', SessionResponseSchema);
  return user;
}

/** Who is signed in; `user` is undefined while the first answer is on its way. */
export function useSession() {
  const query = useQuery({
    queryKey: authKeys.session(),
    queryFn: fetchSessionUser,
    staleTime: 60_000,
  });
  // The build renders pages with no visitor, the session still loading. A part of the page that
  // hydrates after the answer came (its code was still downloading) must first draw what the
  // build drew, or React throws the page's HTML away; it then draws the answer.
  if (!useIsHydrated()) return { user: undefined, isLoading: true, error: null };
  return { user: query.data, isLoading: query.isPending, error: query.error };
}

/** Replaces the cached session after a login, logout or expiry, without a refetch. */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: SessionUser | null) => queryClient.setQueryData(authKeys.session(), user);
}
