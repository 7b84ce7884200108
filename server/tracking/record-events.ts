import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { OrderStatus } from '#domain/shipments/order-status.ts';
import type { TrackingEventSource } from '#domain/tracking/tracking-events.ts';
import type { EventScope, WebhookEvents } from '../webhook-events.ts';
import { orders, trackingEvents } from '../db/schema.ts';
import { insertOutboxMail } from '../providers/mail/queries.ts';
import { statusMails, type StatusChange } from './status-mail.ts';

export type NewTrackingEvent = {
  orderId: string;
  status: OrderStatus;
  description: string;
  /** A city, never a street: the public tracking page shows it. */
  location: string;
  source: TrackingEventSource;
  occurredAt: Date;
  /** The sender's own id, so that a repeated event is stored once; made up when absent. */
  eventId?: string;
};

export type RecordedEvents = {
  /** How many events were new; a repeated event id is skipped. */
  stored: number;
  /** The orders whose status moved, with their new status. */
  changes: StatusChange[];
};

/** Who hears of new tracking events: the mails' links lead to publicUrl, and webhooks. */
export type TrackingNotices = { publicUrl: string; webhooks: WebhookEvents };

/**
 * Stores tracking events and moves each order to the status of its newest event by time, so
 * events that arrive late or twice leave the right status; a move to out-for-delivery or
 * delivered queues its mails in the same transaction (the outbox), so a crash loses none, and
 * each parcel with a new event queues tracking.updated the same way. Events for a cancelled
 * parcel are not stored. Run it inside a transaction.
 */
export async function recordTrackingEvents(
  tx: EventScope,
  events: readonly NewTrackingEvent[],
  { publicUrl, webhooks }: TrackingNotices,
): Promise<RecordedEvents> {
  const orderIds = [...new Set(events.map((event) => event.orderId))].sort();
  if (orderIds.length === 0) return { stored: 0, changes: [] };
  // Two deliveries for one parcel at once: the second waits here, then sees the first's events.
  const locked = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, orderIds))
    .orderBy(asc(orders.id))
    .for('update');
  // A cancelled parcel's story has ended: its money is back, so no scan may move it again.
  const cancelled = new Set(
    locked.filter((row) => row.status === 'CANCELLED').map((row) => row.id),
  );
  const live = events.filter((event) => !cancelled.has(event.orderId));
  if (live.length === 0) return { stored: 0, changes: [] };
  const stored = await tx
    .insert(trackingEvents)
    .values(live.map(({ eventId, ...event }) => (eventId ? { ...event, eventId } : event)))
    .onConflictDoNothing({ target: trackingEvents.eventId })
    .returning({ orderId: trackingEvents.orderId });
  if (stored.length === 0) return { stored: 0, changes: [] };
  const trackedOrderIds = [...new Set(stored.map((row) => row.orderId))];
  const changes = await followNewestEvents(tx, trackedOrderIds);
  for (const change of changes) {
    for (const mail of statusMails(change, publicUrl)) await insertOutboxMail(tx, mail);
  }
  for (const orderId of trackedOrderIds) {
    await webhooks.publish(tx, { type: 'tracking.updated', orderId });
  }
  return { stored: stored.length, changes };
}

/** Sets each order's status to its newest event's; answers the orders that changed. */
async function followNewestEvents(tx: EventScope, orderIds: string[]): Promise<StatusChange[]> {
  const newest = tx.$with('newest').as(
    tx
      .selectDistinctOn([trackingEvents.orderId], {
        orderId: trackingEvents.orderId,
        status: trackingEvents.status,
        occurredAt: trackingEvents.occurredAt,
      })
      .from(trackingEvents)
      .where(inArray(trackingEvents.orderId, orderIds))
      .orderBy(trackingEvents.orderId, desc(trackingEvents.occurredAt), desc(trackingEvents.id)),
  );
  return tx
    .with(newest)
    .update(orders)
    .set({
      status: sql`${newest.status}`,
      updatedAt: sql`greatest(${orders.updatedAt}, ${newest.occurredAt})`,
    })
    .from(newest)
    .where(and(eq(orders.id, newest.orderId), ne(orders.status, newest.status)))
    .returning({
      trackingNumber: orders.trackingNumber,
      status: orders.status,
      senderEmail: orders.senderEmail,
      recipientEmail: orders.recipientEmail,
    });
}
