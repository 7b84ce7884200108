/**
 * The postMessage conversation between the checkout page and the payment vendor's hosted card
 * fields (an iframe). The page never sees the card: it asks the iframe to tokenize, and the
 * iframe answers a single-use nonce or the kind of failure. Both sides import these names so
 * they cannot drift apart.
 */
export const HostedFieldsMessage = {
  /** iframe -> page: the fields are loaded and can tokenize. */
  ready: 'maplepost-sandbox-ready',
  /** page -> iframe: tokenize what was typed; carries a requestId the answer repeats. */
  tokenize: 'maplepost-sandbox-tokenize',
  /** iframe -> page: the card became a nonce. */
  nonce: 'maplepost-sandbox-nonce',
  /** iframe -> page: tokenizing failed; carries a HostedFieldsFailure. */
  failed: 'maplepost-sandbox-failed',
  /** iframe -> page: the user pressed Enter in a card field, as if pressing Pay. */
  submitRequested: 'maplepost-sandbox-submit-requested',
  /** iframe -> page: the form's height in CSS pixels changed; the page sizes the iframe to it. */
  resize: 'maplepost-sandbox-resize',
} as const;

/**
 * Why tokenizing failed: the card details were refused (the iframe names each field at fault), the
 * form's client token expired, or the vendor could not be reached.
 */
export const HOSTED_FIELDS_FAILURES = ['card', 'expired', 'unavailable'] as const;
export type HostedFieldsFailure = (typeof HOSTED_FIELDS_FAILURES)[number];
