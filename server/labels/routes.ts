import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CommercialInvoiceMessages,
  isInvoicedDeclaration,
  noCommercialInvoiceReason,
} from '#domain/customs/commercial-invoice.ts';
import { LabelUrlSchema } from '#domain/labels/schemas.ts';
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
  /** Draws the Chinese characters of names and addresses; null prints '?' for them. */
  fallbackFont: FallbackFont | null;
};

const LabelParamsSchema = z.object({ trackingNumber: z.string() });

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
    `inline; filename="maplepost-label-${label.trackingNumber}.pdf"`,
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
 * A cross-border shipment's commercial invoice is had on the same terms as its label.
 */
export function registerLabelRoutes(
  app: FastifyInstance,
  { findLabelData, fallbackFont }: LabelRouteDependencies,
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
