import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { PROBLEM_CONTENT_TYPE } from '#domain/api/problem.ts';
import { bearer } from '../api-keys/test-helpers.ts';
import { accountWithKey } from '../api-keys/test-helpers.ts';
import { nonceFor, pay } from '../checkout/payment-test-helpers.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { withSession } from '../auth/test-helpers.ts';
import { shipper } from '../shipments/test-helpers.ts';

/** A public API call made with the key, as a shop's server makes it. */
export const callApi = (app: FastifyInstance, key: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...bearer(key), ...options.headers } });

/** Checks that the answer is problem details (RFC 9457) of the status, and answers them. */
export function expectProblem(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  const problem = JSON.parse(response.body) as Record<string, unknown>;
  expect(problem).toMatchObject({ status, type: expect.any(String), title: expect.any(String) });
  expect(problem['detail']).toEqual(expect.any(String));
  return problem;
}

/** Bills the user monthly, so that their shipments go on the invoice. */
export async function billMonthly(db: Database, userId: string) {
  await db.update(users).set({ billingType: 'MONTHLY_BILLING' }).where(eq(users.id, userId));
}

/** A shipment the account made and paid on the website, on its monthly invoice; answers its tracking number. */
export async function paidShipmentOf(
  app: FastifyInstance,
  db: Database,
  account: { token: string; user: { userId: string } },
) {
  await billMonthly(db, account.user.userId);
  const cookies = withSession(account.token);
  const batch = await shipper(app, cookies).newBatch();
  expect((await pay(app, cookies, batch.batchId)).statusCode).toBe(200);
  return batch.trackingNumber;
}

/** An account billed per order, with a shipping key, that saved a card when paying on the website. */
export async function accountWithKeyAndSavedCard(app: FastifyInstance) {
  const account = await accountWithKey(app);
  const cookies = withSession(account.token);
  const { batchId } = await shipper(app, cookies).newBatch();
  const paid = await pay(app, cookies, batchId, {
    paymentNonce: await nonceFor(app, cookies),
    saveCard: true,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return account;
}
