import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShipmentMessages as Messages } from '#domain/common/shipping-messages.ts';
import { centsToDollars } from '#domain/common/money.ts';
import { PaymentRequestSchema, PaymentResultSchema } from '#domain/checkout/schemas.ts';
import { BatchStatusSchema } from '#domain/shipments/schemas.ts';
import type { Database } from '../db/client.ts';
import { registerFormEncodedRoutes } from '../http/body-types.ts';
import { notFound } from '../http/errors.ts';
import { findBatchPickup } from '../pickups/index.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import type { Owners } from '../shipments/index.ts';
import { findOwnedBatch, listBatchOrders } from '../shipments/index.ts';
import type { WebhookEvents } from '../webhook-events.ts';
import { describeBatch } from './batch-status.ts';
import { payBatch } from './pay-batch.ts';
import { paymentMethodsOf } from './payment-methods.ts';
import { findPaymentMethodOf } from './queries.ts';

export type CheckoutRouteDependencies = {
  db: Database;
  owners: Pick<Owners, 'current'>;
  paymentProvider: PaymentProvider;
  now: () => Date;
  webhooks: WebhookEvents;
};

const BatchParamsSchema = z.object({ batchId: z.string() });

/** Checkout of spec section 7: the batch a signed-in user or a guest's browser owns; anyone else gets 404. */
export function registerCheckoutRoutes(
  app: FastifyInstance,
  { db, owners, paymentProvider, now, webhooks }: CheckoutRouteDependencies,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/web/ship/status/:batchId',
    {
      schema: {
        params: BatchParamsSchema,
        response: { 200: BatchStatusSchema },
      },
    },
    async (request) => {
      const owner = await owners.current(request);
      const batch = owner && (await findOwnedBatch(db, owner, request.params.batchId));
      if (!owner || !batch) throw notFound(Messages.batchNotFound);
      const orders = await listBatchOrders(db, batch.id);
      return describeBatch(batch, orders, {
        paymentMethods: await paymentMethodsOf(db, owner),
        paidWith: await findPaymentMethodOf(db, batch.id),
        pickup: (await findBatchPickup(db, batch.id)) ?? null,
      });
    },
  );

  // The spec's one form-encoded call (section 7): it reads that body type and no other.
  registerFormEncodedRoutes(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/web/ship/payment/:batchId',
      {
        schema: {
          params: BatchParamsSchema,
          body: PaymentRequestSchema,
          response: { 200: PaymentResultSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const owner = await owners.current(request);
        if (!owner) throw notFound(Messages.batchNotFound);
        const paid = await payBatch(
          { db, provider: paymentProvider, now, webhooks },
          owner,
          request.params.batchId,
          request.body,
        );
        return {
          shippingBatchId: paid.batch.id,
          paid: true as const,
          paymentMethod: paid.method,
          amount: centsToDollars(paid.amountCents),
          trackingNumbers: paid.orders.map((order) => order.trackingNumber),
          savedCardToken: paid.savedCardToken,
        };
      },
    );
  });
}
