import { randomBytes } from 'node:crypto';
import { AccountPageMessages as Messages } from '#domain/account/messages.ts';
import type { ChangePasswordRequest } from '#domain/account/schemas.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { isCommonPassword } from './common-passwords.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { findPasswordHash, replacePassword } from './queries.ts';

/** Whether the password is the account's current one (a deleted account has none). */
export async function isAccountPassword(
  db: Database,
  accountId: string,
  password: string,
): Promise<boolean> {
  const storedHash = await findPasswordHash(db, accountId);
  // Without a stored hash, verifyPassword still spends the time of a check and answers false.
  return verifyPassword(storedHash, password);
}

/**
 * Changes the password of the signed-in account: the current one must be given (so a browser
 * left signed in is not enough), the new one obeys the registration rules and differs from the
 * current one. Every other session ends; the one that asked stays signed in.
 */
export async function changePassword(
  db: Database,
  change: ChangePasswordRequest & { accountId: string; tokenHash: string },
): Promise<void> {
  if (!(await isAccountPassword(db, change.accountId, change.currentPassword))) {
    throw badRequest(Messages.wrongCurrentPassword, 'currentPassword');
  }
  if (change.newPassword === change.currentPassword) {
    throw badRequest(Messages.samePassword, 'newPassword');
  }
  if (await isCommonPassword(change.newPassword)) {
    throw badRequest(AccountMessages.commonPassword, 'newPassword');
  }
  await replacePassword(db, {
    accountId: change.accountId,
    passwordHash: await hashPassword(change.newPassword),
    keepTokenHash: change.tokenHash,
  });
}

/** A hash of a password nobody knows: what a deleted account keeps, so no password opens it. */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}
