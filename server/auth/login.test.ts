import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountMessages } from '#domain/auth/messages.ts';
import { loginFailures } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { LOGIN_FAILURE_WINDOW_MS, MAX_LOGIN_FAILURES } from './login.ts';
import { sessionUserOf, logIn, registerAccount, sessionCookieOf } from './test-helpers.ts';

// One app for the file: each test uses its own emails, so tests do not meet.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const MINUTE = 60 * 1000;

describe('POST /web/auth/login', () => {
  it('signs in with the right password, ignoring the case of the email', async () => {
    const account = await registerAccount(testApp.app);
    const response = await logIn(testApp.app, account.email.toUpperCase(), account.password);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: account.user });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await sessionUserOf(testApp.app, cookie.value)).toEqual(account.user);
  });

  it('gives the same 400 answer for a wrong password and an unknown email', async () => {
    const account = await registerAccount(testApp.app);
    const wrongPassword = await logIn(testApp.app, account.email, 'Not-The-Password-1!');
    const unknownEmail = await logIn(testApp.app, 'not-registered@example.com', account.password);

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: AccountMessages.wrongCredentials });
      expect(response.cookies).toEqual([]);
    }
  });

  it('asks to fill in all fields when the password is missing', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/web/auth/login',
      payload: { email: 'jane@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: AccountMessages.fillAllFields, field: 'password' });
  });

  it('issues a new session token on every login, and the old ones keep working elsewhere', async () => {
    const account = await registerAccount(testApp.app);
    const first = sessionCookieOf(await logIn(testApp.app, account.email, account.password)).value;
    const second = sessionCookieOf(await logIn(testApp.app, account.email, account.password)).value;

    expect(new Set([account.token, first, second]).size).toBe(3);
    expect(await sessionUserOf(testApp.app, first)).toEqual(account.user);
    expect(await sessionUserOf(testApp.app, second)).toEqual(account.user);
  });

  it('replaces the session the login request came with', async () => {
    const account = await registerAccount(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/web/auth/login',
      payload: { email: account.email, password: account.password },
      cookies: { maplepost_session: account.token },
    });
    expect(response.statusCode).toBe(200);
    expect(await sessionUserOf(testApp.app, account.token)).toBeNull();
  });
});

describe('login lock after repeated failures', () => {
  const failTimes = async (email: string, times: number) => {
    for (let attempt = 0; attempt < times; attempt += 1) {
      expect((await logIn(testApp.app, email, 'Wrong-Password-1!')).statusCode).toBe(400);
    }
  };

  it(`answers 429 after ${MAX_LOGIN_FAILURES} failures, even with the right password, until the window passes`, async () => {
    const account = await registerAccount(testApp.app);
    await failTimes(account.email, MAX_LOGIN_FAILURES);

    const locked = await logIn(testApp.app, account.email, account.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: AccountMessages.tooManyAttempts });
    expect(locked.cookies).toEqual([]);

    testApp.advanceClock(14 * MINUTE);
    expect((await logIn(testApp.app, account.email, account.password)).statusCode).toBe(429);

    testApp.advanceClock(LOGIN_FAILURE_WINDOW_MS - 14 * MINUTE + 1000);
    const unlocked = await logIn(testApp.app, account.email, account.password);
    expect(unlocked.statusCode).toBe(200);
  });

  it('does not lock at one failure fewer', async () => {
    const account = await registerAccount(testApp.app);
    await failTimes(account.email, MAX_LOGIN_FAILURES - 1);
    expect((await logIn(testApp.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('slides: failures older than the window stop counting one by one', async () => {
    const account = await registerAccount(testApp.app);
    await failTimes(account.email, 5);
    testApp.advanceClock(10 * MINUTE);
    await failTimes(account.email, 5);
    expect((await logIn(testApp.app, account.email, account.password)).statusCode).toBe(429);

    // The first five are now older than 15 minutes; the last five still count.
    testApp.advanceClock(6 * MINUTE);
    await failTimes(account.email, 4);
    expect((await logIn(testApp.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('locks unknown emails the same way, so the lock reveals nothing', async () => {
    await failTimes('nobody@example.com', MAX_LOGIN_FAILURES);
    const response = await logIn(testApp.app, 'nobody@example.com', 'Wrong-Password-1!');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: AccountMessages.tooManyAttempts });
  });

  it('locks one email only', async () => {
    const victim = await registerAccount(testApp.app);
    const other = await registerAccount(testApp.app);
    await failTimes(victim.email, MAX_LOGIN_FAILURES);
    expect((await logIn(testApp.app, other.email, other.password)).statusCode).toBe(200);
  });

  it('deletes failures older than the window when it records a new one', async () => {
    await failTimes('forgetful@example.com', 3);
    testApp.advanceClock(LOGIN_FAILURE_WINDOW_MS + MINUTE);
    await failTimes('someone@example.com', 1);
    const rows = await testApp.database.db
      .select({ email: loginFailures.email })
      .from(loginFailures);
    expect(rows).toEqual([{ email: 'someone@example.com' }]);
  });
});

describe('per-IP limit', () => {
  it('answers 429 to the 101st login attempt within a minute from one address', async () => {
    const attempt = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/web/auth/login',
        payload: {},
        remoteAddress: '203.0.113.9',
      });
    for (let count = 0; count < 100; count += 1) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);

    const otherAddress = await testApp.app.inject({
      method: 'POST',
      url: '/web/auth/login',
      payload: {},
      remoteAddress: '203.0.113.10',
    });
    expect(otherAddress.statusCode).toBe(400);
  });
});
