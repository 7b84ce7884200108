import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdempotencyKeySchema, ShipmentSchema, type Shipment } from '#domain/public-api/schemas.ts';
import { OrderCreateRequestSchema } from '#domain/shipments/schemas.ts';
import type { Database } from '../db/client.ts';
import { sendProblem } from '../http/problem-details.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import type { ProblemDetails } from '#domain/api/problem.ts';
import { createPaidShipment } from './create-shipment.ts';
import { fingerprintOf, runOnce } from './idempotency.ts';
import type { KeyGuard } from './key-guard.ts';
import { problemResponses } from './problem-responses.ts';

export type WriteRouteDependencies = {
  db: Database;
  now: () => Date;
  guard: KeyGuard;
  paymentProvider: PaymentProvider;
};

/** What SHIPPING keys may do besides reading: create (and so pay for) shipments. */
export function registerWriteRoutes(
  api: FastifyInstance,
  { db, now, guard, paymentProvider }: WriteRouteDependencies,
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
      const create = () => createPaidShipment({ db, now, paymentProvider }, owner, request.body);
      const key = request.headers['idempotency-key'];
      if (!key) return reply.status(201).send(await create());
      const answer = await runOnce(
        { db, now },
        {
          userId: owner.userId,
          key,
          fingerprint: fingerprintOf(request.method, request.url, request.body),
        },
        async () => ({ status: 201, body: await create() }),
      );
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      // A refusal kept for retries is answered again as it was first answered.
      if (answer.status >= 400) return sendProblem(reply, answer.body as ProblemDetails);
      return reply.status(201).send(answer.body as Shipment);
    },
  );
}
