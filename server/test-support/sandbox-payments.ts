import type { FastifyInstance } from 'fastify';

/** The sandbox test cards (README, Payments). */
export const TEST_CARDS = {
  approves: '4111 1111 1111 1111',
  declines: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/**
 * What the hosted fields send to tokenize under a client token: a typed card (the approving
 * test card unless `card` changes it) or, with `savedCardToken`, one of the customer's saved cards.
 */
export function tokenizeWith(
  app: FastifyInstance,
  clientToken: string,
  card: Record<string, string> = {},
) {
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
