import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BulkWizardMessages } from '#domain/bulk/messages.ts';
import {
  BoughtShipmentsSchema,
  BulkUploadParamsSchema,
  BulkUploadRequestSchema,
  BulkUploadSchema,
  IdempotencyHeadersSchema,
  PublicApiMessages,
  type BulkUpload,
} from '#domain/public-api/schemas.ts';
import {
  BulkMessages,
  findBatch,
  insertBatch,
  insertUpload,
  readUploadProgress,
} from '../bulk/index.ts';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';
import { buyCreatedOrders } from './create-shipment.ts';
import { problemResponses } from './problem-responses.ts';
import type { RouteContext } from './route-context.ts';

/** The account's bulk batch of that name, made unless it has one already. */
async function batchNamed(db: Database, userId: string, batchId: string) {
  await insertBatch(db, userId, batchId); // does nothing when the name is taken
  return (await findBatch(db, userId, batchId))!;
}

/** The upload as the API answers it, or null when the account has no such upload. */
async function bulkUploadOf(
  db: Database,
  userId: string,
  uploadId: string,
): Promise<BulkUpload | null> {
  const progress = await readUploadProgress(db, { userId, uploadId, afterSeq: 0 });
  if (!progress) return null;
  const { rows, ...counts } = progress;
  const orders = rows.map((row) => row.order).sort((a, b) => a.rowNumber - b.rowNumber);
  return { uploadId, ...counts, orders };
}

/**
 * Bulk uploads as the website's bulk wizard makes them: up to 100 orders checked, priced and
 * created by the job queue, one row at a time; the upload is read back for its progress and
 * each row's outcome (the tracking number and rates, or why it failed), and its orders bought
 * together, as the wizard's review and checkout do.
 */
export function registerBulkUploadRoutes(
  api: FastifyInstance,
  { db, now, paymentProvider, guard, answerOnce, bulkQueue, webhooks }: RouteContext,
): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/bulk-uploads',
    {
      onRequest: guard.needs('SHIPPING'),
      schema: {
        summary: 'Upload up to 100 orders to be checked, priced and created in the background',
        description:
          'Each order is as POST /shipments takes it, without serviceCode and packageInstruction. The answer comes at once; read the upload with GET /bulk-uploads/{uploadId} until its status is COMPLETED. A row that fails its checks fails alone, with its message.',
        tags: ['bulk uploads'],
        headers: IdempotencyHeadersSchema,
        body: BulkUploadRequestSchema,
        response: {
          202: BulkUploadSchema.describe('The upload, queued: PROCESSING, no rows processed yet'),
          ...problemResponses(403),
        },
      },
    },
    async (request, reply) =>
      answerOnce(request, reply, 202, async (claim) => {
        const { userId } = guard.ownerOf(request);
        const { batchId, orderList } = request.body;
        const batch = await batchNamed(db, userId, batchId);
        // A request taking over from one that stopped answers the upload that one queued.
        const uploadId =
          claim.made ??
          (await insertUpload(
            db,
            bulkQueue,
            { userId, bulkBatchId: batch.id, orderList },
            claim.record,
          ));
        // The upload as queued, as the 202 is documented: read back, it may already be done,
        // since a worker can take the job as soon as the insert commits.
        const queued: BulkUpload = {
          uploadId,
          status: 'PROCESSING',
          totalOrders: orderList.length,
          successCount: 0,
          failureCount: 0,
          orders: [],
        };
        return queued;
      }),
  );

  routes.post(
    '/bulk-uploads/:uploadId/shipments',
    {
      onRequest: guard.needs('SHIPPING'),
      schema: {
        summary: 'Buy the orders of a completed upload, each with its selected service',
        description:
          'Every successful row is paid together as the account pays (the monthly invoice, or the saved card), so one pickup can collect them all. Failed rows are left out.',
        tags: ['bulk uploads'],
        headers: IdempotencyHeadersSchema,
        params: BulkUploadParamsSchema,
        response: {
          201: BoughtShipmentsSchema.describe('The paid shipments, in upload order'),
          ...problemResponses(402, 403),
        },
      },
    },
    async (request, reply) =>
      answerOnce(request, reply, 201, async (claim) => {
        const owner = guard.ownerOf(request);
        const upload = await bulkUploadOf(db, owner.userId, request.params.uploadId);
        if (!upload) throw notFound(BulkMessages.uploadNotFound);
        if (upload.status !== 'COMPLETED') throw conflict(PublicApiMessages.uploadStillProcessing);
        const shippingRequests = upload.orders.flatMap(({ trackingNumber, rates }) => {
          const selected = rates.rates.find((rate) => rate.selected);
          return trackingNumber && selected
            ? [{ trackingNumber, serviceCode: selected.serviceCode }]
            : [];
        });
        if (shippingRequests.length === 0) throw conflict(BulkWizardMessages.nothingToFinalize);
        return {
          data: await buyCreatedOrders(
            { db, now, paymentProvider, webhooks: webhooks.events },
            owner,
            shippingRequests,
            { resume: claim.takenOver },
          ),
        };
      }),
  );

  routes.get(
    '/bulk-uploads/:uploadId',
    {
      onRequest: guard.needs('READ_ONLY'),
      schema: {
        summary: 'An upload’s progress and the outcome of each row processed so far',
        tags: ['bulk uploads'],
        params: BulkUploadParamsSchema,
        response: {
          200: BulkUploadSchema.describe(
            'The counts, the status (PROCESSING, then COMPLETED or FAILED) and the processed rows in upload order',
          ),
        },
      },
    },
    async (request) => {
      const upload = await bulkUploadOf(db, guard.ownerOf(request).userId, request.params.uploadId);
      if (!upload) throw notFound(BulkMessages.uploadNotFound);
      return upload;
    },
  );
}
