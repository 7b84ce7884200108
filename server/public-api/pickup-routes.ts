import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PickupSchema } from '#domain/pickups/pickup-schemas.ts';
import {
  IdempotencyHeadersSchema,
  PickupBookingRequestSchema,
} from '#domain/public-api/schemas.ts';
import { ShipmentMessages } from '#domain/common/shipping-messages.ts';
import { conflict, notFound } from '../http/errors.ts';
import { createPickup, pickupOf } from '../pickups/index.ts';
import { findOwnedOrder } from '../shipments/index.ts';
import { problemResponses } from './problem-responses.ts';
import type { RouteContext } from './route-context.ts';

/**
 * POST /api/v1/pickups books a driver for paid shipments with the website's rules (the Greater
 * Vancouver area, the window, the address), for the batch the first shipment was paid in.
 */
export function registerPickupRoutes(
  api: FastifyInstance,
  { db, now, guard, answerOnce }: RouteContext,
): void {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/pickups',
    {
      onRequest: guard.needs('SHIPPING'),
      schema: {
        summary: 'Book a free pickup of paid shipments',
        description:
          'The shipments must have been paid together (each POST /shipments pays one) and be picked up in Greater Vancouver. Leave the address fields out to be picked up at the sender’s address. Pickups run Monday to Saturday, except on B.C. statutory holidays, up to 30 days ahead; book by 3:00 PM (Vancouver time) for the same day.',
        tags: ['pickups'],
        headers: IdempotencyHeadersSchema,
        body: PickupBookingRequestSchema,
        response: {
          201: PickupSchema.describe('The booked pickup and the shipments it collects'),
          ...problemResponses(403, [404, 'The first shipment named is not in the account']),
        },
      },
    },
    async (request, reply) =>
      answerOnce(request, reply, 201, async () => {
        const owner = guard.ownerOf(request);
        const [first] = request.body.trackingNumbers;
        const order = await findOwnedOrder(db, owner, first!);
        if (!order) throw notFound(ShipmentMessages.orderNotFound);
        if (!order.shippingBatchId) throw conflict(ShipmentMessages.pickupNeedsPayment);
        return pickupOf(
          await createPickup({ db, now }, owner, {
            ...request.body,
            shippingBatchId: order.shippingBatchId,
          }),
        );
      }),
  );
}
