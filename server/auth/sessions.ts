import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountMessages } from '#domain/auth/messages.ts';
import { createSecretToken, hashSecretToken } from '../crypto/secret-tokens.ts';
import type { Database } from '../db/client.ts';
import { unauthorized } from '../http/errors.ts';
import {
  deleteExpiredSessionsOfAccount,
  deleteSession,
  deleteSessionsOfAccount,
  findSession,
  insertSession,
  touchSession,
} from './queries.ts';
import type { CurrentUser } from './current-user.ts';

export const SESSION_COOKIE = 'maplepost_session';

/** A session ends after 30 minutes without a request... */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** ...and 12 hours after sign-in, however active it is. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
// lastSeenAt is refreshed at most once a minute: one write per minute per user, not per request.
const LAST_SEEN_REFRESH_MS = 60 * 1000;

type SessionDependencies = {
  db: Database;
  now: () => Date;
  /** Adds the Secure flag (HTTPS only); on in production, off for http://localhost. */
  secureCookie: boolean;
};

type SessionTimes = { createdAt: Date; lastSeenAt: Date };

function isExpired(session: SessionTimes, at: Date): boolean {
  const idleFor = at.getTime() - session.lastSeenAt.getTime();
  const age = at.getTime() - session.createdAt.getTime();
  return idleFor >= SESSION_IDLE_TIMEOUT_MS || age >= SESSION_ABSOLUTE_TIMEOUT_MS;
}

/**
 * Server-side sessions in the `sessions` table. The browser holds a random token in an
 * httpOnly cookie; the table holds only its SHA-256, so API nodes share nothing in memory.
 *
 * Routes of every capability start with `const user = await sessions.requireUser(request)`
 * and filter what they read or write by `user.userId`, never by an id from the request.
 */
export function createSessions({ db, now, secureCookie }: SessionDependencies) {
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie,
    path: '/',
    // The browser may forget the cookie when the server would refuse it anyway.
    maxAge: SESSION_ABSOLUTE_TIMEOUT_MS / 1000,
  } as const;

  const tokenHashOf = (request: FastifyRequest): string | undefined => {
    const token = request.cookies[SESSION_COOKIE];
    return token ? hashSecretToken(token) : undefined;
  };

  /** The signed-in user, or null for a guest or an expired session (whose row is deleted). */
  async function currentUser(request: FastifyRequest): Promise<CurrentUser | null> {
    const tokenHash = tokenHashOf(request);
    if (!tokenHash) return null;
    const session = await findSession(db, tokenHash);
    if (!session) return null;
    const at = now();
    if (isExpired(session, at)) {
      await deleteSession(db, tokenHash);
      return null;
    }
    if (at.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_REFRESH_MS) {
      await touchSession(db, tokenHash, at);
    }
    return session.user;
  }

  return {
    /**
     * Signs the account in with a new random token (never reusing one, so a token planted
     * before login is worthless) and replaces the session the request came with, if any.
     */
    async start(request: FastifyRequest, reply: FastifyReply, accountId: string): Promise<void> {
      const previous = tokenHashOf(request);
      if (previous) await deleteSession(db, previous);
      const at = now();
      // Sweep this account's dead sessions while we are here; the index on account makes it cheap.
      await deleteExpiredSessionsOfAccount(db, accountId, {
        lastSeenBefore: new Date(at.getTime() - SESSION_IDLE_TIMEOUT_MS),
        createdBefore: new Date(at.getTime() - SESSION_ABSOLUTE_TIMEOUT_MS),
      });
      const token = createSecretToken();
      await insertSession(db, { tokenHash: hashSecretToken(token), accountId, at });
      reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    },

    currentUser,

    /** The signed-in user; a guest gets 401 'Authentication expired. Please log in again.' */
    async requireUser(request: FastifyRequest): Promise<CurrentUser> {
      const user = await currentUser(request);
      if (!user) throw unauthorized(AccountMessages.authExpired);
      return user;
    },

    /** Logs out: deletes the request's session, if any, and clears the cookie. */
    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const tokenHash = tokenHashOf(request);
      if (tokenHash) await deleteSession(db, tokenHash);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    },

    /** Signs the account out on every device. */
    async endAllForAccount(accountId: string): Promise<void> {
      await deleteSessionsOfAccount(db, accountId);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
