import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { OrderStatus } from '#domain/shipments/order-status.ts';
import type { TrackingEventSource } from '#domain/tracking/tracking-events.ts';
import type { Executor } from '../db/client.ts';
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

/**
 * Stores tracking events and moves each order to the status of its newest event by time, so
 * events that arrive late or twice leave the right status; a move to out-for-delivery or
 * delivered queues its mails in the same transaction (the outbox), so a crash loses none.
 * Run it inside a transaction.
 */
export async function recordTrackingEvents(
  tx: Executor,
  events: readonly NewTrackingEvent[],
  publicUrl: string,
): Promise<RecordedEvents> {
  if (events.length === 0) return { stored: 0, changes: [] };
  const orderIds = [...new Set(events.map((event) => event.orderId))].sort();
  // Two deliveries for one parcel at once: the second waits here, then sees the first's events.
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.id, orderIds))
    .orderBy(asc(orders.id))
    .for('update');
  const stored = await tx
    .insert(trackingEvents)
    .values(events.map(({ eventId, ...event }) => (eventId ? { ...event, eventId } : event)))
    .onConflictDoNothing({ target: trackingEvents.eventId })
    .returning({ orderId: trackingEvents.orderId });
  if (stored.length === 0) return { stored: 0, changes: [] };
  const changes = await followNewestEvents(tx, [...new Set(stored.map((row) => row.orderId))]);
  for (const change of changes) {
    for (const mail of statusMails(change, publicUrl)) await insertOutboxMail(tx, mail);
  }
  return { stored: stored.length, changes };
}

/** Sets each order's status to its newest event's; answers the orders that changed. */
async function followNewestEvents(tx: Executor, orderIds: string[]): Promise<StatusChange[]> {
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
