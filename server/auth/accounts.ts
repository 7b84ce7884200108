import { normalizeEmail } from '#domain/auth/email-rules.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import type { BillingType } from '#domain/auth/schemas.ts';
import type { Database } from '../db/client.ts';
import { conflict } from '../http/errors.ts';
import { hashPassword } from './passwords.ts';
import { insertAccountWithUser } from './queries.ts';
import type { CurrentUser } from './current-user.ts';

export type NewAccount = {
  name: string;
  email: string;
  password: string;
  /** How the user pays; new sign-ups pay per order (spec section 3). */
  paymentType?: BillingType;
  /** MONTHLY_BILLING makes the user invoice-eligible (spec section 6). */
  billingType?: BillingType;
};

/**
 * Creates the sign-in account and its portal user (phone '', contract rate 1, no same-city
 * rate, as spec section 3 lists). The caller has already checked the password rules.
 * Throws 409 when the email already has an account.
 */
export async function createAccount(db: Database, account: NewAccount): Promise<CurrentUser> {
  const user = await insertAccountWithUser(db, {
    name: account.name,
    email: normalizeEmail(account.email),
    passwordHash: await hashPassword(account.password),
    paymentType: account.paymentType ?? 'PER_ORDER',
    billingType: account.billingType ?? 'PER_ORDER',
  });
  if (!user) throw conflict(AccountMessages.emailTaken);
  return user;
}
