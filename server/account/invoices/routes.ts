import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountPageMessages as Messages } from '#domain/account/messages.ts';
import {
  InvoiceListSchema,
  InvoiceMonthParamsSchema,
  InvoiceSchema,
} from '#domain/account/schemas.ts';
import type { Sessions } from '../../auth/index.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { FallbackFont } from '../../labels/index.ts';
import { findInvoice, listInvoices } from './invoices.ts';

export type InvoiceRouteDependencies = {
  db: Database;
  sessions: Sessions;
  /** Draws Chinese characters in the billed name; null prints '?' for them. */
  fallbackFont: FallbackFont | null;
};

/** Invoice PDFs are downloaded under this name. */
export const invoiceFileName = (invoiceNumber: string) => `maplepost-invoice-${invoiceNumber}.pdf`;

/**
 * The signed-in user's monthly invoices, under /web/user/invoices: the list, one month with its
 * shipments, and that month as a PDF. Another account's month, or any month of an account paying
 * per order, is not found.
 */
export function registerInvoiceRoutes(
  app: FastifyInstance,
  { db, sessions, fallbackFont }: InvoiceRouteDependencies,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function requireInvoice(request: Parameters<Sessions['requireUser']>[0], month: string) {
    const { userId } = await sessions.requireUser(request);
    const invoice = await findInvoice(db, userId, month);
    if (!invoice) throw notFound(Messages.invoiceNotFound);
    return invoice;
  }

  routes.get(
    '/web/user/invoices',
    { schema: { response: { 200: InvoiceListSchema } } },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      return { invoices: await listInvoices(db, userId) };
    },
  );

  routes.get(
    '/web/user/invoices/:month',
    { schema: { params: InvoiceMonthParamsSchema, response: { 200: InvoiceSchema } } },
    (request) => requireInvoice(request, request.params.month),
  );

  routes.get(
    '/web/user/invoices/:month/pdf',
    { schema: { params: InvoiceMonthParamsSchema } },
    async (request, reply) => {
      const invoice = await requireInvoice(request, request.params.month);
      // pdfkit is loaded with the first invoice, not with the server (as labels do).
      const { renderInvoice } = await import('./render-invoice.ts');
      const pdf = await renderInvoice(invoice, fallbackFont);
      return (
        reply
          .type('application/pdf')
          .header(
            'Content-Disposition',
            `attachment; filename="${invoiceFileName(invoice.invoiceNumber)}"`,
          )
          // The account's name, email and shipments: for this browser only, never a shared cache.
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .send(pdf)
      );
    },
  );
}
