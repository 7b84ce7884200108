import { z } from 'zod';
import { singleLineText } from '../common/text.ts';
import { BillingTypeSchema, EmailSchema } from '../auth/schemas.ts';
import { PartyDetailsSchema } from '../shipments/party-fields.ts';
import { requiredText } from '../shipments/text-fields.ts';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../shipments/order-status.ts';
import { SCAN_STATUSES, TRACKING_EVENT_SOURCES } from '../tracking/tracking-events.ts';
import { normalizeTrackingNumber } from '../tracking/tracking-number.ts';
import { OpsMessages } from './messages.ts';

/** The most parcels one scan session records at once: a full cage, not the whole warehouse. */
export const MAX_SCAN_PARCELS = 200;
/** Tracking numbers are 13 characters; a little room for other carriers' formats. */
const MAX_TRACKING_NUMBER_LENGTH = 40;

export const ScanStatusSchema = z.enum(SCAN_STATUSES, { error: OpsMessages.eventRequired });

const TrackingNumberSchema = requiredText('Tracking number', MAX_TRACKING_NUMBER_LENGTH).transform(
  normalizeTrackingNumber,
);

/** POST /web/ops/scan: one event for every scanned parcel, recorded now. */
export const ScanRequestSchema = z.object({
  trackingNumbers: z
    .array(TrackingNumberSchema, { error: OpsMessages.noNumbers })
    .min(1, OpsMessages.noNumbers)
    .max(MAX_SCAN_PARCELS, OpsMessages.tooManyNumbers(MAX_SCAN_PARCELS)),
  status: ScanStatusSchema,
  /** A city ("Vancouver, BC"): the public tracking page shows it, so never a street. */
  location: singleLineText('Location', OpsMessages.locationRequired)
    .trim()
    .min(1, OpsMessages.locationRequired)
    .max(100, 'Location must be at most 100 characters.'),
});
export type ScanRequest = z.output<typeof ScanRequestSchema>;
export type ScanInput = z.input<typeof ScanRequestSchema>;

/**
 * What became of one scanned number: recorded, not ours, not yet paid (no label, so not
 * shippable), or cancelled by its sender (refunded, so not to be moved).
 */
export const SCAN_OUTCOMES = ['RECORDED', 'UNKNOWN', 'NOT_PAID', 'CANCELLED'] as const;
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

export const ScanResultSchema = z.object({
  trackingNumber: z.string(),
  outcome: z.enum(SCAN_OUTCOMES),
  /** The parcel's status after the scan; null for an unknown number. */
  status: z.enum(ORDER_STATUSES).nullable(),
});
export type ScanResult = z.infer<typeof ScanResultSchema>;

/** One result per distinct number, in the order they were scanned. */
export const ScanResponseSchema = z.object({ results: z.array(ScanResultSchema) });
export type ScanResponse = z.infer<typeof ScanResponseSchema>;

/** GET /web/ops/shipments/{trackingNumber}: everything staff need about one parcel. */
export const OpsShipmentSchema = z.object({
  trackingNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  serviceCode: z.string(),
  serviceName: z.string(),
  /** What the customer pays, in cents. */
  priceCents: z.number().int(),
  /** e.g. '2 kg, 30 x 20 x 10 cm'. */
  parcel: z.string(),
  packageInstruction: z.string(),
  sender: PartyDetailsSchema,
  recipient: PartyDetailsSchema,
  /** How it was paid; null while unpaid. */
  paidWith: z.enum(PAYMENT_METHODS).nullable(),
  /** The shipper's account; null for a guest's shipment. */
  account: z
    .object({ email: z.string(), name: z.string(), billingType: BillingTypeSchema })
    .nullable(),
  /** Newest first, with who recorded each. */
  events: z.array(
    z.object({
      timestamp: z.iso.datetime({ offset: true }),
      status: z.enum(ORDER_STATUSES),
      description: z.string(),
      location: z.string(),
      source: z.enum(TRACKING_EVENT_SOURCES),
    }),
  ),
});
export type OpsShipment = z.infer<typeof OpsShipmentSchema>;

/** PUT /web/ops/accounts/billing: how an account pays from now on. */
export const BillingSwitchRequestSchema = z.object({
  email: EmailSchema,
  billingType: BillingTypeSchema,
});
export type BillingSwitchRequest = z.infer<typeof BillingSwitchRequestSchema>;

export const BillingSwitchResponseSchema = z.object({
  email: z.string(),
  name: z.string(),
  billingType: BillingTypeSchema,
  message: z.string(),
});
export type BillingSwitchResponse = z.infer<typeof BillingSwitchResponseSchema>;
