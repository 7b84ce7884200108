import { randomBytes } from 'node:crypto';
import { AccountPageMessages as Messages } from '#domain/account/messages.ts';
import type { ChangePasswordRequest } from '#domain/account/schemas.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { isCommonPassword } from './common-passwords.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { CurrentUser } from './current-user.ts';
import { recordLoginFailure, refuseWhileLocked } from './login.ts';
import { findPasswordHash, replacePassword } from './queries.ts';

type PasswordCheckDependencies = { db: Database; now: () => Date };

/**
 * Whether the password the signed-in user typed again is their current one. Wrong answers count
 * as failed logins of their email, and the same lock applies: someone holding a stolen session
 * cannot guess the password to change it or delete the account.
 */
export async function isOwnPassword(
  { db, now }: PasswordCheckDependencies,
  user: Pick<CurrentUser, 'accountId' | 'email'>,
  password: string,
): Promise<boolean> {
  const at = now();
  await refuseWhileLocked(db, user.email, at);
  const storedHash = await findPasswordHash(db, user.accountId);
  // Without a stored hash, verifyPassword still spends the time of a check and answers false.
  if (await verifyPassword(storedHash, password)) return true;
  await recordLoginFailure(db, user.email, at);
  return false;
}

/**
 * Changes the password of the signed-in account: the current one must be given (so a browser
 * left signed in is not enough), the new one obeys the registration rules and differs from the
 * current one. Every other session ends; the one that asked stays signed in.
 */
export async function changePassword(
  dependencies: PasswordCheckDependencies,
  user: CurrentUser,
  change: ChangePasswordRequest & { tokenHash: string },
): Promise<void> {
  const { db } = dependencies;
  if (!(await isOwnPassword(dependencies, user, change.currentPassword))) {
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
