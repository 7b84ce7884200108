import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BulkValidateRequestSchema,
  BulkValidateResponseSchema,
  SelectServiceRequestSchema,
  SelectServiceResponseSchema,
} from '#domain/bulk/schemas.ts';
import { normalizeTrackingNumber } from '#domain/tracking/tracking-number.ts';
import type { Sessions } from '../auth/index.ts';
import type { Database } from '../db/client.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { priceOrder, pricingAccountOf, validateShipment } from '../shipments/index.ts';
import { findBatch } from './batches.ts';
import { changeService, findBatchOrders, lockSelectableOrder } from './bulk-orders.ts';
import { BulkMessages as Messages } from './messages.ts';

export type BulkOrderRouteDependencies = {
  db: Database;
  sessions: Pick<Sessions, 'requireUser'>;
  now: () => Date;
};

/** Review's calls on the orders an upload created: another service, then all of them into one shipping batch for checkout. */
export function registerBulkOrderRoutes(
  app: FastifyInstance,
  { db, sessions, now }: BulkOrderRouteDependencies,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/web/order/select-service/:trackingNumber',
    {
      schema: {
        params: z.object({ trackingNumber: z.string().transform(normalizeTrackingNumber) }),
        body: SelectServiceRequestSchema,
        response: { 200: SelectServiceResponseSchema },
      },
    },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      const { trackingNumber } = request.params;
      const account = await pricingAccountOf(db, { kind: 'user', userId }, now());
      return db.transaction(async (tx) => {
        const found = await lockSelectableOrder(tx, userId, trackingNumber);
        if (!found) throw notFound(Messages.orderNotSelectable(trackingNumber));
        const pricing = priceOrder(found.order, request.body.serviceCode, account);
        if (!pricing.ok) throw badRequest(pricing.message, 'serviceCode');
        return changeService(tx, {
          orderId: found.order.id,
          result: found.result,
          price: pricing.price,
          at: now(),
        });
      });
    },
  );

  routes.post(
    '/web/order/validate/batch',
    {
      schema: {
        body: BulkValidateRequestSchema,
        response: { 200: BulkValidateResponseSchema },
      },
    },
    async (request) => {
      const user = await sessions.requireUser(request);
      const { userId } = user;
      const batch = await findBatch(db, userId, request.body.batchId);
      if (!batch) throw notFound(Messages.batchNotFound(request.body.batchId));
      const shippingRequests = request.body.shippingRequests.map((shippingRequest) => ({
        trackingNumber: normalizeTrackingNumber(shippingRequest.trackingNumber),
        serviceCode: shippingRequest.serviceCode,
      }));
      const ofBatch = await findBatchOrders(db, {
        userId,
        bulkBatchId: batch.id,
        trackingNumbers: shippingRequests.map(({ trackingNumber }) => trackingNumber),
      });
      const stranger = shippingRequests.find(({ trackingNumber }) => !ofBatch.has(trackingNumber));
      if (stranger) throw notFound(Messages.orderNotInBatch(stranger.trackingNumber));
      // The same kind of shipping batch as single shipments: checkout pays it as it pays theirs.
      const shippingBatchId = await validateShipment(
        { db, now },
        { kind: 'user', userId, user },
        { batchId: null, shippingRequests },
      );
      return { data: { shippingBatchId } };
    },
  );
}
