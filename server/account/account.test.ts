import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AccountPageMessages as Messages } from '#domain/account/messages.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import {
  GOOD_PASSWORD,
  logIn,
  registerAccount,
  requestPasswordReset,
  sessionCookieOf,
  sessionUserOf,
  withSession,
} from '../test-support/auth.ts';
import { nonceFor, pay } from '../test-support/checkout.ts';
import {
  accounts,
  addresses,
  orders,
  passwordResetTokens,
  sandboxSavedCards,
  users,
  webhookEndpoints,
} from '../db/schema.ts';
import { shipper } from '../test-support/shipments.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { UNANSWERED_RECEIVER, webhookCalls } from '../test-support/webhooks.ts';
import { DELETED_USER_NAME, placeholderEmailOf } from './delete-account.ts';

const testApp = useTestApp();

const db = () => testApp.database.db;

const post = (url: string, token: string | undefined, payload?: object) =>
  testApp.app.inject({
    method: 'POST',
    url,
    cookies: token ? withSession(token) : {},
    payload,
  });

describe('POST /web/user/update', () => {
  it('changes the display name and phone, stores the phone as digits, and answers the profile', async () => {
    const account = await registerAccount(testApp.app);
    const response = await post('/web/user/update', account.token, {
      username: '  Harbour Books Ltd.  ',
      phone: '(604) 555-0123',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      userId: account.user.userId,
      username: 'Harbour Books Ltd.',
      phone: '6045550123',
      email: account.email,
    });
    expect((await post('/web/user/get', account.token)).json()).toMatchObject({
      username: 'Harbour Books Ltd.',
      phone: '6045550123',
    });
    expect((await sessionUserOf(testApp.app, account.token))?.name).toBe('Harbour Books Ltd.');
  });

  it('lets the phone be emptied again', async () => {
    const account = await registerAccount(testApp.app);
    await post('/web/user/update', account.token, { username: 'A', phone: '6045550123' });
    const response = await post('/web/user/update', account.token, { username: 'A', phone: '' });
    expect(response.json().phone).toBe('');
  });

  it.each([
    [{ username: '', phone: '' }, Messages.nameRequired, 'username'],
    [{ username: '   ', phone: '' }, Messages.nameRequired, 'username'],
    [{ username: 'x'.repeat(101), phone: '' }, 'Name must be at most 100 characters', 'username'],
    [{ username: 'Jane', phone: '555-0123' }, Messages.invalidPhone, 'phone'],
    [{ username: 'Jane', phone: '60455501234' }, Messages.invalidPhone, 'phone'],
  ])('refuses %j with 400', async (payload, message, field) => {
    const account = await registerAccount(testApp.app);
    const response = await post('/web/user/update', account.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
  });

  it('changes only the caller’s profile, whatever the body names, and never the billing terms', async () => {
    const alice = await registerAccount(testApp.app);
    const bob = await registerAccount(testApp.app);
    const response = await post('/web/user/update', alice.token, {
      userId: bob.user.userId,
      username: 'Alice',
      phone: '',
      billingType: 'MONTHLY_BILLING',
      contractRate: 0.1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userId: alice.user.userId,
      billingType: 'PER_ORDER',
      contractRate: 1,
    });
    expect((await post('/web/user/get', bob.token)).json().username).toBe(bob.name);
  });

  it('answers a guest 401', async () => {
    const response = await post('/web/user/update', undefined, { username: 'A', phone: '' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: AccountMessages.authExpired });
  });
});

const addressBody = {
  name: 'Jane Doe',
  phone: '6045550123',
  email: 'jane@example.com',
  streetAddress: '1055 W Georgia St',
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'V6E 3P3',
  countryCode: 'CA',
};

/** A signed-in user with an address, a saved card, a paid order, a pending reset link and a webhook endpoint. */
async function accountWithData() {
  const account = await registerAccount(testApp.app);
  const cookies = withSession(account.token);
  const added = await post('/web/user/addressbook/insert', account.token, addressBody);
  expect(added.statusCode, added.body).toBe(201);
  const user = shipper(testApp.app, cookies);
  const { trackingNumber, batchId } = await user.newBatch();
  const paid = await pay(testApp.app, cookies, batchId, {
    paymentNonce: await nonceFor(testApp.app, cookies),
    saveCard: true,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await requestPasswordReset(testApp, account.email);
  await webhookCalls(testApp.app, account.token).newEndpoint(UNANSWERED_RECEIVER);
  const [row] = await db()
    .select({ accountId: users.accountId })
    .from(users)
    .where(eq(users.id, account.user.userId));
  return { ...account, trackingNumber, accountId: row!.accountId };
}

describe('POST /web/user/delete', () => {
  it('removes the personal data, keeps the orders, signs out everywhere and frees the email', async () => {
    const account = await accountWithData();
    const otherBrowser = sessionCookieOf(
      await logIn(testApp.app, account.email, GOOD_PASSWORD),
    ).value;
    const { userId } = account.user;
    expect(
      await db().select().from(sandboxSavedCards).where(eq(sandboxSavedCards.customerId, userId)),
    ).toHaveLength(1);

    const response = await post('/web/user/delete', account.token, {
      password: GOOD_PASSWORD,
      confirm: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: Messages.accountDeleted });
    expect(sessionCookieOf(response).value).toBe('');

    const [user] = await db().select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      username: DELETED_USER_NAME,
      email: placeholderEmailOf(userId),
      phone: '',
    });
    expect(user!.deletedAt).toBeInstanceOf(Date);
    const [signIn] = await db().select().from(accounts).where(eq(accounts.id, account.accountId));
    expect(signIn!.email).toBe(placeholderEmailOf(userId));
    expect(await db().select().from(addresses).where(eq(addresses.userId, userId))).toEqual([]);
    expect(
      await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)),
    ).toEqual([]);
    expect(
      await db().select().from(sandboxSavedCards).where(eq(sandboxSavedCards.customerId, userId)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.accountId, account.accountId)),
    ).toEqual([]);

    // Orders stay, with the parties the carrier needs, and still belong to the (deleted) user.
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.trackingNumber, account.trackingNumber));
    expect(order).toMatchObject({ userId, status: 'LABEL_CREATED', recipientCity: 'Toronto' });

    expect(await sessionUserOf(testApp.app, account.token)).toBeNull();
    expect(await sessionUserOf(testApp.app, otherBrowser)).toBeNull();
    const login = await logIn(testApp.app, account.email, GOOD_PASSWORD);
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe(AccountMessages.wrongCredentials);

    const again = await testApp.app.inject({
      method: 'POST',
      url: '/web/auth/register',
      payload: { name: 'New Me', email: account.email, password: GOOD_PASSWORD },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().user.userId).not.toBe(userId);
  });

  it('refuses a wrong password and deletes nothing', async () => {
    const account = await registerAccount(testApp.app);
    const response = await post('/web/user/delete', account.token, {
      password: 'Wrong-Password-9!',
      confirm: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: Messages.wrongPasswordToDelete, field: 'password' });
    expect(await sessionUserOf(testApp.app, account.token)).toEqual(account.user);
    expect((await logIn(testApp.app, account.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [{ password: GOOD_PASSWORD }, Messages.confirmDeletion],
    [{ password: GOOD_PASSWORD, confirm: false }, Messages.confirmDeletion],
    [{ password: GOOD_PASSWORD, confirm: 'yes' }, Messages.confirmDeletion],
    [{ password: '', confirm: true }, Messages.enterPasswordToDelete],
  ])('refuses %j without an explicit confirmation and password', async (payload, message) => {
    const account = await registerAccount(testApp.app);
    const response = await post('/web/user/delete', account.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await sessionUserOf(testApp.app, account.token)).not.toBeNull();
  });

  it('deletes only the caller’s account', async () => {
    const alice = await registerAccount(testApp.app);
    const bob = await registerAccount(testApp.app);
    const response = await post('/web/user/delete', alice.token, {
      password: GOOD_PASSWORD,
      confirm: true,
      userId: bob.user.userId,
    });
    expect(response.statusCode).toBe(200);
    expect(await sessionUserOf(testApp.app, bob.token)).toEqual(bob.user);
    expect((await logIn(testApp.app, bob.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a guest 401', async () => {
    const response = await post('/web/user/delete', undefined, {
      password: GOOD_PASSWORD,
      confirm: true,
    });
    expect(response.statusCode).toBe(401);
  });
});
