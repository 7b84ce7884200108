import { z } from 'zod';
import { PickupSchema, type PickupRequest } from '#domain/shipments/pickup-schemas.ts';
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

export const batchStatusKey = (batchId: string) => ['checkout', 'batch-status', batchId] as const;
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
