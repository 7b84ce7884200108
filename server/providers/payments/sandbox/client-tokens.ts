import { createHmac, timingSafeEqual } from 'node:crypto';

// Long enough to type a card, short enough that a leaked token is soon worthless.
export const CLIENT_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

export type ClientTokenClaims = { customerId: string | null; expiresAt: number };

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** A signed, short-lived token naming the customer; any API node with the secret can check it. */
export function createClientToken(secret: string, customerId: string | null, now: Date): string {
  const claims: ClientTokenClaims = {
    customerId,
    expiresAt: now.getTime() + CLIENT_TOKEN_LIFETIME_MS,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a genuine, unexpired token; null otherwise. */
export function verifyClientToken(
  secret: string,
  token: string,
  now: Date,
): ClientTokenClaims | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as ClientTokenClaims;
  return claims.expiresAt > now.getTime() ? claims : null;
}
