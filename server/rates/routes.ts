import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GUEST_PRICING } from '#domain/rates/customer-price.ts';
import { RateRequestSchema, RatesResponseSchema } from '#domain/rates/schemas.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { findPricingAccount } from './queries.ts';
import { quoteRates } from './quote-rates.ts';

export type RateRouteDependencies = {
  sessions: Pick<Sessions, 'currentUser'>;
  db: Database;
  now: () => Date;
};

/** POST /web/rates (spec section 7): public; a signed-in user gets their account's terms, a guest the first tier. */
export function registerRateRoutes(
  app: FastifyInstance,
  { sessions, db, now }: RateRouteDependencies,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/web/rates',
      { schema: { body: RateRequestSchema, response: { 200: RatesResponseSchema } } },
      async (request) => {
        const user = await sessions.currentUser(request);
        const account =
          (user && (await findPricingAccount(db, user.userId, now()))) ?? GUEST_PRICING;
        const quote = quoteRates(request.body, account);
        if (!quote.ok) throw badRequest(quote.message, quote.field);
        return { rates: quote.rates };
      },
    );
}
