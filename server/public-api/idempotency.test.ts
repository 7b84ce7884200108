import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerAccount } from '../test-support/auth.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { IDEMPOTENCY_LEASE_MS, runOnce, type KeptAnswer } from './idempotency.ts';

const testApp = useTestApp();
const db = () => testApp.database.db;
const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** A claim of a new account's, and how runOnce is called for it (renewing every 10 ms). */
async function claimOf(key: string) {
  const { user } = await registerAccount(testApp.app);
  const request = { userId: user.userId, key, fingerprint: 'the same request' };
  const dependencies = { db: db(), now: testApp.now, leaseRenewalMs: 10 };
  const row = async () => {
    const [kept] = await db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.userId), eq(idempotencyKeys.key, key)));
    return kept!;
  };
  return { request, dependencies, row };
}

/** A claim as a request whose process died left it: unanswered, its lease run out. */
async function leftByAStoppedRequest(key: string, made: string | null = null) {
  const claim = await claimOf(key);
  const at = testApp.now();
  await db()
    .insert(idempotencyKeys)
    .values({ ...claim.request, made, leaseExpiresAt: at, createdAt: at });
  return claim;
}

const answer = (body: string): KeptAnswer => ({ status: 201, body });

describe('an idempotency claim', () => {
  it('is renewed while its request works, so that a retry waits for the answer', async () => {
    const { request, dependencies } = await claimOf('slow');
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let runs = 0;
    const first = runOnce(dependencies, request, async () => {
      runs += 1;
      await finished;
      return answer('first');
    });
    // A lease and a half on the clock, with renewals between.
    for (let step = 0; step < 3; step += 1) {
      testApp.advanceClock(IDEMPOTENCY_LEASE_MS / 2);
      await sleep(100);
    }
    const retry = runOnce(dependencies, request, async () => {
      runs += 1;
      return answer('second');
    });
    await sleep(200);
    finish();
    expect(await first).toEqual({ ...answer('first'), replayed: false });
    expect(await retry).toEqual({ ...answer('first'), replayed: true });
    expect(runs).toBe(1);
  });

  it('whose lease ran out is taken over by one of the retries arriving together', async () => {
    const { request, dependencies } = await leftByAStoppedRequest('stopped', 'MP123456785CA');
    const told: { made: string | null; takenOver: boolean }[] = [];
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        runOnce(dependencies, request, async ({ made, takenOver }) => {
          told.push({ made, takenOver });
          return answer('finished');
        }),
      ),
    );
    expect(told).toEqual([{ made: 'MP123456785CA', takenOver: true }]);
    expect(answers.filter((kept) => !kept.replayed)).toHaveLength(1);
    expect(answers.every((kept) => kept.body === 'finished')).toBe(true);
  });

  it('is let go at a fault with what its request recorded, for a retry to finish', async () => {
    const { request, dependencies, row } = await claimOf('fault');
    const fault = runOnce(dependencies, request, async ({ record }) => {
      await record(db(), 'MP000000000CA');
      throw new Error('the provider did not answer');
    });
    await expect(fault).rejects.toThrow('the provider did not answer');
    expect(await row()).toMatchObject({ status: null, made: 'MP000000000CA' });

    const retry = await runOnce(dependencies, request, async ({ made, takenOver }) =>
      answer(`${made} finished, taken over: ${takenOver}`),
    );
    expect(retry.body).toBe('MP000000000CA finished, taken over: true');
  });

  it('refuses the record of a request that lost it, and keeps the answer of the one that took it', async () => {
    const { request, row } = await claimOf('superseded');
    // No renewals: the first request seems to have stopped.
    const stalled = { db: db(), now: testApp.now, leaseRenewalMs: 60 * 60 * 1000 };
    let resume = () => {};
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    const first = runOnce(stalled, request, async ({ record }) => {
      await resumed;
      await record(db(), 'a second order');
      return answer('first');
    });
    await sleep(100);
    testApp.advanceClock(IDEMPOTENCY_LEASE_MS);
    const taker = await runOnce(stalled, request, async () => answer('taker'));
    expect(taker.replayed).toBe(false);
    resume();
    await expect(first).rejects.toThrow();
    expect(await row()).toMatchObject({ status: 201, body: 'taker', made: null });
  });
});
