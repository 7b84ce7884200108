import { z } from 'zod';
import { CustomsDeclarationResponseSchema } from '../customs/customs-response.ts';
import { BookedPickupSchema } from '../pickups/pickup-schemas.ts';
import { EtaSchema } from '../rates/schemas.ts';
import { PAYMENT_METHODS } from '../shipments/order-status.ts';

/** One order of a shipping batch as checkout lists it; finalDue in dollars with two decimals. */
export const BatchOrderSchema = z.object({
  trackingNumber: z.string(),
  serviceCode: z.string(),
  serviceDescription: z.string(),
  eta: EtaSchema,
  recipientName: z.string(),
  recipientCity: z.string(),
  recipientProvince: z.string(),
  finalDue: z.number(),
  /** What was declared for a parcel that crosses the border; null for a domestic one. */
  customs: CustomsDeclarationResponseSchema.nullable(),
  /** Whether its commercial invoice can be downloaded now (domain/customs/commercial-invoice.ts). */
  hasCommercialInvoice: z.boolean(),
});

/** A place that takes the sender's parcels, and how far it is from the sender's postal area (0: in it). */
export const DropOffLocationSchema = z.object({
  name: z.string(),
  /** Street, city, province or state, and the postal code where we have it, on one line. */
  address: z.string(),
  distanceKm: z.number().int().nonnegative(),
});
export type DropOffLocation = z.infer<typeof DropOffLocationSchema>;

/** GET /web/ship/status/{batchId}: what checkout shows; totalCost in dollars with two decimals. */
export const BatchStatusSchema = z.object({
  shippingBatchId: z.string(),
  validRequests: z.array(BatchOrderSchema),
  totalCost: z.number(),
  pickupEligible: z.boolean(),
  /** The nearest few within reach of the sender (domain/shipments/drop-off-reach.ts), nearest first. */
  dropOffLocations: z.array(DropOffLocationSchema),
  /** The nearest of all however far, which checkout names when none is within reach; null when the sender's postal area is unknown. */
  nearestDropOffLocation: DropOffLocationSchema.nullable(),
  paid: z.boolean(),
  /** How a paid batch was paid; null until then. */
  paidWith: z.enum(PAYMENT_METHODS).nullable(),
  /** The pickup booked for a paid batch; null when its parcels are dropped off. */
  pickup: BookedPickupSchema.nullable(),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
});
export type BatchStatus = z.infer<typeof BatchStatusSchema>;
