import { createHash, randomBytes } from 'node:crypto';

/** A fresh 32-byte random secret, URL- and cookie-safe, for session and guest cookies, reset links and payment nonces. */
export function createSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What we store instead of a secret token: its SHA-256. A leaked table then holds nothing
 * that can be replayed, and a 256-bit random token needs no salt or slow hash.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
