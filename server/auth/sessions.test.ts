import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AccountMessages } from '#domain/auth/messages.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { hashSecretToken } from '../crypto/secret-tokens.ts';
import { sessions as sessionsTable } from '../db/schema.ts';
import { createOutboxMailer } from '../providers/mail/outbox-mailer.ts';
import { PRODUCTION_ENVIRONMENT } from '../test-support/production-environment.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { createSessions, SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_COOKIE } from './sessions.ts';
import {
  sessionUserOf,
  newAccountBody,
  registerAccount,
  sessionCookieOf,
  withSession,
} from '../test-support/auth.ts';

const testApp = useTestApp();

const MINUTE = 60 * 1000;

const sessionRow = async (token: string) => {
  const [row] = await testApp.database.db
    .select()
    .from(sessionsTable)
    .where(eq(sessionsTable.tokenHash, hashSecretToken(token)));
  return row;
};

describe('GET /web/auth/session', () => {
  it('answers a guest 200 with no user: being a guest is not an error', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/web/auth/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('answers the signed-in user', async () => {
    const { token, user } = await registerAccount(testApp.app);
    expect(await sessionUserOf(testApp.app, token)).toEqual(user);
  });

  it('answers no user for a token it never issued', async () => {
    expect(await sessionUserOf(testApp.app, 'made-up-token')).toBeNull();
  });

  it('leaves protected calls answering a guest 401 with the spec message', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/web/user/get' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: AccountMessages.authExpired });
  });

  it('stores only the SHA-256 of the token', async () => {
    const { token } = await registerAccount(testApp.app);
    const rows = await testApp.database.db
      .select({ tokenHash: sessionsTable.tokenHash })
      .from(sessionsTable);
    expect(rows.map((row) => row.tokenHash)).toContain(hashSecretToken(token));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
  });
});

describe('POST /web/auth/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const { token } = await registerAccount(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/web/auth/logout',
      cookies: withSession(token),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AccountMessages.loggedOut });
    const cleared = sessionCookieOf(response);
    expect(cleared.value).toBe('');
    expect(cleared.expires?.getTime()).toBe(0);
    // The old cookie, replayed, no longer opens anything.
    expect(await sessionUserOf(testApp.app, token)).toBeNull();
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('answers 200 without a session too', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/web/auth/logout' });
    expect(response.statusCode).toBe(200);
  });

  it('ends only the session it was called with', async () => {
    const account = await registerAccount(testApp.app);
    const other = await registerAccount(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: '/web/auth/logout',
      cookies: withSession(account.token),
    });
    expect(await sessionUserOf(testApp.app, other.token)).toEqual(other.user);
  });
});

describe('expiry', () => {
  it('ends a session idle for 30 minutes and deletes its row', async () => {
    const { token } = await registerAccount(testApp.app);
    testApp.advanceClock(29 * MINUTE);
    expect(await sessionUserOf(testApp.app, token)).not.toBeNull();

    testApp.advanceClock(31 * MINUTE);
    expect(await sessionUserOf(testApp.app, token)).toBeNull();
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('ends even an active session 12 hours after sign-in', async () => {
    const { token } = await registerAccount(testApp.app);
    let elapsed = 0;
    while (elapsed + 20 * MINUTE < SESSION_ABSOLUTE_TIMEOUT_MS) {
      testApp.advanceClock(20 * MINUTE);
      elapsed += 20 * MINUTE;
      expect(
        await sessionUserOf(testApp.app, token),
        `after ${elapsed / MINUTE} min`,
      ).not.toBeNull();
    }
    testApp.advanceClock(20 * MINUTE);
    expect(await sessionUserOf(testApp.app, token)).toBeNull();
  });

  it('refreshes lastSeenAt at most once a minute', async () => {
    const { token } = await registerAccount(testApp.app);
    const started = (await sessionRow(token))?.lastSeenAt;

    testApp.advanceClock(30 * 1000);
    await sessionUserOf(testApp.app, token);
    expect((await sessionRow(token))?.lastSeenAt).toEqual(started);

    testApp.advanceClock(30 * 1000);
    await sessionUserOf(testApp.app, token);
    // The test clock is real time plus an offset, so "a minute later" is a lower bound.
    expect((await sessionRow(token))?.lastSeenAt.getTime()).toBeGreaterThanOrEqual(
      started!.getTime() + MINUTE,
    );
  });

  it('sweeps the dead sessions of an account when it signs in again', async () => {
    const account = await registerAccount(testApp.app);
    testApp.advanceClock(31 * MINUTE);
    await testApp.app.inject({
      method: 'POST',
      url: '/web/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(await sessionRow(account.token)).toBeUndefined();
  });
});

describe('endAllForAccount', () => {
  it('signs the account out everywhere and nobody else', async () => {
    const account = await registerAccount(testApp.app);
    const other = await registerAccount(testApp.app);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/web/auth/login',
      payload: { email: account.email, password: account.password },
    });
    const secondDevice = sessionCookieOf(login).value;
    const { accountId } = (await sessionRow(account.token))!;

    const sessions = createSessions({
      db: testApp.database.db,
      now: () => new Date(),
      secureCookie: false,
    });
    await sessions.endAllForAccount(accountId);

    expect(await sessionUserOf(testApp.app, account.token)).toBeNull();
    expect(await sessionUserOf(testApp.app, secondDevice)).toBeNull();
    expect(await sessionUserOf(testApp.app, other.token)).toEqual(other.user);
  });
});

describe('in production', () => {
  it('marks the session cookie Secure and names it __Host-, for this host alone over https', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: {
        ...loadConfig(PRODUCTION_ENVIRONMENT),
        webDistDir: '/nonexistent-web-build',
      },
      database,
      mailer: createOutboxMailer(database.db),
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/web/auth/register',
        payload: newAccountBody(),
      });
      expect(response.statusCode).toBe(201);
      const cookie = response.cookies.find(({ name }) => name === `__Host-${SESSION_COOKIE}`);
      expect(cookie).toMatchObject({
        secure: true,
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
      });
      expect(cookie).not.toHaveProperty('domain');
      const signedIn = await app.inject({
        method: 'GET',
        url: '/web/auth/session',
        cookies: { [`__Host-${SESSION_COOKIE}`]: cookie!.value },
      });
      expect(signedIn.json()).toMatchObject({ user: { email: expect.any(String) } });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
