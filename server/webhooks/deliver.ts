import type { Database } from '../db/client.ts';
import type { SecretSealer } from '../crypto/sealed-secrets.ts';
import { insertOutboxMail } from '../providers/mail/queries.ts';
import { endpointDisabledMail } from './disabled-mail.ts';
import { WebhookMessages as Messages } from '#domain/webhooks/schemas.ts';
import {
  disableFailingEndpoint,
  findDeliveryToSend,
  markNotSent,
  recordAttempt,
} from './queries.ts';
import type { DeliveryHandler } from './queue.ts';
import { sendWebhook, type SendSettings } from './send-webhook.ts';

export type DeliverDependencies = {
  db: Database;
  now: () => Date;
  sealer: SecretSealer;
  send: SendSettings;
  publicUrl: string;
};

/** Tells pg-boss that the attempt failed and a retry is due; the log already has the reason. */
class AttemptFailed extends Error {}

/**
 * The job of one delivery attempt: sends the event as stored, writes the attempt to the log, and
 * throws after a failure so that pg-boss retries it with backoff. The last of a delivery's
 * automatic attempts failing, with no delivery to the endpoint succeeding since that one was
 * made, means about a day without one success: the endpoint is switched off and its owner told,
 * in the same transaction. A resend asked for by the owner is one attempt and switches nothing off.
 */
export function createDeliveryHandler({
  db,
  now,
  sealer,
  send,
  publicUrl,
}: DeliverDependencies): DeliveryHandler {
  return async ({ deliveryId, manual }, { last }) => {
    const found = await findDeliveryToSend(db, deliveryId);
    // Deleted with its endpoint.
    if (!found) return;
    // Switched off, which stops its deliveries but for a resend its owner asks for.
    if (found.endpoint.disabledAt && !manual) {
      return markNotSent(db, deliveryId, Messages.notSentEndpointOff);
    }
    const { delivery, endpoint } = found;
    const at = now();
    const result = await sendWebhook(send, {
      url: endpoint.url,
      eventId: delivery.eventId,
      body: delivery.payload,
      secret: sealer.open(endpoint.sealedSecret),
      at,
    });
    const attempt = { ...result, deliveryId, endpointId: endpoint.id, at, last };
    await db.transaction(async (tx) => {
      await recordAttempt(tx, attempt);
      if (result.delivered || !last || manual) return;
      if (await disableFailingEndpoint(tx, endpoint.id, delivery.createdAt, at)) {
        await insertOutboxMail(
          tx,
          endpointDisabledMail({ to: found.ownerEmail, url: endpoint.url }, publicUrl),
        );
      }
    });
    if (!result.delivered && !last) {
      throw new AttemptFailed(result.error ?? `Answered ${result.statusCode}`);
    }
  };
}
