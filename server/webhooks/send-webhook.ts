import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import {
  RefusedAddressError,
  resolveDeliverable,
  type AddressPolicy,
  type ResolveHost,
} from './address-policy.ts';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from './signature.ts';

export type SendSettings = {
  policy: AddressPolicy;
  resolveHost: ResolveHost;
  /** How long an attempt may take, from connecting to the answer's status line. */
  timeoutMs: number;
};

export type SendResult = { delivered: boolean; statusCode: number | null; error: string | null };

export type WebhookRequest = {
  url: string;
  eventId: string;
  body: string;
  secret: string;
  at: Date;
};

/** A lookup that answers the address already checked, whatever the name: no second resolution. */
const pinnedLookup =
  ({ address, family }: LookupAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

/** Why an attempt got no answer, in words for the delivery log (never the request's headers). */
function failureOf(error: unknown, timeoutMs: number): string {
  if (error instanceof RefusedAddressError) return error.message;
  const { code, name, message } = error as NodeJS.ErrnoException;
  if (name === 'TimeoutError' || name === 'AbortError')
    return `No answer within ${timeoutMs / 1000} s.`;
  if (code === 'ECONNREFUSED') return 'The connection was refused.';
  if (code === 'ECONNRESET') return 'The connection was closed before an answer.';
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) return `TLS failed: ${code}.`;
  return code ? `Could not connect: ${code}.` : message;
}

/**
 * POSTs one signed delivery, connecting only to an address the policy allows, checked now (so an
 * endpoint whose name has come to point inside our network since it was registered is refused
 * too). A 2xx answer is a success; redirects are not followed, and count as failures.
 */
export async function sendWebhook(
  { policy, resolveHost, timeoutMs }: SendSettings,
  { url, eventId, body, secret, at }: WebhookRequest,
): Promise<SendResult> {
  const target = new URL(url);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const address = await resolveDeliverable(target, policy, resolveHost);
    const options: RequestOptions = {
      method: 'POST',
      signal,
      lookup: pinnedLookup(address),
      // A fresh connection each time: a pooled one may lead to an address checked long ago.
      agent: false,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Maplepost-Webhooks/1.0',
        [SIGNATURE_HEADER]: signatureHeader(secret, body, at),
        [EVENT_ID_HEADER]: eventId,
      },
    };
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const statusCode = await new Promise<number>((resolve, reject) => {
      const outgoing = send(target, options, (response) => {
        // The answer's body tells us nothing: read and dropped, so the connection can close.
        response.resume();
        // Cut off by the timeout after its status line: the status stands.
        response.on('error', () => {});
        resolve(response.statusCode ?? 0);
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    const delivered = statusCode >= 200 && statusCode < 300;
    return { delivered, statusCode, error: null };
  } catch (error) {
    return { delivered: false, statusCode: null, error: failureOf(error, timeoutMs) };
  }
}
