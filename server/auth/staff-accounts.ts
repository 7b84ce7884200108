import { normalizeEmail } from '#domain/auth/email-rules.ts';
import type { AppConfig } from '../config.ts';
import { createSecretToken } from '../crypto/secret-tokens.ts';
import type { Database } from '../db/client.ts';
import { createAccount } from './accounts.ts';
import { issueResetLink } from './password-reset.ts';
import { setRoleByEmail } from './queries.ts';

type StaffDependencies = {
  db: Database;
  config: Pick<AppConfig, 'publicUrl'>;
  now: () => Date;
};

export type StaffResult = {
  email: string;
  /** True when no account had the email and a new one was made. */
  created: boolean;
  /** For a new account made without a password: the one-time link that sets it. */
  setPasswordLink: string | null;
};

/**
 * Makes the account with this email staff, or creates a staff account. A new account asks
 * `choosePassword` for its password (the caller has checked the rules); without one it gets a
 * random password nobody knows and a one-time set-password link, the reset link of
 * password-reset.ts. Running it again changes nothing.
 */
export async function makeStaff(
  dependencies: StaffDependencies,
  emailAsTyped: string,
  choosePassword: () => Promise<string | null>,
): Promise<StaffResult> {
  const { db } = dependencies;
  const email = normalizeEmail(emailAsTyped);
  if (await setRoleByEmail(db, email, 'STAFF')) {
    return { email, created: false, setPasswordLink: null };
  }
  const password = await choosePassword();
  const name = email.split('@')[0] ?? email;
  const user = await createAccount(db, { name, email, password: password ?? createSecretToken() });
  await setRoleByEmail(db, email, 'STAFF');
  const setPasswordLink = password ? null : await issueResetLink(dependencies, user.accountId);
  return { email, created: true, setPasswordLink };
}
