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

const FIRST_REFUND_RETRY_MS = 5 * 60_000;
const LONGEST_REFUND_RETRY_MS = 24 * 60 * 60_000;

/**
 * A card refund the provider did not make is asked for again 5 minutes after the first try,
 * then after twice the last wait each time, at most a day apart.
 */
export function refundRetryDelayMs(attemptsMade: number): number {
  return Math.min(
    FIRST_REFUND_RETRY_MS * 2 ** Math.max(attemptsMade - 1, 0),
    LONGEST_REFUND_RETRY_MS,
  );
}

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
