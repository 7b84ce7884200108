import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sessionCookieOf, withSession } from '../auth/test-helpers.ts';
import { accounts } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from './seed-demo-data.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('seedDemoAccounts', () => {
  it('creates the two demo accounts on an empty database, then never again', async () => {
    const created = await seedDemoAccounts(testApp.database.db);
    expect(created.map((account) => account.email)).toEqual([
      'demo@maplepost.test',
      'business@maplepost.test',
    ]);
    expect(created.every((account) => account.description.length > 0)).toBe(true);

    expect(await seedDemoAccounts(testApp.database.db)).toEqual([]);
    expect(await testApp.database.db.select().from(accounts)).toHaveLength(2);
  });

  it('makes accounts that sign in with the demo password and carry their billing terms', async () => {
    const profileOf = async (email: string) => {
      const login = await logIn(testApp.app, email, DEMO_PASSWORD);
      expect(login.statusCode).toBe(200);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/web/user/get',
        cookies: withSession(sessionCookieOf(login).value),
      });
      return response.json();
    };

    expect(await profileOf('demo@maplepost.test')).toMatchObject({
      username: 'Demo Shopper',
      paymentType: 'PER_ORDER',
      billingType: 'PER_ORDER',
    });
    expect(await profileOf('business@maplepost.test')).toMatchObject({
      username: 'Northern Goods Co.',
      paymentType: 'MONTHLY_BILLING',
      billingType: 'MONTHLY_BILLING',
    });
  });
});
