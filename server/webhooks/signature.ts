import { randomBytes } from 'node:crypto';
import {
  isFreshTimestamp,
  matchesTimestampedHmac,
  timestampedHmac,
} from '../crypto/timestamped-hmac.ts';

/** The header a delivery is signed in, in the style of Stripe's: `t=<unix seconds>,v1=<hex>`. */
export const SIGNATURE_HEADER = 'Maplepost-Signature';
/** The event's id, the same on every attempt and endpoint: receivers drop an id seen before. */
export const EVENT_ID_HEADER = 'Maplepost-Event-Id';
/** How old a signed timestamp a receiver should still accept: a captured delivery dies with it. */
export const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

/** A new event id: `evt_` and 128 random bits, the same on every delivery of the event. */
export const createEventId = () => `evt_${randomBytes(16).toString('hex')}`;

/** A new signing secret: `whsec_` (recognisable to people and secret scanners) and 256 random bits. */
export const createSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The signature header's value: v1 is the hex HMAC-SHA256, keyed with the secret, of `<t>.<raw body>`. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${timestampedHmac(secret, timestamp, body).toString('hex')}`;
}

/**
 * True when the header signs this raw body with the secret, within `toleranceSeconds` of `now`.
 * Any v1 may match (a receiver rolling secrets gets one per secret). What a receiver runs; our
 * tests verify deliveries with it.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  { now = new Date(), toleranceSeconds = DEFAULT_TOLERANCE_SECONDS } = {},
): boolean {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([name]) => name === 't').map(([, value]) => value ?? '');
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0]!)) return false;
  const timestamp = Number(timestamps[0]);
  if (!isFreshTimestamp(timestamp, now, toleranceSeconds)) return false;
  return parts.some(
    ([name, value]) =>
      name === 'v1' &&
      /^[0-9a-f]{64}$/.test(value ?? '') &&
      matchesTimestampedHmac(value!, secret, timestamp, body),
  );
}
