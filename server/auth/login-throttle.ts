import type { FastifyReply } from 'fastify';
import { tooManyLoginAttempts } from '#domain/auth/messages.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import {
  countLoginFailures,
  deleteLoginFailuresBefore,
  deleteLoginFailuresOfPair,
  insertLoginFailure,
  lockLoginFailuresOfAddress,
} from './queries.ts';

/*
 * Password guessing is slowed per (email, client address) pair and per client address, never per
 * email alone: a stranger's wrong passwords make the stranger's address wait, while the owner,
 * signing in from their own address, does not wait at all. The failures live in the database so
 * that every API node counts the same ones.
 */

/** Failures of one email from one address that cost nothing: room for a person's own typos. */
export const FREE_FAILURES_PER_PAIR = 5;
/** Failures from one address over all emails before it waits: slows down credential stuffing. */
export const FREE_FAILURES_PER_ADDRESS = 20;
/** The first wait; each further failure doubles it... */
export const FIRST_DELAY_MS = 1000;
/** ...up to this. */
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A failure counts this long, then is forgotten. */
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;

/** The wait after `failures` failures: none while within `free`, then 1 s, 2 s, 4 s... capped at MAX_DELAY_MS. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  // Beyond 2^20 s the cap holds anyway; stopping there keeps the power finite.
  const doublings = Math.min(failures - free, 20);
  return Math.min(FIRST_DELAY_MS * 2 ** doublings, MAX_DELAY_MS);
}

/** A throttled password check: 429, saying how long to wait, the same for known and unknown emails. */
export class LoginThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, tooManyLoginAttempts(retryAfterSeconds));
    this.name = 'LoginThrottledError';
  }
}

/** Sets Retry-After when `error` is a throttled password check, and throws it on to the error handler. */
export function sayWhenToRetry(reply: FastifyReply) {
  return (error: unknown): never => {
    if (error instanceof LoginThrottledError) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  };
}

export type PasswordAttempt = { email: string; clientAddress: string };

/**
 * Opens a password check, before any password is verified: throws LoginThrottledError while the
 * pair or the address must still wait; otherwise records the attempt as a failure at once, so
 * that guesses sent together each see the ones before them. A right password then calls
 * `passwordWasRight`, which takes the failure back.
 */
export async function beginPasswordAttempt(
  db: Database,
  attempt: PasswordAttempt,
  at: Date,
): Promise<void> {
  const waitMs = await db.transaction(async (tx) => {
    await lockLoginFailuresOfAddress(tx, attempt.clientAddress);
    const since = new Date(at.getTime() - FAILURE_WINDOW_MS);
    const { pair, address } = await countLoginFailures(tx, { ...attempt, since });
    const waitUntil = Math.max(
      waitEndsAt(pair, FREE_FAILURES_PER_PAIR),
      waitEndsAt(address, FREE_FAILURES_PER_ADDRESS),
    );
    if (waitUntil > at.getTime()) return waitUntil - at.getTime();
    await insertLoginFailure(tx, { ...attempt, at });
    await deleteLoginFailuresBefore(tx, since);
    return 0;
  });
  if (waitMs > 0) throw new LoginThrottledError(Math.ceil(waitMs / 1000));
}

/** The pair's own typos are forgiven once it signs in; other addresses' failures still count. */
export async function passwordWasRight(db: Database, attempt: PasswordAttempt): Promise<void> {
  await deleteLoginFailuresOfPair(db, attempt);
}

function waitEndsAt(
  { failures, latestAt }: { failures: number; latestAt: Date | null },
  free: number,
): number {
  const delay = delayAfter(failures, free);
  // No delay means no wait, even when another node's clock stamped the latest failure ahead of ours.
  if (!latestAt || delay === 0) return 0;
  return latestAt.getTime() + delay;
}
