import { normalizeEmail } from '#domain/auth/email-rules.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import type { Database } from '../db/client.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { verifyPassword } from './passwords.ts';
import {
  countLoginFailuresSince,
  deleteLoginFailuresBefore,
  findLoginByEmail,
  insertLoginFailure,
} from './queries.ts';
import type { CurrentUser } from './current-user.ts';

/** After 10 failed logins for one email within 15 minutes, that email is locked... */
export const MAX_LOGIN_FAILURES = 10;
/** ...until the oldest of them is 15 minutes old (a sliding window). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

type LoginDependencies = { db: Database; now: () => Date };

/**
 * Checks an email and password and answers the user. A wrong password and an unknown email
 * get the same answer in the same time; a locked email gets 429 before any password check,
 * known or not, so the lock reveals nothing either.
 */
export async function logIn(
  { db, now }: LoginDependencies,
  credentials: { email: string; password: string },
): Promise<CurrentUser> {
  const email = normalizeEmail(credentials.email);
  const at = now();
  await refuseWhileLocked(db, email, at);

  const login = await findLoginByEmail(db, email);
  const passwordMatches = await verifyPassword(login?.passwordHash, credentials.password);
  if (!login || !passwordMatches) {
    await recordLoginFailure(db, email, at);
    throw badRequest(AccountMessages.wrongCredentials);
  }
  return login.user;
}

/** 429 once the email has MAX_LOGIN_FAILURES failures within the window ending at `at`. */
export async function refuseWhileLocked(db: Database, email: string, at: Date): Promise<void> {
  const windowStart = new Date(at.getTime() - LOGIN_FAILURE_WINDOW_MS);
  if ((await countLoginFailuresSince(db, email, windowStart)) >= MAX_LOGIN_FAILURES) {
    throw new HttpError(429, AccountMessages.tooManyAttempts);
  }
}

/** Counts a wrong password against the email, and forgets failures older than the window. */
export async function recordLoginFailure(db: Database, email: string, at: Date): Promise<void> {
  await insertLoginFailure(db, email, at);
  await deleteLoginFailuresBefore(db, new Date(at.getTime() - LOGIN_FAILURE_WINDOW_MS));
}
