import { z } from 'zod';
import { singleLineText } from '../common/text.ts';
import { ORDER_STATUSES } from '../shipments/order-status.ts';
import { SCAN_STATUSES } from './tracking-events.ts';

/** The most events one signed call may carry; a carrier sends more in several calls. */
export const MAX_CARRIER_EVENTS = 100;

/** The headers of a signed carrier call (README, Partner carriers). */
export const CARRIER_TIMESTAMP_HEADER = 'x-maplepost-timestamp';
export const CARRIER_SIGNATURE_HEADER = 'x-maplepost-signature';

/**
 * A place on the public tracking page: a city and its province or state, such as 'Calgary, AB'.
 * No digits and no '@', so a street address, postal code, phone or email cannot be one.
 */
export const CityLocationSchema = singleLineText('location')
  .trim()
  .min(1, 'location is required: the city, e.g. "Calgary, AB"')
  .max(80, 'location is a city of at most 80 characters')
  .regex(/^[^\d@]+$/, 'location is a city, e.g. "Calgary, AB": no street, postal code or email');

/** One scan reported by a partner carrier. */
export const CarrierEventSchema = z.object({
  /** The carrier's own id for the event; the same id is applied once, however often it is sent. */
  eventId: z
    .string()
    .min(1, 'eventId is required')
    .max(100, 'eventId is at most 100 characters')
    .regex(/^[\x21-\x7e]+$/, 'eventId is printable ASCII without spaces'),
  trackingNumber: singleLineText('trackingNumber').min(1, 'trackingNumber is required').max(40),
  status: z.enum(SCAN_STATUSES, {
    error: `status must be one of ${SCAN_STATUSES.join(', ')}`,
  }),
  /**
   * What the customer reads; the status's usual wording when absent. Public like the location,
   * so it holds no digits or '@' either: no house number, postal code, phone or email.
   */
  description: singleLineText('description')
    .trim()
    .min(1, 'description is left out or holds words')
    .max(200, 'description is at most 200 characters')
    .regex(/^[^\d@]+$/, 'description is public: no digits or email, so no address or phone')
    .optional(),
  location: CityLocationSchema,
  occurredAt: z.iso.datetime({
    offset: true,
    error: 'occurredAt must be an ISO 8601 time with a zone, e.g. 2026-11-20T14:05:00Z',
  }),
});
export type CarrierEvent = z.infer<typeof CarrierEventSchema>;

/** POST /web/carrier/events. */
export const CarrierEventsRequestSchema = z.object({
  events: z
    .array(CarrierEventSchema)
    .min(1, 'events must hold at least one event')
    .max(MAX_CARRIER_EVENTS, `events holds at most ${MAX_CARRIER_EVENTS} events per call`),
});
export type CarrierEventsRequest = z.infer<typeof CarrierEventsRequestSchema>;

/** What became of a call's events: new, already known, or for a parcel we do not carry. */
export const CarrierEventsResultSchema = z.object({
  applied: z.number().int(),
  duplicates: z.number().int(),
  unknown: z.array(z.object({ eventId: z.string(), trackingNumber: z.string() })),
});
export type CarrierEventsResult = z.infer<typeof CarrierEventsResultSchema>;

/** GET /web/carrier/manifest: paid parcels not yet delivered, city-level places only. */
export const CarrierManifestSchema = z.object({
  shipments: z.array(
    z.object({
      trackingNumber: z.string(),
      status: z.enum(ORDER_STATUSES),
      /** 'Vancouver, BC': the sender's city. */
      originCity: z.string(),
      /** 'Toronto, ON': the receiver's city. */
      destinationCity: z.string(),
    }),
  ),
});
export type CarrierManifest = z.infer<typeof CarrierManifestSchema>;
