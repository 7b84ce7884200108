import {
  CardNonceSchema,
  ClientTokenSchema,
  PAYMENT_MODE,
  PaymentResultSchema,
  SavedCardsSchema,
  type SavedCardTokenizeRequest,
} from '#domain/checkout/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** The card payment provider named in the payment paths. */
export const PAYMENT_PROVIDER = 'sandbox';

/** The payment's cached answers: the provider's client token and the user's saved cards. */
export const paymentKeys = {
  all: ['payments'] as const,
  clientToken: () => [...paymentKeys.all, 'client-token'] as const,
  savedCards: () => [...paymentKeys.all, 'saved-cards'] as const,
};

/** The payment calls of spec section 7, and the provider's tokenize call for a saved card. */
export const paymentsApi = {
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
    apiRequest(`/payments/${PAYMENT_PROVIDER}/tokenize`, CardNonceSchema, {
      body: { clientToken, savedCardToken } satisfies SavedCardTokenizeRequest,
      allowUnauthenticated: true,
    }),
  /** Pays the shipping batch, form-encoded; invoice payment sends an empty nonce. */
  pay: (batchId: string, paymentNonce: string, saveCard: boolean) =>
    apiRequest(`/web/ship/payment/${encodeURIComponent(batchId)}`, PaymentResultSchema, {
      body: new URLSearchParams({
        paymentNonce,
        saveCard: String(saveCard),
        mode: PAYMENT_MODE,
      }),
    }),
};
