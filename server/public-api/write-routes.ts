import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdempotencyHeadersSchema,
  ShipmentParamsSchema,
  ShipmentSchema,
} from '#domain/public-api/schemas.ts';
import { CancellationSchema } from '#domain/shipments/cancellation.ts';
import { DROP_OFF_RADIUS_KM } from '#domain/shipments/drop-off-reach.ts';
import { OrderCreateRequestSchema } from '#domain/shipments/schemas.ts';
import { createPaidShipment } from './create-shipment.ts';
import { problemResponses } from './problem-responses.ts';
import type { RouteContext } from './route-context.ts';

/** What SHIPPING keys may do besides reading: create (and so pay for) shipments, and cancel them. */
export function registerWriteRoutes(
  api: FastifyInstance,
  {
    db,
    now,
    guard,
    answerOnce,
    paymentProvider,
    cancelShipment,
    webhooks,
    hsNomenclature,
  }: RouteContext,
): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/shipments',
    {
      onRequest: guard.needs('SHIPPING'),
      schema: {
        summary: 'Create a shipment and pay for it as the account pays',
        description: `Monthly-billed accounts have it put on the monthly invoice; others are charged on the card they saved at checkout. A sender outside Greater Vancouver (where pickup is free) with no drop-off location within ${DROP_OFF_RADIUS_KM} km is answered 409: the parcel would have no way to reach us. Send an Idempotency-Key to retry safely: the same key and body answer the first answer again for 24 hours.`,
        tags: ['shipments'],
        headers: IdempotencyHeadersSchema,
        body: OrderCreateRequestSchema,
        response: {
          201: ShipmentSchema.describe(
            'The paid shipment, with its tracking number and where to download its label',
          ),
          ...problemResponses(402, 403),
        },
      },
    },
    async (request, reply) =>
      answerOnce(request, reply, 201, (claim) =>
        createPaidShipment(
          { db, now, paymentProvider, webhooks: webhooks.events, hsNomenclature },
          guard.ownerOf(request),
          request.body,
          claim,
        ),
      ),
  );

  routes.post(
    '/shipments/:trackingNumber/cancel',
    {
      onRequest: guard.needs('SHIPPING'),
      schema: {
        summary: 'Cancel a shipment before pickup',
        description:
          'Possible while the shipment is LABEL_CREATED or PICKUP_SCHEDULED: no one has picked it up or scanned it. Its label stops working, no pickup or scan moves it again, and the money comes back: a card payment is refunded to the card (state PENDING if the card provider could not refund it yet: it is asked again, later each time, and cancelling again asks at once), an invoiced one leaves the monthly invoice. Cancelling a cancelled shipment answers its cancellation again.',
        tags: ['shipments'],
        headers: IdempotencyHeadersSchema,
        params: ShipmentParamsSchema,
        response: {
          200: CancellationSchema.describe('The cancelled shipment and its refund'),
          ...problemResponses(403),
        },
      },
    },
    async (request, reply) =>
      answerOnce(request, reply, 200, () =>
        cancelShipment(guard.ownerOf(request), request.params.trackingNumber),
      ),
  );
}
