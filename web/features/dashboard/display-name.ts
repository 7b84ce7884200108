import type { SessionUser } from '#domain/auth/schemas.ts';

/** How the dashboard greets a user: their name, else their email, else 'User' (spec section 2). */
export function displayName(user: Pick<SessionUser, 'name' | 'email'> | null | undefined): string {
  return user?.name.trim() || user?.email.trim() || 'User';
}
