import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pricingTierOf, PricingTierSchema } from '#domain/rates/pricing-tier.ts';
import { RateRequestSchema, RatesResponseSchema } from '#domain/rates/schemas.ts';
import type { Sessions } from '../auth/index.ts';
import type { Database } from '../db/client.ts';
import { countMonthlyPackages } from './queries.ts';
import { quoteRatesFor } from './quote-for.ts';

export type RateRouteDependencies = {
  sessions: Pick<Sessions, 'currentUser' | 'requireUser'>;
  db: Database;
  now: () => Date;
};

/** POST /web/rates (spec section 7), public, and GET /web/user/pricing-tier, the signed-in user's own. */
export function registerRateRoutes(
  app: FastifyInstance,
  { sessions, db, now }: RateRouteDependencies,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // A signed-in user gets their account's terms, a guest the first tier.
  routes.post(
    '/web/rates',
    { schema: { body: RateRequestSchema, response: { 200: RatesResponseSchema } } },
    async (request) => {
      const user = await sessions.currentUser(request);
      return { rates: await quoteRatesFor(db, user?.userId ?? null, request.body, now()) };
    },
  );

  // The caller's own volume tier; a guest has none and gets 401 like every /web/user call.
  routes.get(
    '/web/user/pricing-tier',
    { schema: { response: { 200: PricingTierSchema } } },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      return pricingTierOf(await countMonthlyPackages(db, userId, now()));
    },
  );
}
