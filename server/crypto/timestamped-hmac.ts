import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256, keyed with the shared secret, of `<timestamp>.<body>`: the time is signed with
 * the body, so a captured call or delivery cannot be sent again later under a new time. The
 * carrier's calls to us and our webhook deliveries are signed this way.
 */
export function timestampedHmac(secret: string, timestamp: number | string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
}

/** True when `hex`, 64 hex digits, is that HMAC; compared in a time that tells nothing of where they differ. */
export function matchesTimestampedHmac(
  hex: string,
  secret: string,
  timestamp: number | string,
  body: string,
): boolean {
  // 64 hex digits are the HMAC's 32 bytes: timingSafeEqual needs both the same length.
  return timingSafeEqual(Buffer.from(hex, 'hex'), timestampedHmac(secret, timestamp, body));
}

/** True when a signed unix-seconds timestamp is within `toleranceSeconds` of `now`, either way. */
export const isFreshTimestamp = (timestamp: number, now: Date, toleranceSeconds: number) =>
  Math.abs(now.getTime() / 1000 - timestamp) <= toleranceSeconds;
