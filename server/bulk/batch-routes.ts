import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BatchCreateResponseSchema,
  BatchIdSchema,
  BatchListResponseSchema,
} from '#domain/bulk/schemas.ts';
import { and, eq } from 'drizzle-orm';
import { DiscardedBatchOrdersSchema } from '#domain/shipments/discard.ts';
import type { Sessions } from '../auth/index.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import { discardUnpaidOrders, ofBulkBatch } from '../shipments/index.ts';
import { findBatch, insertBatch, listBatches } from './batches.ts';
import { BulkMessages as Messages } from './messages.ts';

export type BatchRouteDependencies = {
  db: Database;
  sessions: Pick<Sessions, 'requireUser'>;
  now: () => Date;
};

/**
 * The signed-in user's named batches of bulk uploads (spec section 7); ids are per account. The
 * review step discards a batch's unpaid orders rather than leave them to pile up.
 */
export function registerBatchRoutes(
  app: FastifyInstance,
  { db, sessions, now }: BatchRouteDependencies,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/web/batch/list',
    { schema: { response: { 200: BatchListResponseSchema } } },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      return listBatches(db, userId);
    },
  );

  routes.post(
    '/web/batch/create/:batchId',
    {
      schema: {
        params: z.object({ batchId: BatchIdSchema }),
        response: { 201: BatchCreateResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await sessions.requireUser(request);
      const { batchId } = request.params;
      const batch = await insertBatch(db, userId, batchId);
      if (!batch) throw conflict(Messages.batchExists(batchId));
      return reply.status(201).send(batch);
    },
  );
  routes.post(
    '/web/batch/discard-unpaid/:batchId',
    {
      schema: {
        params: z.object({ batchId: BatchIdSchema }),
        body: z.object({}).strict(),
        response: { 200: DiscardedBatchOrdersSchema },
      },
    },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      const { batchId } = request.params;
      if (!(await findBatch(db, userId, batchId))) throw notFound(Messages.batchNotFound(batchId));
      const ofBatch = and(eq(orders.userId, userId), ofBulkBatch(userId, batchId))!;
      const { discarded, inPayment } = await discardUnpaidOrders(db, ofBatch, { at: now() });
      return { discarded: discarded.length, inPayment };
    },
  );
}
