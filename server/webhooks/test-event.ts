import { WEBHOOK_TEST_EVENT_TYPE, type WebhookTestResult } from '#domain/webhooks/schemas.ts';
import type { SecretSealer } from '../crypto/sealed-secrets.ts';
import type { EndpointRow } from './queries.ts';
import { sendWebhook, type SendSettings } from './send-webhook.ts';
import { createEventId } from './signature.ts';

/**
 * Sends the endpoint a `webhook.test` event now, signed as any delivery, and answers how it
 * went: a check of the receiver's address and signature code that logs nothing and is not
 * retried. It names the endpoint only, no shipment.
 */
export async function sendTestEvent(
  { sealer, send, now }: { sealer: SecretSealer; send: SendSettings; now: () => Date },
  endpoint: EndpointRow,
): Promise<WebhookTestResult> {
  const at = now();
  const eventId = createEventId();
  const body = JSON.stringify({
    id: eventId,
    type: WEBHOOK_TEST_EVENT_TYPE,
    createdAt: at.toISOString(),
    data: { endpointId: endpoint.id, url: endpoint.url },
  });
  return sendWebhook(send, {
    url: endpoint.url,
    eventId,
    body,
    secret: sealer.open(endpoint.sealedSecret),
    at,
  });
}
