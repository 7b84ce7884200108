import { eventDataOf } from './event-data.ts';
import { insertDeliveries, listSubscribedEndpoints } from './queries.ts';
import type { WebhookQueue } from './queue.ts';
import { createEventId } from './signature.ts';
import type { ErrorLog } from '../http/log-options.ts';
import type { WebhookEvents } from '../webhook-events.ts';

export function createWebhookEvents({
  queue,
  now,
  log,
}: {
  queue: Pick<WebhookQueue, 'enqueue'>;
  now: () => Date;
  log: ErrorLog;
}): WebhookEvents {
  return {
    async publish(scope, subject) {
      try {
        // One indexed read for the many accounts with no endpoint that wants this event. Should
        // it fail inside the caller's transaction, the database itself is failing that request.
        const endpoints = await listSubscribedEndpoints(scope, subject);
        if (endpoints.length === 0) return;
        // A savepoint inside the caller's transaction: what fails here is undone alone.
        await scope.transaction(async (tx) => {
          const data = await eventDataOf(tx, subject);
          if (!data) return;
          const eventId = createEventId();
          const payload = JSON.stringify({
            id: eventId,
            type: subject.type,
            createdAt: now().toISOString(),
            data,
          });
          const deliveries = await insertDeliveries(
            tx,
            endpoints.map(({ id }) => ({
              endpointId: id,
              eventId,
              eventType: subject.type,
              payload,
            })),
          );
          for (const { id } of deliveries) await queue.enqueue(tx, id);
        });
      } catch (error) {
        log.error({ err: error, eventType: subject.type }, 'webhook event could not be queued');
      }
    },
  };
}
