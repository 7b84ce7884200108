import { z } from 'zod';
import { PAYMENT_METHODS } from './order-status.ts';

/** What cancelling says (its own, so the pages that never cancel do not download it). */
export const CancellationMessages = {
  notPaid: 'This shipment has not been paid, so there is nothing to cancel.',
  tooLate: 'This shipment can no longer be cancelled: the carrier already has it.',
  nothingToPickUp: (trackingNumber: string) =>
    `Order ${trackingNumber} was cancelled, so there is nothing to pick up.`,
} as const;

/** A cancelled card payment's refund is REFUNDED once the provider made it, PENDING until then. */
export const REFUND_STATES = ['REFUNDED', 'PENDING'] as const;

/**
 * A shipment cancelled before pickup, as POST /web/order/{trackingNumber}/cancel and POST
 * /api/v1/shipments/{trackingNumber}/cancel answer it; money in dollars with two decimals.
 */
export const CancellationSchema = z.object({
  trackingNumber: z.string(),
  status: z.literal('CANCELLED'),
  cancelledAt: z.iso.datetime({ offset: true }),
  refund: z.object({
    /** CARD: back to the card it was paid with; INVOICE: taken off the monthly invoice. */
    method: z.enum(PAYMENT_METHODS),
    amount: z.number(),
    state: z.enum(REFUND_STATES),
  }),
});
export type Cancellation = z.infer<typeof CancellationSchema>;
