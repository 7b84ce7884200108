import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CancellationSchema } from '#domain/shipments/cancellation.ts';
import { ShipmentMessages as Messages } from '#domain/common/shipping-messages.ts';
import { normalizeTrackingNumber } from '#domain/tracking/tracking-number.ts';
import { notFound } from '../http/errors.ts';
import type { Owners } from '../shipments/index.ts';
import type { CancelShipment } from './cancel-shipment.ts';

export type CancellationRouteDependencies = {
  owners: Pick<Owners, 'current'>;
  cancelShipment: CancelShipment;
};

/**
 * POST /web/order/{trackingNumber}/cancel: the signed-in user, or the guest browser that
 * shipped it, cancels a paid shipment before pickup. It takes an empty JSON object.
 */
export function registerCancellationRoutes(
  app: FastifyInstance,
  { owners, cancelShipment }: CancellationRouteDependencies,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/web/order/:trackingNumber/cancel',
    {
      schema: {
        params: z.object({ trackingNumber: z.string().transform(normalizeTrackingNumber) }),
        body: z.object({}).strict(),
        response: { 200: CancellationSchema },
      },
    },
    async (request) => {
      const owner = await owners.current(request);
      if (!owner) throw notFound(Messages.orderNotFound);
      return cancelShipment(owner, request.params.trackingNumber);
    },
  );
}
