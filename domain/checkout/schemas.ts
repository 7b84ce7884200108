import { z } from 'zod';
import { PAYMENT_METHODS } from '../shipments/order-status.ts';

/** Payments run in the vendor's sandbox mode only (spec section 9). */
export const PAYMENT_MODE = 'sandbox';
export type PaymentMode = typeof PAYMENT_MODE;
const PaymentModeSchema = z.literal(PAYMENT_MODE, 'Payment mode must be sandbox.');

/** GET /web/payment/{provider}/clientToken?mode=sandbox */
export const ClientTokenQuerySchema = z.object({ mode: PaymentModeSchema });

/** Its answer: a short-lived token that lets the browser load the provider's hosted card fields. */
export const ClientTokenSchema = z.object({ clientToken: z.string() });

/** What a page may show of a card: its brand and last four digits, never its number. */
const CardSummarySchema = z.object({ brand: z.string(), last4: z.string() });

/** A card the provider keeps for the customer, named by the provider's token. */
export const SavedCardSchema = z.object({ token: z.string(), ...CardSummarySchema.shape });
export type SavedCard = z.infer<typeof SavedCardSchema>;

/** GET /web/payment/{provider}/savedCards: the signed-in user's saved cards, oldest first; none for a guest. */
export const SavedCardsSchema = z.array(SavedCardSchema);

/** POST /payments/{provider}/tokenize for a saved card: the page asks the provider for a nonce of it. */
export const SavedCardTokenizeRequestSchema = z.object({
  clientToken: z.string(),
  savedCardToken: z.guid('Please choose a saved card.'),
});
export type SavedCardTokenizeRequest = z.infer<typeof SavedCardTokenizeRequestSchema>;

/** The provider's tokenize answer: a single-use nonce for the card, and what the page may show of it. */
export const CardNonceSchema = z.object({ nonce: z.string(), ...CardSummarySchema.shape });
export type CardNonce = z.infer<typeof CardNonceSchema>;

/** POST /web/ship/payment/{batchId}, form-encoded (spec section 7): a card nonce, or an empty nonce to pay by invoice. */
export const PaymentRequestSchema = z.object({
  paymentNonce: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value ?? ''),
  saveCard: z
    .union([z.boolean(), z.enum(['true', 'false', 'on', ''])])
    .optional()
    .transform((value) => value === true || value === 'true' || value === 'on'),
  mode: PaymentModeSchema,
});
export type PaymentRequest = z.output<typeof PaymentRequestSchema>;

/** The answer of a successful payment; amount in dollars with two decimals. */
export const PaymentResultSchema = z.object({
  shippingBatchId: z.string(),
  paid: z.literal(true),
  paymentMethod: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  trackingNumbers: z.array(z.string()),
  /** Set when the card was saved for the next checkout. */
  savedCardToken: z.string().optional(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;
