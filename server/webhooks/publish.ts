import type { Database, Executor } from '../db/client.ts';
import { eventDataOf } from './event-data.ts';
import { insertDeliveries, listSubscribedEndpoints, type WebhookSubject } from './queries.ts';
import type { WebhookQueue } from './queue.ts';
import { createEventId } from './signature.ts';
import type { ErrorLog } from '../http/log-options.ts';

/** The database, or the transaction in which the event happens: its deliveries commit with it. */
export type EventScope = Executor & Pick<Database, 'transaction'>;

/** What the services call where an event happens, once. */
export type WebhookEvents = {
  /**
   * Queues the event for every endpoint of the subject's owner that wants it, in the caller's
   * transaction: its deliveries exist if and only if what they tell of was committed. Never
   * throws: a webhook must not fail (or undo) the work it reports.
   */
  publish(scope: EventScope, subject: WebhookSubject): Promise<void>;
};

/** For work that tells no one (the demo data), where there is no queue to send to. */
export const NO_WEBHOOK_EVENTS: WebhookEvents = { publish: async () => {} };

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
