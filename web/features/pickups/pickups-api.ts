import { PickupSchema, type PickupRequest } from '#domain/pickups/pickup-schemas.ts';
import { OrderSenderSchema } from '#domain/shipments/order-sender.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** The pickup form's cached answers: the sender of the order it picks up. */
export const pickupKeys = {
  all: ['pickups'] as const,
  orderSender: (trackingNumber: string) =>
    [...pickupKeys.all, 'order-sender', trackingNumber] as const,
};

/** The pickup calls of spec section 7, and the order's sender the form starts from. */
export const pickupsApi = {
  orderSender: (trackingNumber: string, signal?: AbortSignal) =>
    apiRequest(`/web/order/${encodeURIComponent(trackingNumber)}`, OrderSenderSchema, { signal }),
  create: (pickup: PickupRequest) =>
    apiRequest('/web/pickup/create', PickupSchema, { body: pickup }),
};
