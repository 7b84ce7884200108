import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClientTokenQuerySchema,
  ClientTokenSchema,
  SavedCardsSchema,
} from '#domain/checkout/schemas.ts';
import type { Sessions } from '../auth/index.ts';
import { notFound } from '../http/errors.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';

export type PaymentRouteDependencies = {
  provider: PaymentProvider;
  sessions: Pick<Sessions, 'currentUser'>;
};

const ProviderParamsSchema = z.object({ provider: z.string() });

/**
 * Our payment calls of spec section 7, under /web/payment/{provider}: what the checkout page
 * needs before it can pay. They speak to the vendor only through the PaymentProvider interface;
 * the vendor's own pages (its hosted card fields, its tokenize call) are its own routes.
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  { provider, sessions }: PaymentRouteDependencies,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** The provider named in the path must be ours. */
  function requireProvider(name: string): void {
    if (name !== provider.name) throw notFound('No such payment provider.');
  }

  routes.get(
    '/web/payment/:provider/clientToken',
    {
      schema: {
        params: ProviderParamsSchema,
        querystring: ClientTokenQuerySchema,
        response: { 200: ClientTokenSchema },
      },
    },
    async (request) => {
      requireProvider(request.params.provider);
      const user = await sessions.currentUser(request);
      const customerId = user?.userId ?? null;
      return { clientToken: await provider.createClientToken(request.query.mode, customerId) };
    },
  );

  routes.get(
    '/web/payment/:provider/savedCards',
    { schema: { params: ProviderParamsSchema, response: { 200: SavedCardsSchema } } },
    async (request) => {
      requireProvider(request.params.provider);
      const user = await sessions.currentUser(request);
      return user ? provider.listSavedCards(user.userId) : [];
    },
  );
}
