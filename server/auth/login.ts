import { normalizeEmail } from '#domain/auth/email-rules.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { beginPasswordAttempt, passwordWasRight } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { findLoginByEmail } from './queries.ts';
import type { CurrentUser } from './current-user.ts';

type LoginDependencies = { db: Database; now: () => Date };

/**
 * Checks an email and password typed from `clientAddress` and answers the user. A wrong password
 * and an unknown email get the same answer in the same time; a throttled attempt gets 429 before
 * any lookup, known email or not, so the throttle reveals nothing either.
 */
export async function logIn(
  { db, now }: LoginDependencies,
  credentials: { email: string; password: string; clientAddress: string },
): Promise<CurrentUser> {
  const attempt = {
    email: normalizeEmail(credentials.email),
    clientAddress: credentials.clientAddress,
  };
  await beginPasswordAttempt(db, attempt, now());

  const login = await findLoginByEmail(db, attempt.email);
  const passwordMatches = await verifyPassword(login?.passwordHash, credentials.password);
  if (!login || !passwordMatches) throw badRequest(AccountMessages.wrongCredentials);
  await passwordWasRight(db, attempt);
  return login.user;
}
