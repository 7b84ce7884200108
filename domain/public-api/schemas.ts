import { z } from 'zod';
import { singleLineText } from '../common/text.ts';
import { CustomsDeclarationResponseSchema } from '../customs/customs-response.ts';
import {
  BatchIdSchema,
  BatchOrderCreateRequestSchema,
  ProcessedOrderSchema,
  UPLOAD_STATUSES,
} from '../bulk/schemas.ts';
import { PickupRequestSchema } from '../pickups/pickup-schemas.ts';
import { EtaSchema } from '../rates/schemas.ts';
import { DIMENSION_UNITS, WEIGHT_UNITS } from '../rates/units.ts';
import { PartyDetailsSchema } from '../shipments/party-fields.ts';
import { OrderListItemSchema, withOrderFilters, wholeNumber } from '../shipments/order-list.ts';
import { ORDER_STATUSES } from '../shipments/order-status.ts';
import { isValidTrackingNumber, normalizeTrackingNumber } from '../tracking/tracking-number.ts';

/** Shipments per page of GET /api/v1/shipments when the caller names no limit. */
export const DEFAULT_SHIPMENT_PAGE_SIZE = 20;
export const MAX_SHIPMENT_PAGE_SIZE = 100;

/**
 * GET /api/v1/shipments: the order history's filters, newest first, `limit` at a time; `cursor`
 * is a page's nextCursor, which continues after that page however many orders arrive meanwhile.
 */
export const ShipmentListQuerySchema = withOrderFilters({
  limit: wholeNumber('limit', 1, MAX_SHIPMENT_PAGE_SIZE),
  cursor: singleLineText('cursor')
    .max(40, { error: 'cursor must be the nextCursor of a page.' })
    .transform(normalizeTrackingNumber)
    .optional(),
});

export const ShipmentListSchema = z.object({
  data: z.array(OrderListItemSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

/** The Idempotency-Key header of a write: any printable text the client makes unique, a UUID say. */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7E]{1,255}$/, {
    error: 'Idempotency-Key must be 1 to 255 printable characters without spaces, such as a UUID.',
  })
  .optional();

/** The header every POST of the public API takes. */
export const IdempotencyHeadersSchema = z.object({ 'idempotency-key': IdempotencyKeySchema });

/** One shipment as the public API answers it; money in dollars with two decimals. */
export const ShipmentSchema = z.object({
  trackingNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  service: z.object({ code: z.string(), name: z.string(), eta: EtaSchema }),
  finalDue: z.number(),
  /** True once paid, by card or on the monthly invoice; the label exists from then on. */
  paid: z.boolean(),
  /** Where to download the label PDF; null until the shipment is paid. */
  labelUrl: z.string().nullable(),
  /** The shipping batch it was paid in, with the shipments paid together; null until paid. */
  shippingBatchId: z
    .string()
    .nullable()
    .describe(
      'The shipping batch it was paid in, with the shipments paid together: GET /shipping-batches/{shippingBatchId}/labels prints all their labels at once. Null until paid.',
    ),
  /** Where to download the commercial invoice PDF of merchandise or samples crossing the border, on the label's terms; null otherwise. */
  commercialInvoiceUrl: z.string().nullable(),
  sender: PartyDetailsSchema,
  recipient: PartyDetailsSchema,
  package: z.object({
    weight: z.number(),
    weightUnit: z.enum(WEIGHT_UNITS),
    length: z.number(),
    width: z.number(),
    height: z.number(),
    dimensionUnit: z.enum(DIMENSION_UNITS),
  }),
  packageInstruction: z.string(),
  customs: CustomsDeclarationResponseSchema.nullable().describe(
    'The customs declaration as it was declared, values in its currency with two decimals; null for a parcel that stays in one country',
  ),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

export const PublicApiMessages = {
  trackingNumberNotValid:
    'trackingNumber is not a Maplepost tracking number: two letters, eight digits, a check digit and CA, such as MP123456785CA.',
  idNotValid: (name: string) =>
    `${name} is not an id the API answers: ids are GUIDs, such as 3f2b8c4e-9a1d-4e6f-8b7c-2d5e0f1a9c3b.`,
  uploadStillProcessing:
    'This upload is still being processed. Read it until its status is COMPLETED, then buy its orders.',
  paymentMethodRequired:
    'This account has no way to pay for shipments made through the API. Save a card when you pay for a shipment on the website, or ask us about monthly billing.',
} as const;

/**
 * The path parameter naming one shipment: its tracking number, case and spaces ignored. Text that
 * is no tracking number at all is refused (400), so that 404 says only that none has it.
 */
export const ShipmentParamsSchema = z.object({
  trackingNumber: z
    .string()
    .transform(normalizeTrackingNumber)
    .refine(isValidTrackingNumber, { error: PublicApiMessages.trackingNumberNotValid })
    .describe('A Maplepost tracking number, such as MP123456785CA; case and spaces are ignored'),
});

/**
 * A path parameter naming a row by the id the API answered for it (a GUID): anything else is
 * refused (400), so that 404 says only that the account has none of that id.
 */
export const idParameter = (name: string) => z.guid({ error: PublicApiMessages.idNotValid(name) });

/**
 * POST /api/v1/pickups: the website's pickup request, its batch found from the shipments named.
 * A pickup collects shipments paid together, as on the website (one POST /shipments pays one).
 */
export const PickupBookingRequestSchema = PickupRequestSchema.omit({ shippingBatchId: true });

/**
 * POST /api/v1/bulk-uploads: up to 100 orders into the account's bulk batch `batchId`, made when
 * the account has none of that name. Each entry is an order as POST /shipments takes it, without
 * serviceCode and packageInstruction; a row that fails its checks fails alone, with its message.
 */
export const BulkUploadRequestSchema = BatchOrderCreateRequestSchema.extend({
  batchId: BatchIdSchema,
});

/** An upload's progress and the rows processed so far, in upload order. */
export const BulkUploadSchema = z.object({
  uploadId: z.string(),
  status: z.enum(UPLOAD_STATUSES),
  totalOrders: z.number().int().nonnegative(),
  successCount: z.number().int().nonnegative(),
  failureCount: z.number().int().nonnegative(),
  orders: z.array(ProcessedOrderSchema),
});
export type BulkUpload = z.infer<typeof BulkUploadSchema>;

export const BulkUploadParamsSchema = z.object({ uploadId: idParameter('uploadId') });

/** The shipments an upload's orders became, bought together, in upload order. */
export const BoughtShipmentsSchema = z.object({ data: z.array(ShipmentSchema) });
