import type { Database, Executor } from './db/client.ts';

/**
 * What the rooms tell of where an event happens: a shipment created, a parcel's tracking moved,
 * a bulk upload completed. The webhooks room implements it and reads those rooms to write each
 * event's data; the port lives below them all, so that no room and webhooks import each other.
 */
export type WebhookEvents = {
  /**
   * Queues the event for every endpoint of the subject's owner that wants it, in the caller's
   * transaction: its deliveries exist if and only if what they tell of was committed. Never
   * throws: a webhook must not fail (or undo) the work it reports.
   */
  publish(scope: EventScope, subject: WebhookSubject): Promise<void>;
};

/** The database, or the transaction in which the event happens: its deliveries commit with it. */
export type EventScope = Executor & Pick<Database, 'transaction'>;

export type WebhookSubject =
  | { type: 'shipment.created' | 'label.created' | 'tracking.updated'; orderId: string }
  | { type: 'bulk.completed'; uploadId: string };

/** For work that tells no one (the demo data), where there is no queue to send to. */
export const NO_WEBHOOK_EVENTS: WebhookEvents = { publish: async () => {} };
