import { queryOptions } from '@tanstack/react-query';
import { PickupSchema, type PickupRequest } from '#domain/pickups/pickup-schemas.ts';
import { BatchStatusSchema, OrderSenderSchema } from '#domain/shipments/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** GET /web/ship/status/{batchId} as one query, for useQuery and fetchQuery alike. */
export const batchStatusQuery = (batchId: string) =>
  queryOptions({
    queryKey: ['checkout', 'batch-status', batchId] as const,
    queryFn: ({ signal }) => checkoutApi.batchStatus(batchId, signal),
  });
export const orderSenderKey = (trackingNumber: string) =>
  ['checkout', 'order-sender', trackingNumber] as const;

/** The checkout and pickup calls of spec section 7; paying is in payments-api.ts. */
export const checkoutApi = {
  batchStatus: (batchId: string, signal?: AbortSignal) =>
    apiRequest(`/web/ship/status/${encodeURIComponent(batchId)}`, BatchStatusSchema, { signal }),
  orderSender: (trackingNumber: string, signal?: AbortSignal) =>
    apiRequest(`/web/order/${encodeURIComponent(trackingNumber)}`, OrderSenderSchema, { signal }),
  createPickup: (pickup: PickupRequest) =>
    apiRequest('/web/pickup/create', PickupSchema, { body: pickup }),
};
