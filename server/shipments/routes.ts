import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShipmentMessages as Messages } from '#domain/common/shipping-messages.ts';
import {
  OrderCreateRequestSchema,
  OrderCreateResponseSchema,
  OrderSenderSchema,
  ValidateShipmentRequestSchema,
  ValidateShipmentResponseSchema,
} from '#domain/shipments/schemas.ts';
import { normalizeTrackingNumber } from '#domain/tracking/tracking-number.ts';
import type { HsNomenclature } from '../customs/index.ts';
import type { Database } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import type { WebhookEvents } from '../webhook-events.ts';
import type { Owners } from './owners.ts';
import { createOrder } from './create-order.ts';
import { findOwnedOrder } from './queries.ts';
import { validateShipment } from './validate-shipment.ts';

export type ShipmentRouteDependencies = {
  db: Database;
  owners: Owners;
  now: () => Date;
  webhooks: WebhookEvents;
  hsNomenclature: HsNomenclature | null;
};

/**
 * The single-shipment calls of spec section 7. Guests may ship: their first order gives their
 * browser a guest cookie, and everything they create belongs to it.
 */
export function registerShipmentRoutes(
  app: FastifyInstance,
  { db, owners, now, webhooks, hsNomenclature }: ShipmentRouteDependencies,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/web/order/create',
    { schema: { body: OrderCreateRequestSchema, response: { 201: OrderCreateResponseSchema } } },
    async (request, reply) => {
      const owner = await owners.currentOrNewGuest(request, reply);
      const { trackingNumber } = await createOrder(
        { db, webhooks, hsNomenclature },
        owner,
        request.body,
        now(),
      );
      return reply.status(201).send({ data: { trackingNumber } });
    },
  );

  routes.post(
    '/web/ship/validate',
    {
      schema: {
        body: ValidateShipmentRequestSchema,
        response: { 200: ValidateShipmentResponseSchema },
      },
    },
    async (request) => {
      const owner = await owners.current(request);
      if (!owner)
        throw notFound(
          Messages.orderNotShippable(request.body.shippingRequests[0]!.trackingNumber),
        );
      const shippingBatchId = await validateShipment({ db, now }, owner, request.body);
      return { shippingBatchId };
    },
  );

  routes.get(
    '/web/order/:trackingNumber',
    {
      schema: {
        params: z.object({ trackingNumber: z.string().transform(normalizeTrackingNumber) }),
        response: { 200: OrderSenderSchema },
      },
    },
    async (request) => {
      const owner = await owners.current(request);
      const order = owner && (await findOwnedOrder(db, owner, request.params.trackingNumber));
      if (!owner || !order) throw notFound(Messages.orderNotFound);
      return order;
    },
  );
}
