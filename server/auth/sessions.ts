import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountMessages } from '#domain/auth/messages.ts';
import { createSecretToken, hashSecretToken } from '../crypto/secret-tokens.ts';
import type { Database } from '../db/client.ts';
import { cookieName } from '../http/cookie-names.ts';
import { unauthorized } from '../http/errors.ts';
import {
  deleteExpiredSessionsOfAccount,
  deleteSession,
  deleteSessionOfAccount,
  deleteSessionsOfAccount,
  findSession,
  insertSession,
  listSessionsOfAccount,
  touchSession,
} from './queries.ts';
import type { CurrentUser } from './current-user.ts';

/** The session cookie's name outside production; in production it is `__Host-` prefixed. */
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

// Browsers name themselves in a few hundred characters; more is noise or abuse.
const MAX_USER_AGENT_LENGTH = 300;

/** A session as its owner sees it in the list of their signed-in browsers. */
export type SessionSummary = {
  sessionId: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string;
  current: boolean;
};

/**
 * The name a session goes by in the API: derived from its token hash, so no column is needed,
 * and one-way, so the list never hands out what the sessions table is keyed by.
 */
export function publicSessionId(tokenHash: string): string {
  return hashSecretToken(`session-id:${tokenHash}`).slice(0, 32);
}

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
  const sessionCookie = cookieName(SESSION_COOKIE, { secure: secureCookie });

  const tokenHashOf = (request: FastifyRequest): string | undefined => {
    const token = request.cookies[sessionCookie];
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
      const userAgent = (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT_LENGTH);
      await insertSession(db, { tokenHash: hashSecretToken(token), accountId, at, userAgent });
      reply.setCookie(sessionCookie, token, cookieOptions);
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
      reply.clearCookie(sessionCookie, cookieOptions);
    },

    /** Signs the account out on every device. */
    async endAllForAccount(accountId: string): Promise<void> {
      await deleteSessionsOfAccount(db, accountId);
    },

    /** The token hash of the session the request came with, if any (not checked). */
    tokenHashOf,

    /** The account's live sessions, newest sign-in first, the request's own marked current. */
    async listForAccount(request: FastifyRequest, accountId: string): Promise<SessionSummary[]> {
      const own = tokenHashOf(request);
      const at = now();
      const rows = await listSessionsOfAccount(db, accountId);
      return rows
        .filter((row) => !isExpired(row, at))
        .map((row) => ({
          sessionId: publicSessionId(row.tokenHash),
          createdAt: row.createdAt,
          lastSeenAt: row.lastSeenAt,
          userAgent: row.userAgent,
          current: row.tokenHash === own,
        }));
    },

    /**
     * Ends one session of the account by its public id. Answers 'ended', 'current' for the
     * request's own session (left alone: that is what logout is for) or 'not-found', also when
     * the id is another account's.
     */
    async endForAccount(
      request: FastifyRequest,
      accountId: string,
      sessionId: string,
    ): Promise<'ended' | 'current' | 'not-found'> {
      const rows = await listSessionsOfAccount(db, accountId);
      const target = rows.find((row) => publicSessionId(row.tokenHash) === sessionId);
      if (!target || isExpired(target, now())) return 'not-found';
      if (target.tokenHash === tokenHashOf(request)) return 'current';
      return (await deleteSessionOfAccount(db, accountId, target.tokenHash))
        ? 'ended'
        : 'not-found';
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
