import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { AddressCheckRequestSchema, AddressCheckResponseSchema } from '#domain/bulk/schemas.ts';
import {
  DEFAULT_SHIPMENT_PAGE_SIZE,
  IdempotencyHeadersSchema,
  ShipmentListQuerySchema,
  ShipmentListSchema,
  ShipmentParamsSchema,
  ShipmentSchema,
} from '#domain/public-api/schemas.ts';
import { RateRequestSchema, RatesResponseSchema } from '#domain/rates/schemas.ts';
import { CommercialInvoiceMessages } from '#domain/customs/commercial-invoice.ts';
import { ShipmentMessages } from '#domain/common/shipping-messages.ts';
import { TrackingMessages } from '#domain/tracking/messages.ts';
import { PublicTrackingInfoSchema } from '#domain/tracking/schemas.ts';
import {
  ADDRESS_CHECK_RATE_LIMIT,
  checkAddresses,
  geocoderPacing,
  timerSleep,
} from '../bulk/index.ts';
import { notFound } from '../http/errors.ts';
import {
  findOwnedLabelData,
  NO_LABEL_MESSAGE,
  sendCommercialInvoicePdf,
  sendLabelPdf,
} from '../labels/index.ts';
import { quoteRatesFor } from '../rates/index.ts';
import { findOwnedOrder, listOrders, shipmentOf } from '../shipments/index.ts';
import { findPublicTracking } from '../tracking/index.ts';
import { NO_LABEL_PROBLEM, problemResponses } from './problem-responses.ts';
import type { RouteContext } from './route-context.ts';

/**
 * What any key may do: quote, check addresses, read its account's shipments and labels, and
 * track parcels. Each route calls the service the web app's route calls, with the key's owner.
 */
export function registerReadRoutes(
  api: FastifyInstance,
  { db, now, guard, answerOnce, geo, hostedGeocoder, fallbackFont }: RouteContext,
): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const readOnly = guard.needs('READ_ONLY');

  /** The label of the key's paid shipment, as the website's label routes find it; a 404 saying `missing` otherwise. */
  async function requireLabel(request: FastifyRequest, trackingNumber: string, missing: string) {
    const label = await findOwnedLabelData(db, guard.ownerOf(request), trackingNumber);
    if (!label) throw notFound(missing);
    return label;
  }

  routes.post(
    '/rates',
    {
      onRequest: readOnly,
      schema: {
        summary: 'Quote every service for a parcel, on the account’s terms',
        tags: ['rates'],
        headers: IdempotencyHeadersSchema,
        body: RateRequestSchema,
        response: {
          200: RatesResponseSchema.describe(
            'Every service with its price on the account’s terms and its delivery estimate',
          ),
        },
      },
    },
    async (request, reply) =>
      answerOnce(request, reply, 200, async () => ({
        rates: await quoteRatesFor(db, guard.ownerOf(request).userId, request.body, now()),
      })),
  );

  const pacing = geocoderPacing(hostedGeocoder);
  routes.post(
    '/addresses/validate',
    {
      onRequest: readOnly,
      config: { rateLimit: ADDRESS_CHECK_RATE_LIMIT },
      schema: {
        summary: 'Check up to 100 addresses with the geocoder',
        tags: ['addresses'],
        headers: IdempotencyHeadersSchema,
        body: AddressCheckRequestSchema,
        response: {
          200: AddressCheckResponseSchema.describe(
            'A verdict per address, in the order sent: valid, warning (with a suggested address) or error',
          ),
        },
      },
    },
    async (request, reply) =>
      answerOnce(request, reply, 200, async () => ({
        results: await checkAddresses(request.body.addresses, {
          geo,
          pacing,
          sleep: timerSleep,
          log: request.log,
        }),
      })),
  );

  routes.get(
    '/shipments',
    {
      onRequest: readOnly,
      schema: {
        summary: 'List the account’s shipments, newest first, with the order history’s filters',
        tags: ['shipments'],
        querystring: ShipmentListQuerySchema,
        response: {
          200: ShipmentListSchema.describe(
            'A page of shipments, newest first, and the cursor of the next page (null on the last)',
          ),
        },
      },
    },
    async (request) => {
      const { userId } = guard.ownerOf(request);
      const { limit = DEFAULT_SHIPMENT_PAGE_SIZE, cursor, ...filter } = request.query;
      // One more than the page tells whether another follows.
      const found = await listOrders(db, userId, filter, {
        limit: limit + 1,
        offset: 0,
        after: cursor,
      });
      const data = found.slice(0, limit);
      return { data, nextCursor: found.length > limit ? data.at(-1)!.trackingNumber : null };
    },
  );

  routes.get(
    '/shipments/:trackingNumber',
    {
      onRequest: readOnly,
      schema: {
        summary: 'One shipment of the account',
        tags: ['shipments'],
        params: ShipmentParamsSchema,
        response: {
          200: ShipmentSchema.describe('The shipment'),
        },
      },
    },
    async (request) => {
      const order = await findOwnedOrder(db, guard.ownerOf(request), request.params.trackingNumber);
      if (!order) throw notFound(ShipmentMessages.orderNotFound);
      return shipmentOf(order);
    },
  );

  routes.get(
    '/shipments/:trackingNumber/label',
    {
      onRequest: readOnly,
      schema: {
        summary: 'The 4 x 6 in label of a paid shipment, as a PDF',
        tags: ['shipments'],
        params: ShipmentParamsSchema,
        response: {
          200: {
            description: 'The label, a PDF of one 4 x 6 in page',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...problemResponses(NO_LABEL_PROBLEM),
        },
      },
    },
    async (request, reply) => {
      const label = await requireLabel(request, request.params.trackingNumber, NO_LABEL_MESSAGE);
      return sendLabelPdf(reply, label, fallbackFont);
    },
  );

  routes.get(
    '/shipments/:trackingNumber/commercial-invoice',
    {
      onRequest: readOnly,
      schema: {
        summary: 'The commercial invoice of a paid cross-border shipment, as a PDF',
        description:
          'Made for a shipment between Canada and the US declared as MERCHANDISE or SAMPLE, once it is paid and until it is cancelled, as its label is: seller and buyer with their tax IDs, the items with HS code, origin, quantity and values, the totals in the declared currency, the Incoterm (DAP or DDP), the reason for export, the CUSMA/USMCA certification of origin when `cusmaOriginating`, and a signature line. Its number is the declared `invoiceNumber`, else the tracking number.',
        tags: ['shipments'],
        params: ShipmentParamsSchema,
        response: {
          200: {
            description: 'The commercial invoice, a PDF of Letter pages',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...problemResponses(NO_LABEL_PROBLEM, [
            409,
            'The shipment has no commercial invoice: it stays in one country, or its declaration is GIFT, DOCUMENTS or RETURN',
          ]),
        },
      },
    },
    async (request, reply) => {
      const label = await requireLabel(
        request,
        request.params.trackingNumber,
        CommercialInvoiceMessages.notFound,
      );
      return sendCommercialInvoicePdf(reply, label, fallbackFont);
    },
  );

  routes.get(
    '/tracking/:trackingNumber',
    {
      onRequest: readOnly,
      schema: {
        summary: 'The public tracking of any parcel',
        tags: ['tracking'],
        params: ShipmentParamsSchema,
        response: {
          200: PublicTrackingInfoSchema.describe('The parcel’s status and its tracking events'),
          ...problemResponses([404, 'No parcel has this tracking number']),
        },
      },
    },
    async (request) => {
      const tracking = await findPublicTracking(db, request.params.trackingNumber);
      if (!tracking) throw notFound(TrackingMessages.unknownNumber);
      return tracking;
    },
  );
}
