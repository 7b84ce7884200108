import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountMessages } from '#domain/auth/messages.ts';
import { hashSecretToken } from '../crypto/secret-tokens.ts';
import { outbox, passwordResetTokens } from '../db/schema.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { FREE_FAILURES_PER_PAIR } from './login-throttle.ts';
import {
  MAX_RESET_MAILS_PER_ADDRESS,
  MAX_USABLE_RESET_LINKS,
  RESET_TOKEN_LIFETIME_MS,
} from './password-reset.ts';
import {
  expectLoginThrottled,
  failLogins,
  sessionUserOf,
  logIn,
  registerAccount,
  requestPasswordReset,
  sessionCookieOf,
} from '../test-support/auth.ts';

let testApp: TestApp;
beforeAll(async () => {
  // A stopped clock: the login throttle's waits are seconds, which a slow run must not use up.
  testApp = await createTestApp({ clockStoppedAt: new Date() });
});
afterAll(() => testApp.close());

const NEW_PASSWORD = 'Quartz-Meadow-77#';

let addressNumber = 0;
/**
 * Asks for a reset link, from a client address of its own unless told: the limit of reset mails
 * per address is tested on its own, and must not reach the other tests.
 */
const forgotPassword = (email: string, remoteAddress = `198.51.100.${(addressNumber += 1)}`) =>
  requestPasswordReset(testApp, email, remoteAddress);

const resetPassword = (token: string, password = NEW_PASSWORD) =>
  testApp.app.inject({
    method: 'POST',
    url: '/web/auth/reset-password',
    payload: { token, password },
  });

const checkResetLink = async (token: string) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/web/auth/reset-password/check',
    payload: { token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const mailsTo = (email: string) =>
  testApp.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, email))
    .orderBy(desc(outbox.id));

/** Asks for a reset link and answers the token from the mail it sends. */
async function requestResetToken(email: string): Promise<string> {
  expect((await forgotPassword(email)).statusCode).toBe(200);
  const [mail] = await mailsTo(email);
  const link = mail?.textBody.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

describe('POST /web/auth/forgot-password', () => {
  it('mails a one-hour reset link to an account, storing only the hash of its token', async () => {
    const account = await registerAccount(testApp.app);
    const response = await forgotPassword(account.email.toUpperCase());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AccountMessages.resetEmailSent });
    const mails = await mailsTo(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reset your Maplepost password');
    const link = new URL(mails[0]!.textBody.match(/https?:\/\/\S+/)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${testApp.config.publicUrl}/reset-password`);

    const token = link.searchParams.get('token')!;
    const [stored] = await testApp.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashSecretToken(token)));
    expect(stored).toBeDefined();
    expect(stored!.usedAt).toBeNull();
  });

  it('answers before the mail is sent, so a slow mail server tells nothing', async () => {
    let deliver: (() => void) | undefined;
    const slowMailer: Mailer = {
      send: () => new Promise<void>((resolve) => (deliver = resolve)),
    };
    const slowApp = await createTestApp({ mailer: slowMailer });
    const account = await registerAccount(slowApp.app);

    const response = await slowApp.app.inject({
      method: 'POST',
      url: '/web/auth/forgot-password',
      payload: { email: account.email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AccountMessages.resetEmailSent });

    // The mail is only now let go: the answer did not wait for it.
    await vi.waitFor(() => expect(deliver).toBeDefined());
    deliver!();
    await slowApp.close();
  });

  it(`mails at most ${MAX_USABLE_RESET_LINKS} live links to one address, answering every request alike`, async () => {
    const account = await registerAccount(testApp.app);
    for (let request = 0; request < MAX_USABLE_RESET_LINKS + 2; request += 1) {
      expect((await forgotPassword(account.email)).statusCode).toBe(200);
    }
    expect(await mailsTo(account.email)).toHaveLength(MAX_USABLE_RESET_LINKS);
  });

  it(`mails at most ${MAX_RESET_MAILS_PER_ADDRESS} links an hour on requests from one client address, answering every request alike`, async () => {
    const accounts = await Promise.all(
      Array.from({ length: MAX_RESET_MAILS_PER_ADDRESS + 1 }, () => registerAccount(testApp.app)),
    );
    const busy = '203.0.113.50';
    for (const { email } of accounts) {
      const response = await forgotPassword(email, busy);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: AccountMessages.resetEmailSent });
    }
    const mailed = async ({ email }: { email: string }) => (await mailsTo(email)).length;
    const counts = await Promise.all(accounts.map(mailed));
    expect(counts).toEqual([...Array(MAX_RESET_MAILS_PER_ADDRESS).fill(1), 0]);

    const last = accounts.at(-1)!;
    await forgotPassword(last.email);
    expect(await mailed(last)).toBe(1);
    testApp.advanceClock(RESET_TOKEN_LIFETIME_MS);
    await forgotPassword(last.email, busy);
    expect(await mailed(last)).toBe(2);
  });

  it('answers an unknown email exactly the same, and mails nothing', async () => {
    const before = await testApp.database.db.select().from(outbox);
    const response = await forgotPassword('nobody-here@example.com');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AccountMessages.resetEmailSent });
    expect(await testApp.database.db.select().from(outbox)).toHaveLength(before.length);
  });

  it('asks for the email address when it is empty', async () => {
    const response = await forgotPassword('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: AccountMessages.enterEmail, field: 'email' });
  });
});

describe('POST /web/auth/reset-password', () => {
  it('sets the new password, ends every session of the account, and does not sign in', async () => {
    const account = await registerAccount(testApp.app);
    const otherDevice = sessionCookieOf(
      await logIn(testApp.app, account.email, account.password),
    ).value;
    const token = await requestResetToken(account.email);

    const response = await resetPassword(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AccountMessages.passwordResetDone });
    expect(response.cookies).toEqual([]);

    expect(await sessionUserOf(testApp.app, account.token)).toBeNull();
    expect(await sessionUserOf(testApp.app, otherDevice)).toBeNull();
    expect((await logIn(testApp.app, account.email, account.password)).statusCode).toBe(400);
    expect((await logIn(testApp.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works while the address is throttled, and forgets the failures of the account from every address', async () => {
    const account = await registerAccount(testApp.app);
    const [home, stranger] = ['192.0.2.1', '192.0.2.2'];
    await failLogins(testApp.app, account.email, FREE_FAILURES_PER_PAIR, home);
    await failLogins(testApp.app, account.email, FREE_FAILURES_PER_PAIR, stranger);
    expectLoginThrottled(await logIn(testApp.app, account.email, account.password, home), 1);

    expect((await resetPassword(await requestResetToken(account.email))).statusCode).toBe(200);
    for (const address of [home, stranger]) {
      const response = await logIn(testApp.app, account.email, NEW_PASSWORD, address);
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses a token a second time', async () => {
    const account = await registerAccount(testApp.app);
    const token = await requestResetToken(account.email);
    expect((await resetPassword(token)).statusCode).toBe(200);

    const again = await resetPassword(token, 'Another-Fresh-Pass-9!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: AccountMessages.resetLinkInvalid, field: 'token' });
    expect((await logIn(testApp.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('spends every other link of the account: an older one fails after a reset', async () => {
    const account = await registerAccount(testApp.app);
    const older = await requestResetToken(account.email);
    const newer = await requestResetToken(account.email);
    expect(older).not.toBe(newer);
    expect((await resetPassword(newer)).statusCode).toBe(200);

    const late = await resetPassword(older, 'Another-Fresh-Pass-9!');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: AccountMessages.resetLinkInvalid, field: 'token' });
    expect((await logIn(testApp.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a token after an hour', async () => {
    const account = await registerAccount(testApp.app);
    const token = await requestResetToken(account.email);
    testApp.advanceClock(RESET_TOKEN_LIFETIME_MS + 60 * 1000);

    const response = await resetPassword(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AccountMessages.resetLinkInvalid);
    expect((await logIn(testApp.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses a token it never issued', async () => {
    const response = await resetPassword('not-a-real-token');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AccountMessages.resetLinkInvalid);
  });

  it('refuses a common password and keeps the token usable', async () => {
    const account = await registerAccount(testApp.app);
    const token = await requestResetToken(account.email);

    const common = await resetPassword(token, 'Summer2024!');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ message: AccountMessages.commonPassword, field: 'password' });
    expect((await resetPassword(token)).statusCode).toBe(200);
  });

  it('refuses a password that misses the checklist', async () => {
    const response = await resetPassword('any-token', 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: AccountMessages.passwordRequirements,
      field: 'password',
    });
  });
});

describe('POST /web/auth/reset-password/check', () => {
  it('says a fresh link can be used, without using it or saying whose it is', async () => {
    const account = await registerAccount(testApp.app);
    const token = await requestResetToken(account.email);

    expect(await checkResetLink(token)).toEqual({ usable: true });
    expect(await checkResetLink(token)).toEqual({ usable: true });
    expect((await resetPassword(token)).statusCode).toBe(200);
  });

  it('says a used link cannot be used', async () => {
    const account = await registerAccount(testApp.app);
    const token = await requestResetToken(account.email);
    expect((await resetPassword(token)).statusCode).toBe(200);

    expect(await checkResetLink(token)).toEqual({ usable: false });
  });

  it('says a link older than an hour cannot be used', async () => {
    const account = await registerAccount(testApp.app);
    const token = await requestResetToken(account.email);
    testApp.advanceClock(RESET_TOKEN_LIFETIME_MS + 60 * 1000);

    expect(await checkResetLink(token)).toEqual({ usable: false });
  });

  it('says a link it never issued cannot be used', async () => {
    expect(await checkResetLink('not-a-real-token')).toEqual({ usable: false });
  });
});
