import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParameter, ShipmentParamsSchema } from '#domain/public-api/schemas.ts';
import { notFound } from '../http/errors.ts';
import {
  batchLabelsFileName,
  findOwnedBatchLabels,
  findOwnedLabelData,
  labelFileName,
  NO_LABEL_MESSAGE,
  requireBatchLabels,
  sendBatchLabelsPdf,
  sendLabelsZpl,
} from '../labels/index.ts';
import { NO_LABEL_PROBLEM, problemResponses } from './problem-responses.ts';
import type { RouteContext } from './route-context.ts';

const ShippingBatchParamsSchema = z.object({
  shippingBatchId: idParameter('shippingBatchId').describe(
    'The id of a shipping batch paid together: the one in the website’s checkout address (/checkout/{shippingBatchId}), which the shipments list filters by as batchId',
  ),
});

const zplContent = (description: string) => ({
  description,
  content: { 'text/plain': { schema: z.string() } },
});
const pdfContent = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
});

const ZPL_DESCRIPTION =
  'ZPL II for 4 x 6 in thermal printers at 203 dpi (812 x 1218 dots): the label the PDF prints, with the tracking number as a Code 128 barcode (^BC), in UTF-8 (^CI28). Send it to the printer as it is.';

const BATCH_PROBLEMS = problemResponses(
  [404, 'No such shipping batch in the account'],
  [409, 'The batch has no labels: it is not paid, or every shipment in it was cancelled'],
);

/**
 * The labels beyond the single PDF of GET /shipments/{trackingNumber}/label: a label as ZPL II,
 * and every label of a shipping batch in one PDF or one ZPL stream, found as the website's label
 * routes find them, with the key's owner.
 */
export function registerLabelRoutes(
  api: FastifyInstance,
  { db, guard, fallbackFont }: RouteContext,
): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const readOnly = guard.needs('READ_ONLY');

  routes.get(
    '/shipments/:trackingNumber/label/zpl',
    {
      onRequest: readOnly,
      schema: {
        summary: 'The 4 x 6 in label of a paid shipment, as ZPL II for a thermal printer',
        description: ZPL_DESCRIPTION,
        tags: ['shipments'],
        params: ShipmentParamsSchema,
        response: {
          200: zplContent('The label, one ^XA…^XZ format (and one more per customs page)'),
          ...problemResponses(NO_LABEL_PROBLEM),
        },
      },
    },
    async (request, reply) => {
      const { trackingNumber } = request.params;
      const label = await findOwnedLabelData(db, guard.ownerOf(request), trackingNumber);
      if (!label) throw notFound(NO_LABEL_MESSAGE);
      return sendLabelsZpl(reply, [label], labelFileName(trackingNumber));
    },
  );

  /** The key's batch's labels, or the 404 or 409 the website's batch label routes answer. */
  const batchLabels = async (request: FastifyRequest, shippingBatchId: string) =>
    requireBatchLabels(await findOwnedBatchLabels(db, guard.ownerOf(request), shippingBatchId));

  routes.get(
    '/shipping-batches/:shippingBatchId/labels',
    {
      onRequest: readOnly,
      schema: {
        summary: 'Every label of a paid shipping batch, as one PDF',
        description:
          'One 4 x 6 in page a label, in the batch’s order (as its shipments were created), each cross-border label followed by its customs declaration pages; cancelled shipments are left out.',
        tags: ['shipments'],
        params: ShippingBatchParamsSchema,
        response: {
          200: pdfContent('The labels, a PDF of 4 x 6 in pages'),
          ...BATCH_PROBLEMS,
        },
      },
    },
    async (request, reply) => {
      const { shippingBatchId } = request.params;
      const labels = await batchLabels(request, shippingBatchId);
      return sendBatchLabelsPdf(reply, shippingBatchId, labels, fallbackFont);
    },
  );

  routes.get(
    '/shipping-batches/:shippingBatchId/labels/zpl',
    {
      onRequest: readOnly,
      schema: {
        summary: 'Every label of a paid shipping batch, as ZPL II for a thermal printer',
        description: `${ZPL_DESCRIPTION} One ^XA…^XZ format a label (and a customs page), in the batch’s order; cancelled shipments are left out.`,
        tags: ['shipments'],
        params: ShippingBatchParamsSchema,
        response: {
          200: zplContent('The labels, one ZPL II stream'),
          ...BATCH_PROBLEMS,
        },
      },
    },
    async (request, reply) => {
      const { shippingBatchId } = request.params;
      const labels = await batchLabels(request, shippingBatchId);
      return sendLabelsZpl(reply, labels, batchLabelsFileName(shippingBatchId));
    },
  );
}
