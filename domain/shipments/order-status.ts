/** Every order status of spec section 4, in the order a parcel usually passes through them. */
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
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A shipping batch is open until it is paid, and paid at most once. */
export const BATCH_STATUSES = ['OPEN', 'PAID'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const PAYMENT_METHODS = ['CARD', 'INVOICE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
