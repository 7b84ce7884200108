import { createAccount, type NewAccount } from '../auth/index.ts';
import { hasAnyAccount } from '../auth/index.ts';
import type { Database } from '../db/client.ts';

/** The password of every demo account; development only (main.ts never seeds in production). */
export const DEMO_PASSWORD = 'Maplepost-Demo-2026!';

const DEMO_ACCOUNTS: { account: Omit<NewAccount, 'password'>; description: string }[] = [
  {
    account: {
      name: 'Demo Shopper',
      email: 'demo@maplepost.test',
      paymentType: 'PER_ORDER',
      billingType: 'PER_ORDER',
    },
    description: 'individual, pays per order by card',
  },
  {
    account: {
      name: 'Northern Goods Co.',
      email: 'business@maplepost.test',
      paymentType: 'MONTHLY_BILLING',
      billingType: 'MONTHLY_BILLING',
    },
    description: 'business, billed by monthly invoice',
  },
];

/**
 * Creates the demo accounts on an empty database, through the same path as registration,
 * and answers what it created; on a database that has any account it does nothing.
 */
export async function seedDemoAccounts(
  db: Database,
): Promise<{ email: string; description: string }[]> {
  if (await hasAnyAccount(db)) return [];
  for (const { account } of DEMO_ACCOUNTS) {
    await createAccount(db, { ...account, password: DEMO_PASSWORD });
  }
  return DEMO_ACCOUNTS.map(({ account, description }) => ({ email: account.email, description }));
}
