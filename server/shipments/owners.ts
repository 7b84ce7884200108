import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CurrentUser } from '../auth/index.ts';
import type { Sessions } from '../auth/index.ts';
import { createSecretToken, hashSecretToken } from '../crypto/secret-tokens.ts';
import { cookieName } from '../http/cookie-names.ts';

/** The guest cookie's name outside production; in production it is `__Host-` prefixed. */
export const GUEST_COOKIE = 'maplepost_guest';
// A guest's shipments stay reachable from their browser for a month, long enough to print labels again.
const GUEST_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Who owns orders and shipping batches: a signed-in user, or a guest's browser. */
export type Owner =
  { kind: 'user'; userId: string; user: CurrentUser } | { kind: 'guest'; guestKey: string };

/** What rows store of an owner: enough for work done outside a request, such as a bulk upload's job. */
export type OwnerKey = { kind: 'user'; userId: string } | { kind: 'guest'; guestKey: string };

/** The owner columns of a new row: exactly one is set (the tables check it). */
export function ownerColumns(owner: OwnerKey): { userId: string | null; guestKey: string | null } {
  return owner.kind === 'user'
    ? { userId: owner.userId, guestKey: null }
    : { userId: null, guestKey: owner.guestKey };
}

/** The condition that keeps a query to the owner's own rows. */
export function ownedBy(
  table: { userId: AnyPgColumn; guestKey: AnyPgColumn },
  owner: OwnerKey,
): SQL {
  return owner.kind === 'user'
    ? eq(table.userId, owner.userId)
    : eq(table.guestKey, owner.guestKey);
}

type OwnerDependencies = {
  sessions: Pick<Sessions, 'currentUser'>;
  secureCookie: boolean;
};

/**
 * Guests ship too: their browser holds a random token in an httpOnly cookie and their rows
 * hold only its SHA-256, like sessions. A signed-in user always owns by user id.
 */
export function createOwners({ sessions, secureCookie }: OwnerDependencies) {
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie,
    path: '/',
    maxAge: GUEST_COOKIE_MAX_AGE_SECONDS,
  } as const;
  const guestCookie = cookieName(GUEST_COOKIE, { secure: secureCookie });

  /** The signed-in user, else the guest whose cookie came with the request, else null. */
  async function current(request: FastifyRequest): Promise<Owner | null> {
    const user = await sessions.currentUser(request);
    if (user) return { kind: 'user', userId: user.userId, user };
    const token = request.cookies[guestCookie];
    return token ? { kind: 'guest', guestKey: hashSecretToken(token) } : null;
  }

  return {
    current,

    /** Like current, but a browser without either cookie becomes a guest with a new one. */
    async currentOrNewGuest(request: FastifyRequest, reply: FastifyReply): Promise<Owner> {
      const owner = await current(request);
      if (owner) return owner;
      const token = createSecretToken();
      reply.setCookie(guestCookie, token, cookieOptions);
      return { kind: 'guest', guestKey: hashSecretToken(token) };
    },
  };
}

export type Owners = ReturnType<typeof createOwners>;
