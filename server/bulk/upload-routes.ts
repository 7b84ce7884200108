import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BatchOrderCreateRequestSchema,
  BatchOrderCreateResponseSchema,
  MAX_ORDERS_PER_UPLOAD,
  RetryRowResponseSchema,
} from '#domain/bulk/schemas.ts';
import type { Sessions } from '../auth/index.ts';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';
import { pricingAccountOf } from '../shipments/index.ts';
import { findBatch } from './batches.ts';
import { BulkMessages as Messages } from './messages.ts';
import { commitRow, evaluateEntry } from './process-row.ts';
import type { BulkQueue } from './queue.ts';
import { findOwnedUpload, findRow, insertUpload } from './uploads.ts';
import type { WebhookEvents } from '../webhook-events.ts';
import type { HsNomenclature } from '../customs/index.ts';

export type UploadRouteDependencies = {
  db: Database;
  sessions: Pick<Sessions, 'requireUser'>;
  queue: Pick<BulkQueue, 'enqueue'>;
  now: () => Date;
  webhooks: WebhookEvents;
  hsNomenclature: HsNomenclature | null;
};

/** Uploads of many orders at once into one of the user's batches, processed by a job; and a failed row retried alone. */
export function registerUploadRoutes(
  app: FastifyInstance,
  { db, sessions, queue, now, webhooks, hsNomenclature }: UploadRouteDependencies,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/web/order/create/batch',
    {
      schema: {
        body: BatchOrderCreateRequestSchema,
        response: { 202: BatchOrderCreateResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await sessions.requireUser(request);
      const { batchId, orderList } = request.body;
      const batch = await findBatch(db, userId, batchId);
      if (!batch) throw notFound(Messages.batchNotFound(batchId));
      const uploadId = await insertUpload(db, queue, {
        userId,
        bulkBatchId: batch.id,
        orderList,
      });
      return reply.status(202).send({ data: { uploadId } });
    },
  );

  routes.post(
    '/web/order/create/batch/:uploadId/rows/:rowNumber',
    {
      schema: {
        // No row lies past the longest upload, and a larger number overflows the database's integer.
        params: z.object({
          uploadId: z.string(),
          rowNumber: z.coerce.number().int().positive().max(MAX_ORDERS_PER_UPLOAD),
        }),
        body: z.record(z.string(), z.unknown(), { error: 'The order must be a JSON object.' }),
        response: { 200: RetryRowResponseSchema },
      },
    },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      const { uploadId, rowNumber } = request.params;
      const upload = await findOwnedUpload(db, userId, uploadId);
      if (!upload) throw notFound(Messages.uploadNotFound);
      if (!(await findRow(db, uploadId, rowNumber)))
        throw notFound(Messages.rowNotFound(rowNumber));
      const account = await pricingAccountOf(db, { kind: 'user', userId }, now());
      const processed = await commitRow(
        { db, webhooks },
        {
          uploadId,
          userId,
          rowNumber,
          was: 'failed',
          entry: request.body,
          outcome: evaluateEntry(request.body, account, hsNomenclature),
        },
      );
      if (!processed) throw conflict(Messages.rowNotFailed(rowNumber));
      return processed;
    },
  );
}
