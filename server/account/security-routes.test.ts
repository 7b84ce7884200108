import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AccountPageMessages as Messages } from '#domain/account/messages.ts';
import type { ActiveSession } from '#domain/account/schemas.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import { passwordResetTokens, sessions as sessionsTable, users } from '../db/schema.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { FREE_FAILURES_PER_PAIR } from '../auth/login-throttle.ts';
import { SESSION_IDLE_TIMEOUT_MS } from '../auth/sessions.ts';
import {
  expectLoginThrottled,
  GOOD_PASSWORD,
  logIn,
  registerAccount,
  requestPasswordReset,
  sessionCookieOf,
  sessionUserOf,
  withSession,
} from '../test-support/auth.ts';

// A stopped clock: the login throttle's waits are seconds, which a slow run must not use up.
const testApp = useTestApp({ clockStoppedAt: new Date() });

const NEW_PASSWORD = 'Driftwood-Lantern-77?';
const FIREFOX_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs in again as the account from another browser; answers that session's token. */
async function signInElsewhere(
  email: string,
  password = GOOD_PASSWORD,
  userAgent = FIREFOX_ON_MAC,
) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/web/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookieOf(response).value;
}

const changePassword = (token: string | undefined, payload: object) =>
  testApp.app.inject({
    method: 'POST',
    url: '/web/auth/change-password',
    cookies: token ? withSession(token) : {},
    payload,
  });

const listSessions = (token: string | undefined) =>
  testApp.app.inject({
    method: 'GET',
    url: '/web/auth/sessions',
    cookies: token ? withSession(token) : {},
  });

const endSession = (token: string | undefined, sessionId: string) =>
  testApp.app.inject({
    method: 'DELETE',
    url: `/web/auth/sessions/${sessionId}`,
    cookies: token ? withSession(token) : {},
  });

async function sessionsOf(token: string): Promise<ActiveSession[]> {
  const response = await listSessions(token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ sessions: ActiveSession[] }>().sessions;
}

describe('POST /web/auth/change-password', () => {
  it('changes the password, ends every other session and keeps this one', async () => {
    const account = await registerAccount(testApp.app);
    const laptop = await signInElsewhere(account.email);
    const phone = await signInElsewhere(account.email);

    const response = await changePassword(account.token, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: Messages.passwordChanged });

    expect(await sessionUserOf(testApp.app, account.token)).toEqual(account.user);
    expect(await sessionUserOf(testApp.app, laptop)).toBeNull();
    expect(await sessionUserOf(testApp.app, phone)).toBeNull();
    expect((await logIn(testApp.app, account.email, GOOD_PASSWORD)).statusCode).toBe(400);
    expect((await logIn(testApp.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with a clear message and changes nothing', async () => {
    const account = await registerAccount(testApp.app);
    const other = await signInElsewhere(account.email);
    const response = await changePassword(account.token, {
      currentPassword: 'Not-The-Password-1!',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: Messages.wrongCurrentPassword,
      field: 'currentPassword',
    });
    expect(await sessionUserOf(testApp.app, other)).not.toBeNull();
    expect((await logIn(testApp.app, account.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [
      { currentPassword: GOOD_PASSWORD, newPassword: 'short' },
      AccountMessages.passwordRequirements,
    ],
    [{ currentPassword: GOOD_PASSWORD, newPassword: 'Password1!' }, AccountMessages.commonPassword],
    [{ currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD }, Messages.samePassword],
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, Messages.enterCurrentPassword],
    [{ newPassword: NEW_PASSWORD }, Messages.enterCurrentPassword],
  ])('refuses %j with 400', async (payload, message) => {
    const account = await registerAccount(testApp.app);
    const response = await changePassword(account.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await logIn(testApp.app, account.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it(`throttles guessing: after ${FREE_FAILURES_PER_PAIR} wrong current passwords even the right one gets 429 from that address`, async () => {
    const account = await registerAccount(testApp.app);
    const attempt = (currentPassword: string) =>
      changePassword(account.token, { currentPassword, newPassword: NEW_PASSWORD });
    for (let failure = 0; failure < FREE_FAILURES_PER_PAIR; failure += 1) {
      expect((await attempt(`Guess-${failure}-Password!`)).statusCode).toBe(400);
    }
    expectLoginThrottled(await attempt(GOOD_PASSWORD), 1);
    // The throttle is the login's: signing in from that address waits too, from another it does not.
    expectLoginThrottled(await logIn(testApp.app, account.email, GOOD_PASSWORD), 1);
    expect((await logIn(testApp.app, account.email, GOOD_PASSWORD, '192.0.2.7')).statusCode).toBe(
      200,
    );
  });

  it('kills reset links mailed before the change', async () => {
    const account = await registerAccount(testApp.app);
    await requestPasswordReset(testApp, account.email);
    const [user] = await testApp.database.db
      .select({ accountId: users.accountId })
      .from(users)
      .where(eq(users.id, account.user.userId));
    const resetTokens = () =>
      testApp.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.accountId, user!.accountId));
    expect(await resetTokens()).toHaveLength(1);

    const response = await changePassword(account.token, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(await resetTokens()).toHaveLength(0);
  });

  it('answers a guest 401', async () => {
    const response = await changePassword(undefined, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /web/auth/sessions', () => {
  it('lists the account’s live sessions, newest first, the current one marked, with the browser', async () => {
    const account = await registerAccount(testApp.app);
    testApp.advanceClock(1000);
    const laptop = await signInElsewhere(account.email);

    const listed = await sessionsOf(account.token);
    expect(listed).toHaveLength(2);
    expect(listed.map((session) => session.current)).toEqual([false, true]);
    expect(listed[0]!.userAgent).toBe(FIREFOX_ON_MAC);
    expect(listed[0]!.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(listed[0]!.createdAt)).toBeGreaterThan(Date.parse(listed[1]!.createdAt));
    // The id is not the stored token hash, nor the token.
    const rows = await testApp.database.db.select().from(sessionsTable);
    expect(rows.map((row) => row.tokenHash)).not.toContain(listed[0]!.sessionId);
    expect(JSON.stringify(listed)).not.toContain(laptop);

    expect((await sessionsOf(laptop)).map((session) => session.current)).toEqual([true, false]);
  });

  it('leaves out expired sessions and other accounts’ sessions', async () => {
    const account = await registerAccount(testApp.app);
    const stale = await signInElsewhere(account.email);
    testApp.advanceClock(SESSION_IDLE_TIMEOUT_MS - 60_000);
    await sessionUserOf(testApp.app, account.token); // keeps this one alive
    testApp.advanceClock(120_000);
    await registerAccount(testApp.app);

    const listed = await sessionsOf(account.token);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.current).toBe(true);
    expect(await sessionUserOf(testApp.app, stale)).toBeNull();
  });

  it('answers a guest 401', async () => {
    expect((await listSessions(undefined)).statusCode).toBe(401);
  });
});

describe('DELETE /web/auth/sessions/{sessionId}', () => {
  it('ends another session of the account', async () => {
    const account = await registerAccount(testApp.app);
    const laptop = await signInElsewhere(account.email);
    const other = (await sessionsOf(account.token)).find((session) => !session.current)!;

    const response = await endSession(account.token, other.sessionId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: Messages.sessionEnded });
    expect(await sessionUserOf(testApp.app, laptop)).toBeNull();
    expect(await sessionUserOf(testApp.app, account.token)).not.toBeNull();
    expect((await endSession(account.token, other.sessionId)).statusCode).toBe(404);
  });

  it('answers 404 for another account’s session and leaves it alone', async () => {
    const alice = await registerAccount(testApp.app);
    const bob = await registerAccount(testApp.app);
    const [bobsSession] = await sessionsOf(bob.token);

    const response = await endSession(alice.token, bobsSession!.sessionId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: Messages.sessionNotFound });
    expect(await sessionUserOf(testApp.app, bob.token)).toEqual(bob.user);
  });

  it('refuses to end the session in use (that is logout)', async () => {
    const account = await registerAccount(testApp.app);
    const [current] = await sessionsOf(account.token);
    const response = await endSession(account.token, current!.sessionId);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(Messages.currentSessionNotEndable);
    expect(await sessionUserOf(testApp.app, account.token)).not.toBeNull();
  });

  it('answers 400 to a malformed id and 401 to a guest', async () => {
    const account = await registerAccount(testApp.app);
    expect((await endSession(account.token, 'not-an-id')).statusCode).toBe(400);
    expect((await endSession(undefined, 'a'.repeat(32))).statusCode).toBe(401);
  });
});
