import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { paymentAttempts, sandboxCharges } from '../db/schema.ts';
import { tokenizeWith } from './sandbox-payments.ts';
import type { Cookies } from './shipments.ts';

/** What the hosted fields do in the browser: fetch a client token, then tokenize the card into a nonce. */
export async function tokenize(
  app: FastifyInstance,
  cookies: Cookies,
  card: Record<string, string> = {},
) {
  const tokenResponse = await app.inject({
    method: 'GET',
    url: '/web/payment/sandbox/clientToken?mode=sandbox',
    cookies,
  });
  expect(tokenResponse.statusCode, tokenResponse.body).toBe(200);
  const { clientToken } = tokenResponse.json<{ clientToken: string }>();
  return tokenizeWith(app, clientToken, card);
}

/** A nonce for a card, failing the test when the card is refused. */
export async function nonceFor(
  app: FastifyInstance,
  cookies: Cookies,
  card: Record<string, string> = {},
) {
  const response = await tokenize(app, cookies, card);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ nonce: string }>().nonce;
}

/** POST /web/ship/payment/{batchId} as the checkout form sends it: form-encoded. */
export function pay(
  app: FastifyInstance,
  cookies: Cookies,
  batchId: string,
  { paymentNonce = '', saveCard = false }: { paymentNonce?: string; saveCard?: boolean } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/web/ship/payment/${batchId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      paymentNonce,
      saveCard: String(saveCard),
      mode: 'sandbox',
    }).toString(),
    cookies,
  });
}

/** The sandbox's approved charges of the batch: each is made under the key of one of its payment attempts. */
export function approvedChargesOf(db: Database, batchId: string) {
  return db
    .select({ reference: sandboxCharges.reference, amountCents: sandboxCharges.amountCents })
    .from(sandboxCharges)
    .innerJoin(paymentAttempts, eq(sql`${paymentAttempts.id}::text`, sandboxCharges.idempotencyKey))
    .where(and(eq(paymentAttempts.batchId, batchId), eq(sandboxCharges.approved, true)));
}
