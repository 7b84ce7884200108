import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountMessages } from '#domain/auth/messages.ts';
import { accounts, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { sessionUserOf, newAccountBody, sessionCookieOf } from '../test-support/auth.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const register = (payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/web/auth/register', payload: payload as object });

describe('POST /web/auth/register', () => {
  it('creates the account and its portal user, signs in and answers 201 with the user', async () => {
    const body = newAccountBody({ name: 'Jane Doe', email: '  Jane.Doe@Example.com ' });
    const response = await register(body);

    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toEqual({
      userId: expect.any(String),
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      role: 'CUSTOMER',
      labelFormat: 'PDF',
    });

    const [stored] = await testApp.database.db
      .select({ account: accounts, user: users })
      .from(users)
      .innerJoin(accounts, eq(accounts.id, users.accountId))
      .where(eq(users.id, user.userId));
    expect(stored?.account.email).toBe('jane.doe@example.com');
    expect(stored?.account.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.user).toMatchObject({
      username: 'Jane Doe',
      email: 'jane.doe@example.com',
      phone: '',
      paymentType: 'PER_ORDER',
      billingType: 'PER_ORDER',
      contractRate: 1,
      sameCityRate: null,
    });

    expect(await sessionUserOf(testApp.app, sessionCookieOf(response).value)).toEqual(user);
  });

  it('sets an httpOnly, SameSite=Lax session cookie on /, not Secure outside production', async () => {
    const cookie = sessionCookieOf(await register(newAccountBody()));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    // 32 random bytes, base64url-encoded.
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers 409 for an email that already has an account, whatever its case', async () => {
    const body = newAccountBody();
    expect((await register(body)).statusCode).toBe(201);

    const again = await register({
      ...body,
      email: body.email.toUpperCase(),
      name: 'Someone Else',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AccountMessages.emailTaken);
    expect(again.cookies).toEqual([]);
  });

  it.each(['Password1!', 'Summer2024!'])('refuses the common password %s', async (password) => {
    const response = await register(newAccountBody({ password }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: AccountMessages.commonPassword, field: 'password' });
  });

  it('refuses a password that misses the checklist', async () => {
    const response = await register(newAccountBody({ password: 'alllowercase!' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: AccountMessages.passwordRequirements,
      field: 'password',
    });
  });

  it('refuses an invalid email', async () => {
    const response = await register(newAccountBody({ email: 'jane@localhost' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: AccountMessages.invalidEmail, field: 'email' });
  });

  it.each([
    [
      'of emoji only',
      '🚀🚀',
      'Name may contain only letters, spaces, apostrophes, hyphens and periods.',
    ],
    [
      'that starts like a formula',
      '=HYPERLINK("http://evil.example")',
      'Name cannot start with =, +, - or @ (a spreadsheet would run it as a formula).',
    ],
    [
      'with a text-direction override',
      'Ada \u202eecalP',
      'Name cannot contain line breaks, control characters (such as NUL) or text-direction overrides.',
    ],
  ])('refuses a name %s as a shipment refuses it', async (_, name, message) => {
    const response = await register(newAccountBody({ name }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field: 'name' });
  });

  it.each(['name', 'email', 'password'])(
    'asks to fill in all fields when %s is missing',
    async (field) => {
      const body: Record<string, string> = newAccountBody();
      delete body[field];
      const response = await register(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: AccountMessages.fillAllFields, field });
    },
  );

  it('creates nothing when the request is refused', async () => {
    const body = newAccountBody({ password: 'Summer2024!' });
    await register(body);
    const found = await testApp.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, body.email));
    expect(found).toEqual([]);
  });
});
