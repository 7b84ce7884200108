import { randomBytes } from 'node:crypto';
import { AccountPageMessages as Messages } from '#domain/account/messages.ts';
import type { ChangePasswordRequest } from '#domain/account/schemas.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { isCommonPassword } from './common-passwords.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { CurrentUser } from './current-user.ts';
import { beginPasswordAttempt, passwordWasRight } from './login-throttle.ts';
import { findPasswordHash, replacePassword } from './queries.ts';

type PasswordCheckDependencies = { db: Database; now: () => Date };

/**
 * Whether the password the signed-in user typed again, from `clientAddress`, is their current
 * one. It is throttled like a login of their email from that address: someone holding a stolen
 * session cannot guess the password to change it or delete the account.
 */
export async function isOwnPassword(
  { db, now }: PasswordCheckDependencies,
  user: Pick<CurrentUser, 'accountId' | 'email'>,
  typed: { password: string; clientAddress: string },
): Promise<boolean> {
  const attempt = { email: user.email, clientAddress: typed.clientAddress };
  await beginPasswordAttempt(db, attempt, now());
  const storedHash = await findPasswordHash(db, user.accountId);
  // Without a stored hash, verifyPassword still spends the time of a check and answers false.
  if (!(await verifyPassword(storedHash, typed.password))) return false;
  await passwordWasRight(db, attempt);
  return true;
}

/**
 * Changes the password of the signed-in account: the current one must be given (so a browser
 * left signed in is not enough), the new one obeys the registration rules and differs from the
 * current one. Every other session ends; the one that asked stays signed in.
 */
export async function changePassword(
  dependencies: PasswordCheckDependencies,
  user: CurrentUser,
  change: ChangePasswordRequest & { tokenHash: string; clientAddress: string },
): Promise<void> {
  const { db } = dependencies;
  const typed = { password: change.currentPassword, clientAddress: change.clientAddress };
  if (!(await isOwnPassword(dependencies, user, typed))) {
    throw badRequest(Messages.wrongCurrentPassword, 'currentPassword');
  }
  if (change.newPassword === change.currentPassword) {
    throw badRequest(Messages.samePassword, 'newPassword');
  }
  if (await isCommonPassword(change.newPassword)) {
    throw badRequest(AccountMessages.commonPassword, 'newPassword');
  }
  await replacePassword(db, {
    accountId: user.accountId,
    passwordHash: await hashPassword(change.newPassword),
    keepTokenHash: change.tokenHash,
  });
}

/** A hash of a password nobody knows: what a deleted account keeps, so no password opens it. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}
