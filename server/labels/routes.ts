import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CommercialInvoiceMessages,
  isInvoicedDeclaration,
  noCommercialInvoiceReason,
} from '#domain/customs/commercial-invoice.ts';
import { LabelMessages } from '#domain/labels/messages.ts';
import { batchLabelsWebPath, LabelUrlSchema } from '#domain/labels/schemas.ts';
import { ShipmentMessages } from '#domain/common/shipping-messages.ts';
import {
  isValidTrackingNumber,
  normalizeTrackingNumber,
} from '#domain/tracking/tracking-number.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { FallbackFont } from './fallback-font.ts';
import type { LabelData } from './label-data.ts';

/** Spec section 8's message, also for labels that exist but are not the requester's or not paid. */
export const NO_LABEL_MESSAGE = 'No label URL found';

export type LabelRouteDependencies = {
  /** The label of a paid shipment the requester owns, or null: unknown, someone else's and unpaid all look alike. */
  findLabelData(request: FastifyRequest, trackingNumber: string): Promise<LabelData | null>;
  /** The labels of a shipping batch the requester owns, in its order; null when it is not theirs. */
  findBatchLabels(request: FastifyRequest, shippingBatchId: string): Promise<LabelData[] | null>;
  /** Draws the Chinese characters of names and addresses; null prints '?' for them. */
  fallbackFont: FallbackFont | null;
};

const LabelParamsSchema = z.object({ trackingNumber: z.string() });
const BatchParamsSchema = z.object({ shippingBatchId: z.string() });

/** Answers a paper of the shipment as a PDF, under its file name, that no cache may keep. */
function sendPrivatePdf(reply: FastifyReply, pdf: Buffer, contentDisposition: string) {
  return (
    reply
      .type('application/pdf')
      .header('Content-Disposition', contentDisposition)
      // Two addresses and phone numbers: no shared proxy may keep them, nor the browser's disk cache.
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf)
  );
}

/**
 * The labels of a batch as found, or why there are none: 404 when the batch is not the
 * requester's (as for a single label, someone else's batch and no batch look alike), 409 when it
 * is theirs but unpaid or all cancelled.
 */
export function requireBatchLabels(labels: LabelData[] | null): LabelData[] {
  if (!labels) throw notFound(ShipmentMessages.batchNotFound);
  if (labels.length === 0) throw conflict(LabelMessages.batchWithoutLabels);
  return labels;
}

/**
 * Answers labels as ZPL II to download and send to the printer. Plain UTF-8 text: the ZPL sets
 * ^CI28 so that the printer reads its fields as UTF-8, and `text/plain; charset=utf-8` says the
 * same to anything in between, a type every browser and proxy knows (ZPL has no registered one).
 */
export async function sendLabelsZpl(
  reply: FastifyReply,
  labels: readonly LabelData[],
  fileName: string,
) {
  const { renderLabelsZpl } = await import('./render-label-zpl.ts');
  return (
    reply
      .type('text/plain; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}.zpl"`)
      // As the PDF: two addresses and phone numbers stay out of every cache.
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(renderLabelsZpl(labels))
  );
}

/** The file name of a label, or of a batch's labels, without its extension. */
export const labelFileName = (trackingNumber: string) => `maplepost-label-${trackingNumber}`;
export const batchLabelsFileName = (shippingBatchId: string) =>
  `maplepost-labels-${shippingBatchId}`;

/** Renders every label of a batch, with their customs pages, as one PDF that no cache may keep. */
export async function sendBatchLabelsPdf(
  reply: FastifyReply,
  shippingBatchId: string,
  labels: readonly LabelData[],
  fallbackFont: FallbackFont | null,
) {
  const { renderLabels } = await import('./render-label.ts');
  const pdf = await renderLabels(labels, `Maplepost labels ${shippingBatchId}`, fallbackFont);
  const fileName = batchLabelsFileName(shippingBatchId);
  return sendPrivatePdf(reply, pdf, `inline; filename="${fileName}.pdf"`);
}

/** Renders the label and answers it as a PDF that no cache may keep. */
export async function sendLabelPdf(
  reply: FastifyReply,
  label: LabelData,
  fallbackFont: FallbackFont | null,
) {
  // pdfkit and bwip-js are loaded with the first label, not with the server: a start needs
  // neither (docs/benchmarks.md, start-up).
  const { renderLabel } = await import('./render-label.ts');
  const pdf = await renderLabel(label, fallbackFont);
  return sendPrivatePdf(
    reply,
    pdf,
    `inline; filename="${labelFileName(label.trackingNumber)}.pdf"`,
  );
}

/**
 * Renders the commercial invoice of a labelled shipment and answers it as a PDF to save; a 409
 * that says why when the shipment has none (it stays in one country, or is not merchandise or
 * samples): the caller owns the shipment, so it may know that much.
 */
export async function sendCommercialInvoicePdf(
  reply: FastifyReply,
  label: LabelData,
  fallbackFont: FallbackFont | null,
) {
  const { customs, trackingNumber } = label;
  if (!isInvoicedDeclaration(customs)) {
    throw conflict(noCommercialInvoiceReason(trackingNumber, customs)!);
  }
  // As labels: pdfkit is loaded with the first invoice, not with the server.
  const { renderCommercialInvoice } = await import('./render-commercial-invoice.ts');
  const pdf = await renderCommercialInvoice(label, customs, fallbackFont);
  return sendPrivatePdf(
    reply,
    pdf,
    `attachment; filename="maplepost-commercial-invoice-${trackingNumber}.pdf"`,
  );
}

/** The PDF's own address, which the web app opens in a new tab. */
export const labelPdfPath = (trackingNumber: string) => `/web/label/${trackingNumber}/pdf`;

/**
 * Labels (spec section 7): GET /web/label/{trackingNumber} answers the PDF's url, and that url
 * renders the 4 x 6 in PDF on demand. Both answer 404 alike for anything but the owner's paid label.
 * A cross-border shipment's commercial invoice is had on the same terms as its label. Each label
 * is also had as ZPL II for thermal printers, and a paid batch's labels all in one file.
 */
export function registerLabelRoutes(
  app: FastifyInstance,
  { findLabelData, findBatchLabels, fallbackFont }: LabelRouteDependencies,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /**
   * The path's tracking number, normalized (so only letters and digits reach URLs and headers),
   * with its label; a 404 before any lookup when the number cannot exist.
   */
  async function requireLabel(
    request: FastifyRequest,
    pathTrackingNumber: string,
    missing = NO_LABEL_MESSAGE,
  ) {
    const trackingNumber = normalizeTrackingNumber(pathTrackingNumber);
    const label = isValidTrackingNumber(trackingNumber)
      ? await findLabelData(request, trackingNumber)
      : null;
    if (!label) throw notFound(missing);
    return { trackingNumber, label };
  }

  routes.get(
    '/web/label/:trackingNumber',
    { schema: { params: LabelParamsSchema, response: { 200: LabelUrlSchema } } },
    async (request) => {
      const { trackingNumber } = await requireLabel(request, request.params.trackingNumber);
      return { url: labelPdfPath(trackingNumber) };
    },
  );

  routes.get(
    '/web/label/:trackingNumber/pdf',
    { schema: { params: LabelParamsSchema } },
    async (request, reply) => {
      const { label } = await requireLabel(request, request.params.trackingNumber);
      return sendLabelPdf(reply, label, fallbackFont);
    },
  );

  routes.get(
    '/web/label/:trackingNumber/zpl',
    { schema: { params: LabelParamsSchema } },
    async (request, reply) => {
      const { trackingNumber, label } = await requireLabel(request, request.params.trackingNumber);
      return sendLabelsZpl(reply, [label], labelFileName(trackingNumber));
    },
  );

  /** The batch's labels, or a 404 or 409 saying why there are none. */
  async function requireBatch(request: FastifyRequest, shippingBatchId: string) {
    return requireBatchLabels(await findBatchLabels(request, shippingBatchId));
  }

  // As GET /web/label/{trackingNumber}: the PDF's url once the batch has labels, so the web app
  // opens its tab on the PDF, or says why there is none, without rendering a label.
  routes.get(
    '/web/label/batch/:shippingBatchId',
    { schema: { params: BatchParamsSchema, response: { 200: LabelUrlSchema } } },
    async (request) => {
      const { shippingBatchId } = request.params;
      await requireBatch(request, shippingBatchId);
      return { url: batchLabelsWebPath(shippingBatchId, 'PDF') };
    },
  );

  routes.get(
    '/web/label/batch/:shippingBatchId/pdf',
    { schema: { params: BatchParamsSchema } },
    async (request, reply) => {
      const { shippingBatchId } = request.params;
      const labels = await requireBatch(request, shippingBatchId);
      return sendBatchLabelsPdf(reply, shippingBatchId, labels, fallbackFont);
    },
  );

  routes.get(
    '/web/label/batch/:shippingBatchId/zpl',
    { schema: { params: BatchParamsSchema } },
    async (request, reply) => {
      const { shippingBatchId } = request.params;
      const labels = await requireBatch(request, shippingBatchId);
      return sendLabelsZpl(reply, labels, batchLabelsFileName(shippingBatchId));
    },
  );

  routes.get(
    '/web/order/:trackingNumber/commercial-invoice',
    { schema: { params: LabelParamsSchema } },
    async (request, reply) => {
      const { label } = await requireLabel(
        request,
        request.params.trackingNumber,
        CommercialInvoiceMessages.notFound,
      );
      return sendCommercialInvoicePdf(reply, label, fallbackFont);
    },
  );
}
