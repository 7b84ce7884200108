import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Cookies } from '../shipments/test-helpers.ts';

/** The sandbox test cards (README, Payments). */
export const TEST_CARDS = {
  approves: '4111 1111 1111 1111',
  declines: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

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
  const body =
    'savedCardToken' in card
      ? card
      : { number: TEST_CARDS.approves, expiry: '12/39', cvv: '123', ...card };
  return app.inject({
    method: 'POST',
    url: '/payments/sandbox/tokenize',
    payload: { clientToken, ...body },
  });
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
