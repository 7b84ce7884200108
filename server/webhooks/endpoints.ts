import {
  MAX_WEBHOOK_ENDPOINTS_PER_ACCOUNT,
  WebhookMessages as Messages,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '#domain/webhooks/schemas.ts';
import type { SecretSealer } from '../crypto/sealed-secrets.ts';
import type { Database } from '../db/client.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { RefusedAddressError, resolveDeliverable } from './address-policy.ts';
import { insertEndpointWithin, type DeliveryRow, type EndpointRow } from './queries.ts';
import type { SendSettings } from './send-webhook.ts';
import { createSigningSecret } from './signature.ts';

export const endpointOf = (row: EndpointRow): WebhookEndpoint => ({
  endpointId: row.id,
  url: row.url,
  events: row.events,
  enabled: row.disabledAt === null,
  disabledReason: row.disabledReason,
  createdAt: row.createdAt.toISOString(),
  failingSince: row.failingSince?.toISOString() ?? null,
});

export const deliveryOf = (row: DeliveryRow): WebhookDelivery => ({
  deliveryId: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

/**
 * Registers an endpoint with a new signing secret, sealed. Its address is checked now as every
 * delivery will check it again: a refused one is a 400 on the url field, with the reason.
 */
export async function createEndpoint(
  { db, sealer, send }: { db: Database; sealer: SecretSealer; send: SendSettings },
  userId: string,
  { url, events }: { url: string; events: WebhookEventType[] },
): Promise<EndpointRow> {
  try {
    await resolveDeliverable(new URL(url), send.policy, send.resolveHost);
  } catch (error) {
    if (error instanceof RefusedAddressError) throw badRequest(error.message, 'url');
    throw error;
  }
  const row = await insertEndpointWithin(
    db,
    { userId, url, events, sealedSecret: sealer.seal(createSigningSecret()) },
    MAX_WEBHOOK_ENDPOINTS_PER_ACCOUNT,
  );
  if (!row) throw conflict(Messages.tooManyEndpoints);
  return row;
}
