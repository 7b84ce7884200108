import { z } from 'zod';
import type { OrderStatus } from './order-status.ts';

/** An unpaid order older than this many days is discarded by the daily sweep. */
export const UNPAID_ORDER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An order is unpaid while it is ORDER_CREATED: checkout moves it to LABEL_CREATED when paid. */
export const isUnpaid = (status: OrderStatus): boolean => status === 'ORDER_CREATED';

/** Unpaid orders created before this instant are old enough to discard: UNPAID_ORDER_DAYS before `now`. */
export const unpaidDiscardCutoff = (now: Date): Date =>
  new Date(now.getTime() - UNPAID_ORDER_DAYS * DAY_MS);

/** POST /web/order/{trackingNumber}/discard: the order, discarded (again, when it already was). */
export const DiscardedOrderSchema = z.object({
  trackingNumber: z.string(),
  discardedAt: z.iso.datetime({ offset: true }),
});
export type DiscardedOrder = z.infer<typeof DiscardedOrderSchema>;

/** POST /web/batch/discard-unpaid/{batchId}: how many of the batch's unpaid orders were discarded now. */
export const DiscardedBatchOrdersSchema = z.object({
  discarded: z.number().int().min(0),
  /** Unpaid orders kept because their checkout's payment is under way. */
  inPayment: z.number().int().min(0),
});
export type DiscardedBatchOrders = z.infer<typeof DiscardedBatchOrdersSchema>;

export const DiscardMessages = {
  paid: (trackingNumber: string) =>
    `Order ${trackingNumber} has been paid, so it cannot be discarded. A paid shipment can be cancelled before pickup instead.`,
  inPayment: (trackingNumber: string) =>
    `Order ${trackingNumber} cannot be discarded while its payment is in progress.`,
} as const;
