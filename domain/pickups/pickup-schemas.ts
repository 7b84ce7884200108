import { z } from 'zod';
import { multiLineText, singleLineText } from '#domain/common/text.ts';
import { normalizeTrackingNumber } from '#domain/tracking/tracking-number.ts';

const MAX_NOTES_LENGTH = 500;

/** Optional text: absent or null reads as '', so the address rule can tell blank from filled. One line unless `lines` says otherwise. */
const text = (label: string, max: number, lines = singleLineText) =>
  lines(label)
    .trim()
    .max(max, `Each pickup field must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value ?? '');

/**
 * POST /web/pickup/create (spec sections 3 and 7). Blank address fields mean "at the sender's
 * address"; the date and times are checked by checkPickupWindow, the address by resolvePickupAddress.
 */
export const PickupRequestSchema = z.object({
  shippingBatchId: z.string().trim().min(1, 'shippingBatchId is required.'),
  trackingNumbers: z
    .array(singleLineText('Tracking number').trim().max(40).transform(normalizeTrackingNumber))
    .min(1, 'Choose at least one order for the pickup.')
    .max(100),
  address: text('Address', 100),
  unitNumber: text('Unit number', 50),
  city: text('City', 100),
  province: text('Province', 100),
  postalCode: text('Postal code', 10),
  contactName: text('Contact name', 100),
  contactPhone: text('Contact phone', 30),
  contactEmail: text('Contact email', 254),
  // Loose lengths: checkPickupWindow answers a wrong date or time with the message the form shows.
  requestedDate: text('Pickup date', 20),
  earliestTime: text('Earliest time', 20),
  latestTime: text('Latest time', 20),
  // The notes for the driver are a text area: the one pickup field that holds line breaks.
  notes: text('Notes for the driver', MAX_NOTES_LENGTH, multiLineText),
});
export type PickupRequest = z.output<typeof PickupRequestSchema>;

/** A booked pickup: where, when and whom to ask for (also part of the paid batch's status). */
export const BookedPickupSchema = z.object({
  pickupId: z.string(),
  address: z.string(),
  unitNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  requestedDate: z.string(),
  earliestTime: z.string(),
  latestTime: z.string(),
  notes: z.string(),
});
export type BookedPickup = z.infer<typeof BookedPickupSchema>;

/** POST /web/pickup/create's answer: the booked pickup, its batch and the orders it collects. */
export const PickupSchema = BookedPickupSchema.extend({
  shippingBatchId: z.string(),
  trackingNumbers: z.array(z.string()),
});
export type Pickup = z.infer<typeof PickupSchema>;
