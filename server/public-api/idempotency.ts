import { and, eq, lt } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { ProblemDetails } from '#domain/api/problem.ts';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { conflict, HttpError } from '../http/errors.ts';
import { problemOf } from '../http/problem-details.ts';

/** How long an answer is kept for retries under its key (docs/decisions/021-public-api.md). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
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

/** What the request is, for telling a retry from another request under the same key. */
export const fingerprintOf = (method: string, path: string, body: unknown) =>
  createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body)}`)
    .digest('hex');

const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

export type IdempotencyDependencies = { db: Database; now: () => Date };

/**
 * Runs `work` once per (user, key): the first request claims the key with a row (the primary key
 * makes the claim atomic across API nodes), works, and stores its answer; a retry with the same
 * fingerprint gets that answer (`replayed`), waiting while the first is still at work, and one
 * with another fingerprint is refused with 422. A refusal of the work itself (an HttpError below
 * 500) is an answer too and is kept; a fault (500) releases the key, so that a retry runs again.
 */
export async function runOnce(
  { db, now }: IdempotencyDependencies,
  claim: { userId: string; key: string; fingerprint: string },
  work: () => Promise<KeptAnswer>,
): Promise<KeptAnswer & { replayed: boolean }> {
  const { userId, key, fingerprint } = claim;
  const thisKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)));

  const giveUpAt = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint, createdAt: now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) return { ...(await workAndKeep(db, thisKey, work)), replayed: false };

    const [earlier] = await db.select().from(idempotencyKeys).where(thisKey);
    // Gone between the two queries: its request failed and released it; claim it again.
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) throw new HttpError(422, IdempotencyMessages.reused);
      if (earlier.status !== null) {
        return { status: earlier.status, body: earlier.body, replayed: true };
      }
      if (Date.now() >= giveUpAt) throw conflict(IdempotencyMessages.stillWorking);
      await sleep(POLL_MS);
    }
  }
}

async function workAndKeep(
  db: Database,
  thisKey: ReturnType<typeof and>,
  work: () => Promise<KeptAnswer>,
): Promise<KeptAnswer> {
  let answer: KeptAnswer;
  try {
    answer = await work();
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) {
      await db.delete(idempotencyKeys).where(thisKey);
      throw error;
    }
    const problem: ProblemDetails = problemOf(error.statusCode, error.message, {
      field: error.field,
      errors: error.problems,
    });
    await db
      .update(idempotencyKeys)
      .set({ status: error.statusCode, body: problem })
      .where(thisKey);
    throw error;
  }
  await db.update(idempotencyKeys).set(answer).where(thisKey);
  return answer;
}
