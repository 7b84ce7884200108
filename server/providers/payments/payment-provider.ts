import type { CardNonce, PaymentMode, SavedCard } from '#domain/checkout/schemas.ts';

/** One charge of a card the hosted fields turned into a nonce. */
export type ChargeRequest = {
  /** The single-use nonce the hosted fields gave the browser. */
  nonce: string;
  amountCents: number;
  /** A repeated key answers the earlier approved charge instead of charging again. */
  idempotencyKey: string;
  /** Keep the card (as a vendor token, never the number) for this customer's next checkout. */
  saveCard: boolean;
  /** The signed-in user; null for a guest, whose card is never saved. */
  customerId: string | null;
};

export type ChargeResult =
  | { status: 'APPROVED'; reference: string; savedCardToken?: string }
  | { status: 'DECLINED'; reference: string | null; declineMessage: string };

/** Giving back part or all of an approved charge. */
export type RefundRequest = {
  /** The approved charge's reference, as charge() answered it. */
  chargeReference: string;
  amountCents: number;
  /** A repeated key answers the earlier refund instead of refunding again. */
  idempotencyKey: string;
};

export type RefundResult =
  { status: 'REFUNDED'; reference: string } | { status: 'FAILED'; failureMessage: string };

/**
 * What our server asks of a card payment vendor; the sandbox provider implements it offline.
 * Our /web/payment/* routes (server/checkout/) and checkout's charge speak only to this, so a
 * second vendor implements it and brings its own pages, never a copy of our routes.
 */
export type PaymentProvider = {
  /** The {provider} segment of our /web/payment/{provider}/... paths. */
  name: string;
  /**
   * A short-lived token that lets the browser load the hosted card fields. Asynchronous: a
   * hosted vendor issues it over the network.
   */
  createClientToken(mode: PaymentMode, customerId: string | null): Promise<string>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * What became of the charge asked for under this idempotency key: the approved charge if there
   * is one, else the decline, or null when the provider never received it (a vendor's look-up
   * of a charge by its idempotency key, for a request that stopped before hearing the answer).
   */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  /** Refunds at most what is left of the charge; FAILED says why nothing was refunded. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * A single-use nonce for one of the customer's saved cards, made on the server (as a vendor's
   * vault does), for charges with no browser at hand; null when the card is not theirs.
   */
  tokenizeSavedCard(customerId: string, token: string): Promise<CardNonce | null>;
  /** The customer's saved cards, oldest first. */
  listSavedCards(customerId: string): Promise<SavedCard[]>;
  /** Forgets every saved card of the customer (their account is being deleted). */
  deleteSavedCards(customerId: string): Promise<void>;
};
