import { z } from 'zod';
import { singleLineText } from '#domain/common/text.ts';
import { COUNTRY_CODES } from '#domain/common/postal-code-format.ts';
import { EtaSchema } from '#domain/rates/schemas.ts';
import { BATCH_ID_PATTERN, MAX_BATCH_ID_LENGTH } from './batch-id.ts';
import { BulkWizardMessages as Messages } from './messages.ts';

/** At most this many orders in one upload (spec section 9). */
export const MAX_ORDERS_PER_UPLOAD = 100;

export { BATCH_ID_PATTERN, MAX_BATCH_ID_LENGTH };

/** POST /web/batch/create/{batchId}: the path parameter. */
export const BatchIdSchema = z
  .string({ error: Messages.enterBatchId })
  .trim()
  .min(1, { error: Messages.enterBatchId, abort: true })
  .max(MAX_BATCH_ID_LENGTH, `A batch ID is at most ${MAX_BATCH_ID_LENGTH} characters.`)
  .regex(
    BATCH_ID_PATTERN,
    'A batch ID may contain only letters, digits, hyphens, underscores and periods, and starts with a letter or digit.',
  );

/** One of the caller's batches. */
export const BatchSchema = z.object({
  batchId: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type Batch = z.infer<typeof BatchSchema>;

/** GET /web/batch/list: the caller's batches, newest first (spec section 7: an array of objects with batchId). */
export const BatchListResponseSchema = z.array(BatchSchema);

/** POST /web/batch/create/{batchId} answers 201 with the batch; 409 with errorMessage when the caller already has that id. */
export const BatchCreateResponseSchema = BatchSchema;

/**
 * POST /web/order/create/batch. Each orderList entry is an order payload of spec section 3
 * without serviceCode and packageInstruction (the service is chosen on review). The entries are
 * taken as they come: the server validates every row itself and a row that fails becomes a
 * FAILED processed order with its message, not a refusal of the whole upload. Only a body that
 * is not an object, an unknown batch, or a list that is empty or longer than 100 is refused
 * (400, or 404 for a batch that is not the caller's).
 */
export const BatchOrderCreateRequestSchema = z.object(
  {
    batchId: z.string({ error: Messages.selectBatch }).trim().min(1, Messages.selectBatch),
    orderList: z
      .array(z.record(z.string(), z.unknown()), { error: 'orderList must be a list of orders.' })
      .min(1, Messages.addRecipient)
      .max(MAX_ORDERS_PER_UPLOAD, Messages.tooManyRows),
  },
  { error: 'The upload must be a JSON object.' },
);
export type BatchOrderCreateRequest = z.infer<typeof BatchOrderCreateRequestSchema>;

/** The answer of POST /web/order/create/batch (202): the web reads data.uploadId (spec section 7). */
export const BatchOrderCreateResponseSchema = z.object({
  data: z.object({ uploadId: z.string() }),
});

/** One service a processed order can ship with; finalDue in dollars with two decimals. */
export const ProcessedRateSchema = z.object({
  serviceCode: z.string(),
  serviceName: z.string(),
  eta: EtaSchema,
  finalDue: z.number(),
  /** True on the one the order is priced with now (the cheapest until the user picks another). */
  selected: z.boolean(),
});
export type ProcessedRate = z.infer<typeof ProcessedRateSchema>;

export const PROCESSING_STATUSES = ['SUCCESS', 'FAILED'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

/** The recipient of a processed order, as review shows it. */
export const ProcessedOrderDetailsSchema = z.object({
  recipientName: z.string(),
  recipientCompany: z.string(),
  recipientPhoneNumber: z.string(),
  recipientEmail: z.string(),
  recipientStreetAddress: z.string(),
  recipientUnitNumber: z.string(),
  recipientCity: z.string(),
  recipientProvince: z.string(),
  recipientPostalCode: z.string(),
  recipientCountryCode: z.string(),
});

/** One row of an upload once processed (spec section 3, Processed order). */
export const ProcessedOrderSchema = z.object({
  /** The row's place in orderList, from 1: a failed row is retried by it. */
  rowNumber: z.number().int().positive(),
  /** null for a FAILED row (review shows N/A). */
  trackingNumber: z.string().nullable(),
  processingStatus: z.enum(PROCESSING_STATUSES),
  /** Why the row failed, naming the field ("Recipient postal code 'ABC' is not a valid Canadian postal code."); null on SUCCESS. */
  errorMessage: z.string().nullable(),
  rates: z.object({ rates: z.array(ProcessedRateSchema) }),
  orderDetails: ProcessedOrderDetailsSchema,
});
export type ProcessedOrder = z.infer<typeof ProcessedOrderSchema>;

export const UPLOAD_STATUSES = ['PROCESSING', 'COMPLETED', 'FAILED', 'NOT_FOUND'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];
/** The statuses that end the progress stream (spec section 4). */
export const FINAL_UPLOAD_STATUSES: readonly UploadStatus[] = ['COMPLETED', 'FAILED', 'NOT_FOUND'];

/**
 * A message of the live feed (spec section 3, Batch progress message). The first message after
 * the handshake carries every row processed so far; later ones only the rows new since.
 */
export const BatchProgressMessageSchema = z.object({
  totalOrders: z.number().int().nonnegative(),
  successCount: z.number().int().nonnegative(),
  failureCount: z.number().int().nonnegative(),
  newlyProcessedOrders: z.array(ProcessedOrderSchema),
  status: z.enum(UPLOAD_STATUSES),
});
export type BatchProgressMessage = z.infer<typeof BatchProgressMessageSchema>;

/** What the client sends once the WebSocket at /batch-progress opens (spec section 7). The server trusts the session cookie, not userId. */
export const BatchProgressHandshakeSchema = z.object({
  userId: z.string().optional(),
  batchId: z.string(),
  uploadId: z.string(),
  token: z.string().optional(),
});
export type BatchProgressHandshake = z.infer<typeof BatchProgressHandshakeSchema>;

/**
 * POST /web/order/create/batch/{uploadId}/rows/{rowNumber}: a FAILED row fixed on review and
 * processed again alone, with the same body as one orderList entry. Answers the processed order
 * (SUCCESS, or FAILED with the new reason); the upload's counts follow and the feed reports it.
 */
export const RetryRowResponseSchema = ProcessedOrderSchema;

/**
 * POST /web/order/select-service/{trackingNumber} {serviceCode}: the service chosen on review
 * for one SUCCESS order; the server prices it again (never trusting a price from the browser).
 */
export const SelectServiceRequestSchema = z.object({
  serviceCode: z.string().trim().min(1, 'Service is required.'),
});

/**
 * Its answer: the order as processed, its rates flagged anew with the chosen one selected and
 * priced by the server. Review replaces its row with it, so the price and the Total Cost follow
 * what the server charges.
 */
export const SelectServiceResponseSchema = ProcessedOrderSchema;

/**
 * POST /web/order/validate/batch (the bulk validate call of spec section 7): the chosen
 * services of the upload's SUCCESS orders into one shipping batch for checkout.
 */
export const BulkValidateRequestSchema = z.object({
  batchId: z.string().trim().min(1, Messages.selectBatch),
  shippingRequests: z
    .array(z.object({ trackingNumber: z.string().min(1), serviceCode: z.string().min(1) }))
    .min(1, Messages.nothingToFinalize)
    .max(MAX_ORDERS_PER_UPLOAD),
});
export type BulkValidateRequest = z.infer<typeof BulkValidateRequestSchema>;

/** The answer of the bulk validate call: data.shippingBatchId opens /checkout/{shippingBatchId}. */
export const BulkValidateResponseSchema = z.object({
  data: z.object({ shippingBatchId: z.string() }),
});

/** A recipient's validation status in the wizard (spec section 3, Bulk recipient). */
export const RECIPIENT_VALIDATION_STATUSES = ['valid', 'warning', 'error', 'pending'] as const;
export type RecipientValidationStatus = (typeof RECIPIENT_VALIDATION_STATUSES)[number];

/** A suggested address split as spec section 5 says (street, city, province, postal code, country). */
export const SuggestedAddressSchema = z.object({
  streetAddress: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  countryCode: z.enum(COUNTRY_CODES).or(z.literal('')),
});
export type SuggestedAddress = z.infer<typeof SuggestedAddressSchema>;

/** The address of one recipient to check. */
export const AddressToCheckSchema = z.object({
  streetAddress: singleLineText('streetAddress').max(200),
  unitNumber: singleLineText('unitNumber').max(100).optional(),
  city: singleLineText('city').max(100),
  province: singleLineText('province').max(100),
  postalCode: singleLineText('postalCode').max(20),
  countryCode: singleLineText('countryCode').max(20),
});
export type AddressToCheck = z.infer<typeof AddressToCheckSchema>;

/** POST /web/bulk/address-check: the addresses of uploaded recipients, checked on the server by the address provider. */
export const AddressCheckRequestSchema = z.object({
  addresses: z.array(AddressToCheckSchema).min(1).max(MAX_ORDERS_PER_UPLOAD),
});

/** One address's verdict (spec section 5, Address check). */
export const AddressCheckResultSchema = z.object({
  validationStatus: z.enum(['valid', 'warning', 'error']),
  validationMessage: z.string(),
  /** The provider's one-line address ('' when none). */
  formattedAddress: z.string(),
  /** For a warning: the address the provider suggests instead; null otherwise. */
  suggestedAddress: SuggestedAddressSchema.nullable(),
});
export type AddressCheckResult = z.infer<typeof AddressCheckResultSchema>;

/** The answer: one result per address, in the order asked. */
export const AddressCheckResponseSchema = z.object({ results: z.array(AddressCheckResultSchema) });
