import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountMessages } from '#domain/auth/messages.ts';
import { loginFailures } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import {
  delayAfter,
  FAILURE_WINDOW_MS,
  FREE_FAILURES_PER_ADDRESS,
  FREE_FAILURES_PER_PAIR,
  MAX_DELAY_MS,
} from './login-throttle.ts';
import {
  expectLoginThrottled,
  failLogins,
  logIn,
  registerAccount,
  sessionCookieOf,
  sessionUserOf,
  WRONG_PASSWORD,
} from '../test-support/auth.ts';

// One app for the file: each test uses its own emails, so tests do not meet.
let testApp: TestApp;
beforeAll(async () => {
  // A stopped clock: the throttle's waits are seconds, which a slow run must not use up.
  testApp = await createTestApp({ clockStoppedAt: new Date() });
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

let addressNumber = 0;
/** A client address no other test has used, so each test starts with a clean throttle. */
const freshAddress = () => {
  addressNumber += 1;
  return `198.51.100.${addressNumber}`;
};

const failTimes = (email: string, address: string, times: number) =>
  failLogins(testApp.app, email, times, address);

/** Fails the pair's free failures, then `extra` more, each after the wait the one before it set. */
async function failPastFreeTimes(email: string, address: string, extra: number) {
  await failTimes(email, address, FREE_FAILURES_PER_PAIR);
  for (let failure = 0; failure < extra; failure += 1) {
    testApp.advanceClock(delayAfter(FREE_FAILURES_PER_PAIR + failure, FREE_FAILURES_PER_PAIR));
    await failTimes(email, address, 1);
  }
}

describe('delayAfter', () => {
  it.each([
    [0, 0],
    [FREE_FAILURES_PER_PAIR - 1, 0],
    [FREE_FAILURES_PER_PAIR, 1000],
    [FREE_FAILURES_PER_PAIR + 1, 2000],
    [FREE_FAILURES_PER_PAIR + 2, 4000],
    [FREE_FAILURES_PER_PAIR + 9, 512_000],
    [FREE_FAILURES_PER_PAIR + 10, MAX_DELAY_MS],
    [FREE_FAILURES_PER_PAIR + 10_000, MAX_DELAY_MS],
  ])('after %i failures waits %i ms', (failures, delay) => {
    expect(delayAfter(failures, FREE_FAILURES_PER_PAIR)).toBe(delay);
  });
});

describe('login throttle per (email, address) pair', () => {
  it(`makes a stranger wait after ${FREE_FAILURES_PER_PAIR} failures, even with the right password, while the owner signs in from their own address`, async () => {
    const owner = await registerAccount(testApp.app);
    const stranger = freshAddress();
    await failTimes(owner.email, stranger, FREE_FAILURES_PER_PAIR);

    expectLoginThrottled(await logIn(testApp.app, owner.email, owner.password, stranger), 1);
    const fromHome = await logIn(testApp.app, owner.email, owner.password, freshAddress());
    expect(fromHome.statusCode).toBe(200);
  });

  it('does not wait at one failure fewer', async () => {
    const account = await registerAccount(testApp.app);
    const address = freshAddress();
    await failTimes(account.email, address, FREE_FAILURES_PER_PAIR - 1);
    expect((await logIn(testApp.app, account.email, account.password, address)).statusCode).toBe(
      200,
    );
  });

  it('doubles the wait with each further failure, and an attempt during the wait does not count', async () => {
    const account = await registerAccount(testApp.app);
    const stranger = freshAddress();
    await failTimes(account.email, stranger, FREE_FAILURES_PER_PAIR);

    for (const waitSeconds of [1, 2, 4, 8, 16]) {
      expectLoginThrottled(
        await logIn(testApp.app, account.email, WRONG_PASSWORD, stranger),
        waitSeconds,
      );
      testApp.advanceClock(waitSeconds * 1000);
      await failTimes(account.email, stranger, 1);
    }
    expectLoginThrottled(await logIn(testApp.app, account.email, WRONG_PASSWORD, stranger), 32);
  });

  it('says the time left, not the whole wait, and lets the address try once it is over', async () => {
    const account = await registerAccount(testApp.app);
    const stranger = freshAddress();
    await failPastFreeTimes(account.email, stranger, 5);
    expectLoginThrottled(await logIn(testApp.app, account.email, account.password, stranger), 32);

    testApp.advanceClock(20 * 1000);
    expectLoginThrottled(await logIn(testApp.app, account.email, account.password, stranger), 12);
    testApp.advanceClock(12 * 1000);
    expect((await logIn(testApp.app, account.email, account.password, stranger)).statusCode).toBe(
      200,
    );
  });

  it('caps the wait at 15 minutes and forgets failures after the window', async () => {
    const account = await registerAccount(testApp.app);
    const stranger = freshAddress();
    await failPastFreeTimes(account.email, stranger, 12);
    expectLoginThrottled(
      await logIn(testApp.app, account.email, WRONG_PASSWORD, stranger),
      15 * 60,
    );

    testApp.advanceClock(FAILURE_WINDOW_MS);
    await failTimes(account.email, stranger, FREE_FAILURES_PER_PAIR);
  });

  it('throttles an unknown email the same way, so the answer reveals nothing', async () => {
    const known = await registerAccount(testApp.app);
    const stranger = freshAddress();
    await failTimes(known.email, stranger, FREE_FAILURES_PER_PAIR);
    await failTimes('nobody@example.com', stranger, FREE_FAILURES_PER_PAIR);

    const answers = await Promise.all(
      [known.email, 'nobody@example.com'].map(async (email) => {
        const response = await logIn(testApp.app, email, WRONG_PASSWORD, stranger);
        expectLoginThrottled(response, 1);
        return { headers: response.headers['retry-after'], body: response.body };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
  });

  it('forgives the pair its failures once it signs in, but not a stranger his', async () => {
    const owner = await registerAccount(testApp.app);
    const [home, stranger] = [freshAddress(), freshAddress()];
    await failTimes(owner.email, stranger, FREE_FAILURES_PER_PAIR);
    await failTimes(owner.email, home, FREE_FAILURES_PER_PAIR - 1);
    expect((await logIn(testApp.app, owner.email, owner.password, home)).statusCode).toBe(200);

    await failTimes(owner.email, home, FREE_FAILURES_PER_PAIR - 1);
    expectLoginThrottled(await logIn(testApp.app, owner.email, owner.password, stranger), 1);
  });

  it('counts guesses sent at the same time one after the other', async () => {
    const account = await registerAccount(testApp.app);
    const stranger = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: FREE_FAILURES_PER_PAIR + 5 }, () =>
        logIn(testApp.app, account.email, WRONG_PASSWORD, stranger),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(FREE_FAILURES_PER_PAIR).fill(400), ...Array(5).fill(429)]);
  });

  it('deletes failures older than the window when it records a new one', async () => {
    const stranger = freshAddress();
    await failTimes('forgetful@example.com', stranger, 3);
    testApp.advanceClock(FAILURE_WINDOW_MS + MINUTE);
    await failTimes('someone@example.com', stranger, 1);
    const rows = await testApp.database.db
      .select({ email: loginFailures.email, clientAddress: loginFailures.clientAddress })
      .from(loginFailures);
    expect(rows).toEqual([{ email: 'someone@example.com', clientAddress: stranger }]);
  });
});

describe('login throttle per address, across emails', () => {
  it(`makes an address wait after ${FREE_FAILURES_PER_ADDRESS} failures over any emails, and only that address`, async () => {
    const account = await registerAccount(testApp.app);
    const stuffer = freshAddress();
    for (let email = 0; email < FREE_FAILURES_PER_ADDRESS; email += 1) {
      await failTimes(`stuffed-${email}@example.com`, stuffer, 1);
    }
    expectLoginThrottled(await logIn(testApp.app, account.email, account.password, stuffer), 1);
    expect(
      (await logIn(testApp.app, account.email, account.password, freshAddress())).statusCode,
    ).toBe(200);

    testApp.advanceClock(1000);
    await failTimes('stuffed-next@example.com', stuffer, 1);
    expectLoginThrottled(await logIn(testApp.app, account.email, account.password, stuffer), 2);
  });
});

describe('login throttle on two API nodes', () => {
  it('is kept in the database: failures on one node throttle the address on the other', async () => {
    const firstNode = testApp;
    const secondNode = await createTestApp({
      database: firstNode.database,
      clockStoppedAt: firstNode.now(),
    });
    try {
      const account = await registerAccount(firstNode.app);
      const stranger = freshAddress();
      for (let failure = 0; failure < FREE_FAILURES_PER_PAIR; failure += 1) {
        const node = failure % 2 === 0 ? firstNode : secondNode;
        const response = await logIn(node.app, account.email, WRONG_PASSWORD, stranger);
        expect(response.statusCode).toBe(400);
      }
      expectLoginThrottled(
        await logIn(secondNode.app, account.email, account.password, stranger),
        1,
      );
      expectLoginThrottled(
        await logIn(firstNode.app, account.email, account.password, stranger),
        1,
      );
      const fromHome = await logIn(secondNode.app, account.email, account.password, freshAddress());
      expect(fromHome.statusCode).toBe(200);
    } finally {
      await secondNode.close();
    }
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
