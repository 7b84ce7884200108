import { and, eq, isNull, lt, lte, type SQL } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import type { ProblemDetails } from '#domain/common/problem.ts';
import type { Database, Executor } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { conflict, HttpError } from '../http/errors.ts';
import { problemOf } from '../http/problem-details.ts';

/** How long an answer is kept for retries under its key (docs/decisions/021-public-api.md). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * How long a claim outlives the last renewal by the request holding it: past it, the request is
 * taken for stopped and a retry takes the claim over (docs/decisions/035-idempotency-leases.md).
 */
export const IDEMPOTENCY_LEASE_MS = 60 * 1000;
const leaseAfter = (at: Date) => new Date(at.getTime() + IDEMPOTENCY_LEASE_MS);
// Three renewals a lease: a live request loses its claim only if three in a row fail.
const LEASE_RENEWAL_MS = IDEMPOTENCY_LEASE_MS / 3;
// A retry arriving while the first request still works waits for its answer this long at most.
const WAIT_FOR_FIRST_MS = 30 * 1000;
const POLL_MS = 50;

export const IdempotencyMessages = {
  reused:
    'This Idempotency-Key was already used with a different request. Use a new key for each new request.',
  stillWorking:
    'A request with this Idempotency-Key is still being processed. Retry in a moment to get its answer.',
} as const;

/** An answer as kept for retries: a status and its JSON body (problem details from 400 on). */
export type KeptAnswer = { status: number; body: unknown };

/** What the work under a claim is told, and how it leaves word of what it made. */
export type Claim = {
  /** What the request this one took the claim over from recorded, if anything. */
  made: string | null;
  /** Whether this request took the claim over from one that stopped: its work may be half done. */
  takenOver: boolean;
  /**
   * Records what the request made, in the transaction that makes it, for a request that takes
   * over to find; throws, undoing that transaction, when this request no longer holds the claim.
   */
  record(tx: Executor, made: string): Promise<void>;
};

/** The claim of a request sent without an Idempotency-Key: nothing to take over or record. */
export const NO_CLAIM: Claim = { made: null, takenOver: false, record: async () => {} };

/** What the request is, for telling a retry from another request under the same key. */
export const fingerprintOf = (method: string, path: string, body: unknown) =>
  createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body)}`)
    .digest('hex');

const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

export type IdempotencyDependencies = {
  db: Database;
  now: () => Date;
  /** How often a request renews its lease; tests renew more often than the clock they move. */
  leaseRenewalMs?: number;
};

/**
 * Runs `work` once per (user, key): the first request claims the key with a row (the primary key
 * makes the claim atomic across API nodes) under a token and a lease it renews while it works,
 * and stores its answer; a retry with the same fingerprint gets that answer (`replayed`), waiting
 * while the claim's holder is still at work, and one with another fingerprint is refused with
 * 422. A claim whose lease ran out belongs to a request that stopped (its process died): one
 * retry takes it over and works again, told what the stopped one recorded. A refusal of the work
 * itself (an HttpError below 500) is an answer too and is kept; a fault (500) lets the claim go at
 * once, with what it recorded, for a retry to take over.
 */
export async function runOnce(
  { db, now, leaseRenewalMs = LEASE_RENEWAL_MS }: IdempotencyDependencies,
  request: { userId: string; key: string; fingerprint: string },
  work: (claim: Claim) => Promise<KeptAnswer>,
): Promise<KeptAnswer & { replayed: boolean }> {
  const { userId, key, fingerprint } = request;
  const thisKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))!;
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)));

  const giveUpAt = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const claimToken = randomUUID();
    const holding = {
      db,
      now,
      leaseRenewalMs,
      held: and(thisKey, eq(idempotencyKeys.claimToken, claimToken))!,
    };
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({
        userId,
        key,
        fingerprint,
        claimToken,
        leaseExpiresAt: leaseAfter(now()),
        createdAt: now(),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      const answer = await workAndKeep(holding, work, { made: null, takenOver: false });
      return { ...answer, replayed: false };
    }

    const [earlier] = await db.select().from(idempotencyKeys).where(thisKey);
    // Gone between the two queries (it had outlived its 24 hours): claim it again.
    if (!earlier) continue;
    if (earlier.fingerprint !== fingerprint) throw new HttpError(422, IdempotencyMessages.reused);
    if (earlier.status !== null)
      return { status: earlier.status, body: earlier.body, replayed: true };
    if (earlier.leaseExpiresAt <= now()) {
      // Swapped only if still the stopped request's, unanswered and unrenewed: among retries
      // arriving at once, one takes it over and the others wait for its answer.
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ claimToken, leaseExpiresAt: leaseAfter(now()) })
        .where(
          and(
            thisKey,
            eq(idempotencyKeys.claimToken, earlier.claimToken),
            isNull(idempotencyKeys.status),
            lte(idempotencyKeys.leaseExpiresAt, now()),
          ),
        )
        .returning({ made: idempotencyKeys.made });
      if (taken) {
        const answer = await workAndKeep(holding, work, { made: taken.made, takenOver: true });
        return { ...answer, replayed: false };
      }
      continue;
    }
    if (Date.now() >= giveUpAt) throw conflict(IdempotencyMessages.stillWorking);
    await sleep(POLL_MS);
  }
}

type Holding = {
  db: Database;
  now: () => Date;
  leaseRenewalMs: number;
  /** The claim while this request holds it: its key and this request's token. */
  held: SQL;
};

/** Works under the claim, renewing its lease meanwhile, and keeps the answer on it. */
async function workAndKeep(
  { db, now, leaseRenewalMs, held }: Holding,
  work: (claim: Claim) => Promise<KeptAnswer>,
  claim: Omit<Claim, 'record'>,
): Promise<KeptAnswer> {
  const unanswered = and(held, isNull(idempotencyKeys.status));
  async function record(tx: Executor, made: string) {
    const recorded = await tx
      .update(idempotencyKeys)
      .set({ made })
      .where(unanswered)
      .returning({ key: idempotencyKeys.key });
    if (recorded.length === 0) throw new Error('Another request took this idempotency claim over');
  }
  const renewal = setInterval(() => {
    db.update(idempotencyKeys)
      .set({ leaseExpiresAt: leaseAfter(now()) })
      .where(unanswered)
      // A renewal missed only lets a retry take over sooner; the token keeps the two apart.
      .catch(() => {});
  }, leaseRenewalMs);

  let answer: KeptAnswer;
  try {
    answer = await work({ ...claim, record });
  } catch (error) {
    clearInterval(renewal);
    if (!(error instanceof HttpError) || error.statusCode >= 500) {
      await db.update(idempotencyKeys).set({ leaseExpiresAt: now() }).where(unanswered);
      throw error;
    }
    const problem: ProblemDetails = problemOf(error.statusCode, error.message, {
      field: error.field,
      errors: error.problems,
    });
    await db.update(idempotencyKeys).set({ status: error.statusCode, body: problem }).where(held);
    throw error;
  }
  clearInterval(renewal);
  await db.update(idempotencyKeys).set(answer).where(held);
  return answer;
}
