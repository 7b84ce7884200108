import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountMessages } from '#domain/auth/messages.ts';
import { SessionResponseSchema } from '#domain/auth/schemas.ts';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const getUser = (token: string | undefined, payload?: object) =>
  testApp.app.inject({
    method: 'POST',
    url: '/web/user/get',
    cookies: token ? withSession(token) : {},
    payload,
  });

describe('POST /web/user/get', () => {
  it("answers the signed-in user's profile as created at sign-up", async () => {
    const account = await registerAccount(testApp.app, { name: 'Jane Doe' });
    const response = await getUser(account.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: account.user.userId,
      username: 'Jane Doe',
      email: account.email,
      phone: '',
      paymentType: 'PER_ORDER',
      billingType: 'PER_ORDER',
      contractRate: 1,
      sameCityRate: null,
      labelFormat: 'PDF',
    });
  });

  it('answers the billing terms as stored', async () => {
    const account = await registerAccount(testApp.app);
    await testApp.database.db
      .update(users)
      .set({ billingType: 'MONTHLY_BILLING', contractRate: 0.85, sameCityRate: 0.5 })
      .where(eq(users.id, account.user.userId));

    expect((await getUser(account.token)).json()).toMatchObject({
      billingType: 'MONTHLY_BILLING',
      contractRate: 0.85,
      sameCityRate: 0.5,
    });
  });

  it('ignores a body naming another user: one user cannot read another', async () => {
    const alice = await registerAccount(testApp.app);
    const bob = await registerAccount(testApp.app);

    const response = await getUser(alice.token, { userId: bob.user.userId, email: bob.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: alice.user.userId, email: alice.email });
  });

  it('answers 401 to a guest, even one naming a user', async () => {
    const bob = await registerAccount(testApp.app);
    const response = await getUser(undefined, { userId: bob.user.userId });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: AccountMessages.authExpired });
  });
});

describe('POST /web/user/label-format', () => {
  const setFormat = (token: string | undefined, payload: object) =>
    testApp.app.inject({
      method: 'POST',
      url: '/web/user/label-format',
      cookies: token ? withSession(token) : {},
      payload,
    });
  const sessionOf = async (token: string) =>
    SessionResponseSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/web/auth/session',
          cookies: withSession(token),
        })
      ).json(),
    ).user;

  it('keeps the format Print Label gives, which the profile and the session answer', async () => {
    const account = await registerAccount(testApp.app);
    expect((await sessionOf(account.token))?.labelFormat).toBe('PDF');

    const response = await setFormat(account.token, { labelFormat: 'ZPL' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ userId: account.user.userId, labelFormat: 'ZPL' });
    expect((await getUser(account.token)).json()).toMatchObject({ labelFormat: 'ZPL' });
    expect((await sessionOf(account.token))?.labelFormat).toBe('ZPL');

    // Another user's preference is theirs.
    const other = await registerAccount(testApp.app);
    expect((await sessionOf(other.token))?.labelFormat).toBe('PDF');
  });

  it('refuses a format it does not make, and a guest', async () => {
    const account = await registerAccount(testApp.app);
    const wrong = await setFormat(account.token, { labelFormat: 'EPL' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Choose PDF or ZPL.', field: 'labelFormat' });
    expect((await setFormat(undefined, { labelFormat: 'ZPL' })).statusCode).toBe(401);
  });
});
