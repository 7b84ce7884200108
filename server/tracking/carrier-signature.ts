import {
  isFreshTimestamp,
  matchesTimestampedHmac,
  timestampedHmac,
} from '../crypto/timestamped-hmac.ts';

/** How far a signed call's timestamp may be from our clock, either way: a captured call dies with it. */
export const CARRIER_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/i;

/**
 * The signature of a carrier call: `sha256=` and the hex HMAC-SHA256, keyed with the shared
 * secret, of `${timestamp}.${rawBody}`; a GET signs an empty body. The partner computes the same.
 */
export function signCarrierRequest(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${timestampedHmac(secret, timestamp, rawBody).toString('hex')}`;
}

export const CarrierSignatureMessages = {
  missing:
    'Sign the request: the X-Maplepost-Timestamp (unix seconds) and X-Maplepost-Signature (sha256=<hex>) headers are required.',
  badTimestamp: 'X-Maplepost-Timestamp must be whole unix seconds.',
  stale:
    'X-Maplepost-Timestamp is more than 5 minutes from our clock: sign the request again with the current time.',
  badSignature:
    'X-Maplepost-Signature does not match: it must be sha256= and the hex HMAC-SHA256 of "{timestamp}.{raw body}" with the shared secret.',
} as const;

export type SignedCarrierRequest = {
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
};

/** Null when the call is signed with the secret within the time window; otherwise why not. */
export function carrierSignatureProblem(
  secret: string,
  request: SignedCarrierRequest,
  now: Date,
): string | null {
  const { timestamp, signature, rawBody } = request;
  if (!timestamp || !signature) return CarrierSignatureMessages.missing;
  if (!/^\d{1,12}$/.test(timestamp)) return CarrierSignatureMessages.badTimestamp;
  if (!isFreshTimestamp(Number(timestamp), now, CARRIER_SIGNATURE_TOLERANCE_SECONDS)) {
    return CarrierSignatureMessages.stale;
  }
  const given = SIGNATURE_PATTERN.exec(signature.trim())?.[1];
  if (!given) return CarrierSignatureMessages.badSignature;
  return matchesTimestampedHmac(given, secret, timestamp, rawBody)
    ? null
    : CarrierSignatureMessages.badSignature;
}
