/** What our server asks of a card payment vendor; the sandbox provider implements it offline. */
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

export type SavedCard = { token: string; brand: string; last4: string };

export type PaymentProvider = {
  /** The path segment of GET /web/payment/{provider}/clientToken. */
  name: string;
  /** A short-lived token that lets the browser load the hosted card fields. */
  createClientToken(mode: 'sandbox', customerId: string | null): string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  listSavedCards(customerId: string): Promise<SavedCard[]>;
};
