import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ShipmentMessages as Messages } from '#domain/common/shipping-messages.ts';
import { PickupRequestSchema, PickupSchema } from '#domain/pickups/pickup-schemas.ts';
import type { Database } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import type { Owners } from '../shipments/index.ts';
import { createPickup, pickupOf } from './create-pickup.ts';

export type PickupRouteDependencies = {
  db: Database;
  owners: Pick<Owners, 'current'>;
  now: () => Date;
};

/** POST /web/pickup/create (spec section 7): the batch owner's pickup; anyone else gets 404. */
export function registerPickupRoutes(
  app: FastifyInstance,
  { db, owners, now }: PickupRouteDependencies,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/web/pickup/create',
      { schema: { body: PickupRequestSchema, response: { 201: PickupSchema } } },
      async (request, reply) => {
        const owner = await owners.current(request);
        if (!owner) throw notFound(Messages.batchNotFound);
        return reply.code(201).send(pickupOf(await createPickup({ db, now }, owner, request.body)));
      },
    );
}
