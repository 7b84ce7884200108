import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { PickupSchema, type PickupRequest } from '#domain/pickups/pickup-schemas.ts';
import {
  BatchStatusSchema,
  OrderSenderSchema,
  PaymentResultSchema,
} from '#domain/shipments/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** Payment mode is hard-coded to sandbox (spec section 9). */
export const PAYMENT_MODE = 'sandbox';
/** The card payment provider named in the client-token path. */
export const PAYMENT_PROVIDER = 'sandbox';

const ClientTokenSchema = z.object({ clientToken: z.string() });
const LabelUrlSchema = z.object({ url: z.string() });
const SavedCardsSchema = z.array(
  z.object({ token: z.string(), brand: z.string(), last4: z.string() }),
);
const NonceSchema = z.object({ nonce: z.string(), brand: z.string(), last4: z.string() });
export type SavedCard = z.infer<typeof SavedCardsSchema>[number];

/** GET /web/ship/status/{batchId} as one query, for useQuery and fetchQuery alike. */
export const batchStatusQuery = (batchId: string) =>
  queryOptions({
    queryKey: ['checkout', 'batch-status', batchId] as const,
    queryFn: ({ signal }) => checkoutApi.batchStatus(batchId, signal),
  });
export const orderSenderKey = (trackingNumber: string) =>
  ['checkout', 'order-sender', trackingNumber] as const;

/** The checkout, payment, pickup and label calls of spec section 7. */
export const checkoutApi = {
  batchStatus: (batchId: string, signal?: AbortSignal) =>
    apiRequest(`/web/ship/status/${encodeURIComponent(batchId)}`, BatchStatusSchema, { signal }),
  orderSender: (trackingNumber: string, signal?: AbortSignal) =>
    apiRequest(`/web/order/${encodeURIComponent(trackingNumber)}`, OrderSenderSchema, { signal }),
  clientToken: (signal?: AbortSignal) =>
    apiRequest(
      `/web/payment/${PAYMENT_PROVIDER}/clientToken?mode=${PAYMENT_MODE}`,
      ClientTokenSchema,
      { signal },
    ),
  savedCards: (signal?: AbortSignal) =>
    apiRequest(`/web/payment/${PAYMENT_PROVIDER}/savedCards`, SavedCardsSchema, { signal }),
  /**
   * A nonce for a saved card, from the provider's tokenize endpoint. Its 401 means the client
   * token expired, not the session, so it must not send the user to log in.
   */
  tokenizeSavedCard: (clientToken: string, savedCardToken: string) =>
    apiRequest(`/payments/${PAYMENT_PROVIDER}/tokenize`, NonceSchema, {
      body: { clientToken, savedCardToken },
      allowUnauthenticated: true,
    }),
  /** Form-encoded; invoice payment sends an empty nonce. */
  pay: (batchId: string, paymentNonce: string, saveCard: boolean) =>
    apiRequest(`/web/ship/payment/${encodeURIComponent(batchId)}`, PaymentResultSchema, {
      body: new URLSearchParams({
        paymentNonce,
        saveCard: String(saveCard),
        mode: PAYMENT_MODE,
      }),
    }),
  createPickup: (pickup: PickupRequest) =>
    apiRequest('/web/pickup/create', PickupSchema, { body: pickup }),
  labelUrl: (trackingNumber: string) =>
    apiRequest(`/web/label/${encodeURIComponent(trackingNumber)}`, LabelUrlSchema),
};
