import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { makeStaff } from './staff-accounts.ts';
import { GOOD_PASSWORD, logIn, registerAccount, sessionUserOf } from '../test-support/auth.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const staffDependencies = () => ({
  db: testApp.database.db,
  config: testApp.config,
  now: () => new Date(),
});

const roleOf = async (email: string) =>
  (await testApp.database.db.select().from(users).where(eq(users.email, email)))[0]?.role;

describe('makeStaff', () => {
  it('makes an existing account staff, keeping its password, without asking for one', async () => {
    const customer = await registerAccount(testApp.app);
    let asked = false;
    const result = await makeStaff(
      staffDependencies(),
      ` ${customer.email.toUpperCase()} `,
      async () => {
        asked = true;
        return GOOD_PASSWORD;
      },
    );
    expect(result).toEqual({ email: customer.email, created: false, setPasswordLink: null });
    expect(asked).toBe(false);
    expect(await roleOf(customer.email)).toBe('STAFF');
    // The session the customer already holds is staff from its next request.
    expect(await sessionUserOf(testApp.app, customer.token)).toMatchObject({ role: 'STAFF' });
    expect((await logIn(testApp.app, customer.email, customer.password)).statusCode).toBe(200);
  });

  it('creates a staff account with the password it is given', async () => {
    const email = `ops-${Date.now()}@maplepost.example`;
    const result = await makeStaff(staffDependencies(), email, async () => 'Loading-Dock-Seven-7!');
    expect(result).toEqual({ email, created: true, setPasswordLink: null });
    expect(await roleOf(email)).toBe('STAFF');
    const login = await logIn(testApp.app, email, 'Loading-Dock-Seven-7!');
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('STAFF');
  });

  it('without a password, answers a one-time link that sets it', async () => {
    const email = `night-shift-${Date.now()}@maplepost.example`;
    const result = await makeStaff(staffDependencies(), email, async () => null);
    expect(result.created).toBe(true);
    const link = new URL(result.setPasswordLink ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${testApp.config.publicUrl}/reset-password`);
    expect(await testApp.database.db.select().from(passwordResetTokens)).toHaveLength(1);

    const token = link.searchParams.get('token');
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/web/auth/reset-password',
      payload: { token, password: GOOD_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await logIn(testApp.app, email, GOOD_PASSWORD)).json().user.role).toBe('STAFF');
    // It works once.
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/web/auth/reset-password',
      payload: { token, password: 'Another-Good-Pass-9!' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('running it again changes nothing', async () => {
    const email = `twice-${Date.now()}@maplepost.example`;
    await makeStaff(staffDependencies(), email, async () => GOOD_PASSWORD);
    const second = await makeStaff(staffDependencies(), email, async () => null);
    expect(second).toEqual({ email, created: false, setPasswordLink: null });
    expect(
      await testApp.database.db.select().from(users).where(eq(users.email, email)),
    ).toHaveLength(1);
  });
});
