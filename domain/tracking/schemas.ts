import { z } from 'zod';
import { CustomsDeclarationResponseSchema } from '../customs/customs-response.ts';
import { ORDER_STATUSES } from '../shipments/order-status.ts';
import { TrackingMessages } from './messages.ts';
import { normalizeTrackingNumber } from './tracking-number.ts';

/** One line of a parcel's timeline; the place is a city, never a street or a person. */
export const TrackingEventSchema = z.object({
  timestamp: z.iso.datetime({ offset: true }),
  description: z.string(),
  location: z.string(),
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

/** A parcel's tracking as anyone with its number sees it (spec section 3, Tracking info): nothing personal. */
export const PublicTrackingInfoSchema = z.object({
  trackingNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  lastUpdateTime: z.iso.datetime({ offset: true }),
  /** A calendar day 'YYYY-MM-DD' in Vancouver; null when the service promises none. */
  estimatedDeliveryDate: z.string().nullable(),
  /** Newest first. */
  events: z.array(TrackingEventSchema),
});

/**
 * GET /web/tracking/{trackingNumber}: the public tracking, and the customs declaration only when
 * the signed-in viewer owns the parcel and it crosses the border (decision 030): what it holds
 * and is worth is the sender's business, not every visitor's.
 */
export const TrackingInfoSchema = PublicTrackingInfoSchema.extend({
  customs: CustomsDeclarationResponseSchema.optional(),
});
export type TrackingInfo = z.infer<typeof TrackingInfoSchema>;

/** The error answer of the tracking call (spec section 7): the text is in errorMessage. */
export const TrackingErrorSchema = z.object({ errorMessage: z.string() });

/**
 * A tracking number looked up by hand (the tracking page's search, staff's lookup): spaces and
 * case do not matter, and an empty box is asked to be filled.
 */
export const TrackingLookupSchema = z.object({
  trackingNumber: z
    .string()
    .transform(normalizeTrackingNumber)
    .pipe(z.string().min(1, { error: TrackingMessages.numberMissing })),
});
