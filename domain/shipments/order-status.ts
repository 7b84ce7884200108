/**
 * Every order status of spec section 4, in the order a parcel usually passes through them, and
 * CANCELLED: the sender called the shipment off before the carrier had it (docs/decisions/024).
 */
export const ORDER_STATUSES = [
  'ORDER_CREATED',
  'LABEL_CREATED',
  'PICKUP_SCHEDULED',
  'PICKED_UP',
  'SHIPPED',
  'AT_WAREHOUSE',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A paid shipment can be cancelled until the carrier has it: its label is made and a pickup may
 * be booked, but nobody has picked it up or scanned it yet.
 */
export const CANCELLABLE_STATUSES = [
  'LABEL_CREATED',
  'PICKUP_SCHEDULED',
] as const satisfies readonly OrderStatus[];

export const isCancellable = (status: string): boolean =>
  (CANCELLABLE_STATUSES as readonly string[]).includes(status);

/** A shipping batch is open until it is paid, and paid at most once. */
export const BATCH_STATUSES = ['OPEN', 'PAID'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const PAYMENT_METHODS = ['CARD', 'INVOICE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
