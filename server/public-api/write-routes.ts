import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdempotencyKeySchema, ShipmentSchema } from '#domain/public-api/schemas.ts';
import { OrderCreateRequestSchema } from '#domain/shipments/schemas.ts';
import type { Database } from '../db/client.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import type { Webhooks } from '../webhooks/index.ts';
import { createPaidShipment } from './create-shipment.ts';
import { answerOnce } from './idempotency.ts';
import type { KeyGuard } from './key-guard.ts';
import { problemResponses } from './problem-responses.ts';

export type WriteRouteDependencies = {
  db: Database;
  now: () => Date;
  guard: KeyGuard;
  paymentProvider: PaymentProvider;
  webhooks: Pick<Webhooks, 'events'>;
};

/** What SHIPPING keys may do besides reading: create (and so pay for) shipments. */
export function registerWriteRoutes(
  api: FastifyInstance,
  { db, now, guard, paymentProvider, webhooks }: WriteRouteDependencies,
): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/shipments',
    {
      onRequest: guard.needs('SHIPPING'),
      schema: {
        summary: 'Create a shipment and pay for it as the account pays',
        description:
          'Monthly-billed accounts have it put on the monthly invoice; others are charged on the card they saved at checkout. Send an Idempotency-Key to retry safely: the same key and body answer the first answer again for 24 hours.',
        tags: ['shipments'],
        headers: z.object({ 'idempotency-key': IdempotencyKeySchema }),
        body: OrderCreateRequestSchema,
        response: {
          201: ShipmentSchema.describe(
            'The paid shipment, with its tracking number and where to download its label',
          ),
          ...problemResponses(400, 401, 402, 403, 409, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const owner = guard.ownerOf(request);
      return answerOnce({ db, now }, { request, reply, userId: owner.userId }, 201, () =>
        createPaidShipment(
          { db, now, paymentProvider, webhooks: webhooks.events },
          owner,
          request.body,
        ),
      );
    },
  );
}
