import { normalizeEmail } from '#domain/auth/email-rules.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import type { AppConfig } from '../config.ts';
import { createSecretToken, hashSecretToken } from '../crypto/secret-tokens.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import type { Mailer, MailMessage } from '../providers/mail/mailer.ts';
import { hashPassword } from './passwords.ts';
import {
  countLiveResetTokensRequestedFrom,
  countUsableResetTokens,
  findResetRecipient,
  isResetTokenUsable,
  replaceSpentResetTokens,
  resetPasswordWithToken,
} from './queries.ts';

/** A reset link works once, within an hour of being sent. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * At most this many reset links live at once per account, so at most this many reset mails an
 * hour reach one address, however often anyone asks: enough for a person whose mail was slow,
 * too few to flood a mailbox. Counted in the database, so every API node keeps the same limit.
 */
export const MAX_USABLE_RESET_LINKS = 3;

/**
 * At most this many reset mails an hour go out on requests from one client address, whatever the
 * emails: one address cannot use us to mail reset links to a list of strangers.
 */
export const MAX_RESET_MAILS_PER_ADDRESS = 10;

type ResetDependencies = {
  db: Database;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
  now: () => Date;
};

function resetMail(recipient: { name: string; email: string }, link: string): MailMessage {
  return {
    to: recipient.email,
    subject: 'Reset your Maplepost password',
    text: [
      `Hello ${recipient.name},`,
      '',
      'Someone asked to reset the password of your Maplepost account.',
      'Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * Mails a single-use reset link when the email has an account with fewer than
 * MAX_USABLE_RESET_LINKS links alive and the client address has had fewer than
 * MAX_RESET_MAILS_PER_ADDRESS mailed this hour, and does nothing otherwise; the caller answers
 * the same either way, so nobody learns which emails are registered or how often they were asked
 * for. Counted in the database, so every API node keeps the same limits.
 */
export async function requestPasswordReset(
  { db, mailer, config, now }: ResetDependencies,
  { email, clientAddress }: { email: string; clientAddress: string },
): Promise<void> {
  const at = now();
  if (
    (await countLiveResetTokensRequestedFrom(db, { clientAddress, at })) >=
    MAX_RESET_MAILS_PER_ADDRESS
  ) {
    return;
  }
  const recipient = await findResetRecipient(db, normalizeEmail(email));
  if (!recipient) return;
  const usable = await countUsableResetTokens(db, { accountId: recipient.accountId, at });
  if (usable >= MAX_USABLE_RESET_LINKS) return;
  const link = await issueResetLink({ db, config, now }, recipient.accountId, clientAddress);
  await mailer.send(resetMail(recipient, link));
}

/**
 * A new single-use link that sets the account's password within the hour; the mailed reset
 * (which says the client address that asked) and `npm run staff:create` both hand out this one
 * kind of link.
 */
export async function issueResetLink(
  { db, config, now }: Omit<ResetDependencies, 'mailer'>,
  accountId: string,
  requestedFrom: string | null = null,
): Promise<string> {
  const token = createSecretToken();
  const at = now();
  await replaceSpentResetTokens(db, {
    tokenHash: hashSecretToken(token),
    accountId,
    expiresAt: new Date(at.getTime() + RESET_TOKEN_LIFETIME_MS),
    at,
    requestedFrom,
  });
  return `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Whether a reset link's token would still be accepted, so a dead link is said before its form. */
export function canResetWith(
  { db, now }: Pick<ResetDependencies, 'db' | 'now'>,
  token: string,
): Promise<boolean> {
  return isResetTokenUsable(db, { tokenHash: hashSecretToken(token), at: now() });
}

/**
 * Sets a new password with a reset token, which it spends; all sessions of the account end
 * and its failed logins are forgotten. Does not sign in. 400 when the token is unknown,
 * expired or used.
 */
export async function resetPassword(
  { db, now }: Pick<ResetDependencies, 'db' | 'now'>,
  reset: { token: string; password: string },
): Promise<void> {
  const done = await resetPasswordWithToken(db, {
    tokenHash: hashSecretToken(reset.token),
    passwordHash: await hashPassword(reset.password),
    at: now(),
  });
  if (!done) throw badRequest(AccountMessages.resetLinkInvalid, 'token');
}
