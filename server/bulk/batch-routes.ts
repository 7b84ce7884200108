import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BatchCreateResponseSchema,
  BatchIdSchema,
  BatchListResponseSchema,
} from '#domain/bulk/schemas.ts';
import type { Sessions } from '../auth/index.ts';
import type { Database } from '../db/client.ts';
import { conflict } from '../http/errors.ts';
import { insertBatch, listBatches } from './batches.ts';
import { BulkMessages as Messages } from './messages.ts';

export type BatchRouteDependencies = { db: Database; sessions: Pick<Sessions, 'requireUser'> };

/** The signed-in user's named batches of bulk uploads (spec section 7); ids are per account. */
export function registerBatchRoutes(
  app: FastifyInstance,
  { db, sessions }: BatchRouteDependencies,
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
}
