import { and, count, desc, eq, gt, isNotNull, isNull, lte, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { UserRole } from '#domain/auth/roles.ts';
import type { BillingType } from '#domain/auth/schemas.ts';
import type { Database, Executor } from '../db/client.ts';
import { accounts, loginFailures, passwordResetTokens, sessions, users } from '../db/schema.ts';
import type { CurrentUser } from './current-user.ts';

/** The columns that make a CurrentUser, read from the portal user row. */
const currentUserColumns = {
  userId: users.id,
  accountId: users.accountId,
  name: users.username,
  email: users.email,
  role: users.role,
  labelFormat: users.labelFormat,
};

// ---- accounts ----------------------------------------------------------------------------

export type NewAccountRow = {
  name: string;
  email: string;
  passwordHash: string;
  paymentType: BillingType;
  billingType: BillingType;
};

/**
 * Inserts the sign-in account and its portal user in one transaction (spec section 4: a
 * half-registered account must not remain). Answers undefined when the email is taken.
 */
export function insertAccountWithUser(
  db: Database,
  row: NewAccountRow,
): Promise<CurrentUser | undefined> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ email: row.email, passwordHash: row.passwordHash })
      .onConflictDoNothing({ target: accounts.email })
      .returning({ id: accounts.id });
    if (!account) return undefined;
    const [user] = await tx
      .insert(users)
      .values({
        accountId: account.id,
        username: row.name,
        email: row.email,
        phone: '',
        paymentType: row.paymentType,
        billingType: row.billingType,
        contractRate: 1,
        sameCityRate: null,
      })
      .returning(currentUserColumns);
    return user;
  });
}

/** Gives the account with this sign-in email the role; answers its user, or undefined when there is none. */
export async function setRoleByEmail(
  db: Database,
  email: string,
  role: UserRole,
): Promise<CurrentUser | undefined> {
  const [user] = await db
    .update(users)
    .set({ role })
    .from(accounts)
    .where(and(eq(accounts.id, users.accountId), eq(accounts.email, email)))
    .returning(currentUserColumns);
  return user;
}

export async function hasAnyAccount(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(accounts);
  return (row?.total ?? 0) > 0;
}

/** The stored password hash and the user behind a sign-in email, if there is one. */
export async function findLoginByEmail(
  db: Database,
  email: string,
): Promise<{ passwordHash: string; user: CurrentUser } | undefined> {
  const [row] = await db
    .select({ passwordHash: accounts.passwordHash, user: currentUserColumns })
    .from(accounts)
    .innerJoin(users, eq(users.accountId, accounts.id))
    .where(and(eq(accounts.email, email), isNull(users.deletedAt)));
  return row;
}

/** The stored password hash of a live account, to check a password its owner types again. */
export async function findPasswordHash(
  db: Database,
  accountId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .innerJoin(users, eq(users.accountId, accounts.id))
    .where(and(eq(accounts.id, accountId), isNull(users.deletedAt)));
  return row?.passwordHash;
}

/**
 * Sets a new password hash. Every other session ends and every reset link dies with the old
 * password: whoever knew it, or held a link mailed before, is out.
 */
export function replacePassword(
  db: Database,
  change: { accountId: string; passwordHash: string; keepTokenHash: string },
): Promise<void> {
  return db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash: change.passwordHash })
      .where(eq(accounts.id, change.accountId));
    await deleteOtherSessionsOfAccount(tx, change.accountId, change.keepTokenHash);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.accountId, change.accountId));
  });
}

/**
 * What a deleted account keeps of its sign-in: nothing that names the person. The email becomes
 * a placeholder (so the address can register again), the password an unknown one, and the
 * sessions, reset links and failed logins go. Runs in the caller's transaction.
 */
export async function eraseSignIn(
  tx: Executor,
  erase: { accountId: string; placeholderEmail: string; unusablePasswordHash: string },
): Promise<void> {
  const [account] = await tx
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, erase.accountId));
  await tx
    .update(accounts)
    .set({ email: erase.placeholderEmail, passwordHash: erase.unusablePasswordHash })
    .where(eq(accounts.id, erase.accountId));
  await deleteSessionsOfAccount(tx, erase.accountId);
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.accountId, erase.accountId));
  if (account) await tx.delete(loginFailures).where(eq(loginFailures.email, account.email));
}

// ---- sessions ----------------------------------------------------------------------------

export async function insertSession(
  db: Database,
  session: { tokenHash: string; accountId: string; at: Date; userAgent: string },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: session.tokenHash,
    accountId: session.accountId,
    createdAt: session.at,
    lastSeenAt: session.at,
    userAgent: session.userAgent,
  });
}

export type SessionRow = {
  tokenHash: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string;
};

/** Every session row of an account, expired or not, newest sign-in first. */
export function listSessionsOfAccount(db: Database, accountId: string): Promise<SessionRow[]> {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.accountId, accountId))
    .orderBy(desc(sessions.createdAt));
}

/** Deletes one session, only if it belongs to the account; answers whether one was deleted. */
export async function deleteSessionOfAccount(
  db: Database,
  accountId: string,
  tokenHash: string,
): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), eq(sessions.tokenHash, tokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length > 0;
}

export async function findSession(
  db: Database,
  tokenHash: string,
): Promise<{ createdAt: Date; lastSeenAt: Date; user: CurrentUser } | undefined> {
  const [row] = await db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      user: currentUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.accountId, sessions.accountId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(users.deletedAt)));
  return row;
}

export async function touchSession(db: Database, tokenHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfAccount(db: Executor, accountId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.accountId, accountId));
}

/** Deletes every session of the account but one (the one a password change came from). */
export async function deleteOtherSessionsOfAccount(
  db: Executor,
  accountId: string,
  keepTokenHash: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, keepTokenHash)));
}

/** Deletes an account's sessions idle since, or started before, the given cutoffs. */
export async function deleteExpiredSessionsOfAccount(
  db: Database,
  accountId: string,
  cutoffs: { lastSeenBefore: Date; createdBefore: Date },
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.accountId, accountId),
        or(
          lte(sessions.lastSeenAt, cutoffs.lastSeenBefore),
          lte(sessions.createdAt, cutoffs.createdBefore),
        ),
      ),
    );
}

// ---- login failures ----------------------------------------------------------------------

/**
 * Makes the caller's transaction wait for any other one that is counting or recording failures
 * of this client address, on any API node: concurrent guesses from one address are then counted
 * one after the other instead of all passing the same check.
 */
export async function lockLoginFailuresOfAddress(tx: Executor, clientAddress: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`login-failures:${clientAddress}`}, 0))`,
  );
}

export type LoginFailureCounts = {
  /** Failures of this email from this address, and when the latest was. */
  pair: { failures: number; latestAt: Date | null };
  /** Failures from this address whatever the email, and when the latest was. */
  address: { failures: number; latestAt: Date | null };
};

/** The failures since `since`, of the (email, address) pair and of the address. */
export async function countLoginFailures(
  db: Executor,
  { email, clientAddress, since }: { email: string; clientAddress: string; since: Date },
): Promise<LoginFailureCounts> {
  const ofEmail = eq(loginFailures.email, email);
  const [row] = await db
    .select({
      pairFailures: sql<number>`count(*) filter (where ${ofEmail})`.mapWith(Number),
      pairLatestAt: sql<Date | null>`max(${loginFailures.failedAt}) filter (where ${ofEmail})`,
      addressFailures: count(),
      addressLatestAt: max(loginFailures.failedAt),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.clientAddress, clientAddress), gt(loginFailures.failedAt, since)));
  const latest = (at: Date | string | null | undefined) => (at ? new Date(at) : null);
  return {
    pair: { failures: row?.pairFailures ?? 0, latestAt: latest(row?.pairLatestAt) },
    address: { failures: row?.addressFailures ?? 0, latestAt: latest(row?.addressLatestAt) },
  };
}

export async function insertLoginFailure(
  db: Executor,
  failure: { email: string; clientAddress: string; at: Date },
): Promise<void> {
  await db.insert(loginFailures).values({
    email: failure.email,
    clientAddress: failure.clientAddress,
    failedAt: failure.at,
  });
}

export async function deleteLoginFailuresBefore(db: Executor, cutoff: Date): Promise<void> {
  await db.delete(loginFailures).where(lte(loginFailures.failedAt, cutoff));
}

/** Forgets the failures of one (email, address) pair: its owner just proved the password there. */
export async function deleteLoginFailuresOfPair(
  db: Executor,
  { email, clientAddress }: { email: string; clientAddress: string },
): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.clientAddress, clientAddress)));
}

// ---- password reset ----------------------------------------------------------------------

/** The account a reset link would be mailed to, if the email belongs to one. */
export async function findResetRecipient(
  db: Database,
  email: string,
): Promise<{ accountId: string; name: string; email: string } | undefined> {
  const [row] = await db
    .select({ accountId: accounts.id, name: users.username, email: accounts.email })
    .from(accounts)
    .innerJoin(users, eq(users.accountId, accounts.id))
    .where(eq(accounts.email, email));
  return row;
}

/** Stores a new reset token and drops the account's used or expired ones. */
export async function replaceSpentResetTokens(
  db: Database,
  token: {
    tokenHash: string;
    accountId: string;
    expiresAt: Date;
    at: Date;
    requestedFrom: string | null;
  },
): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.accountId, token.accountId),
        or(lte(passwordResetTokens.expiresAt, token.at), isNotNull(passwordResetTokens.usedAt)),
      ),
    );
  await db.insert(passwordResetTokens).values({
    tokenHash: token.tokenHash,
    accountId: token.accountId,
    expiresAt: token.expiresAt,
    requestedFrom: token.requestedFrom,
  });
}

/** How many reset links mailed on requests from this client address are unexpired at `at`. */
export function countLiveResetTokensRequestedFrom(
  db: Database,
  { clientAddress, at }: { clientAddress: string; at: Date },
): Promise<number> {
  return countUnexpiredResetTokens(db, at, eq(passwordResetTokens.requestedFrom, clientAddress));
}

/** How many of the account's reset links are unused and unexpired at `at`. */
export function countUsableResetTokens(
  db: Database,
  { accountId, at }: { accountId: string; at: Date },
): Promise<number> {
  return countUnexpiredResetTokens(
    db,
    at,
    and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)),
  );
}

async function countUnexpiredResetTokens(
  db: Database,
  at: Date,
  condition: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ tokens: count() })
    .from(passwordResetTokens)
    .where(and(condition, gt(passwordResetTokens.expiresAt, at)));
  return row?.tokens ?? 0;
}

/** Whether a reset token is unused and unexpired at `at`; nothing is changed. */
export async function isResetTokenUsable(
  db: Database,
  check: { tokenHash: string; at: Date },
): Promise<boolean> {
  const [token] = await db
    .select({ accountId: passwordResetTokens.accountId })
    .from(passwordResetTokens)
    .where(usableResetToken(check));
  return token !== undefined;
}

/** A reset token that is still good: the one with this hash, unused and unexpired at `at`. */
function usableResetToken({ tokenHash, at }: { tokenHash: string; at: Date }) {
  return and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, at),
  );
}

/**
 * Spends a reset token and sets the new password in one transaction: the token must be
 * unused and unexpired, and every session, every other reset link and every login failure of
 * the account goes with the old password (a link mailed earlier, perhaps to someone who read
 * the mailbox, must not set another password after this one). Answers false, changing
 * nothing, when the token is not valid.
 */
export function resetPasswordWithToken(
  db: Database,
  reset: { tokenHash: string; passwordHash: string; at: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [token] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: reset.at })
      .where(usableResetToken({ tokenHash: reset.tokenHash, at: reset.at }))
      .returning({ accountId: passwordResetTokens.accountId });
    if (!token) return false;
    const [account] = await tx
      .update(accounts)
      .set({ passwordHash: reset.passwordHash })
      .where(eq(accounts.id, token.accountId))
      .returning({ email: accounts.email });
    await deleteSessionsOfAccount(tx, token.accountId);
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.accountId, token.accountId));
    if (account) await tx.delete(loginFailures).where(eq(loginFailures.email, account.email));
    return true;
  });
}
