import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, orders, trackingEvents } from '../db/schema.ts';
import { orderBody, shipper } from '../test-support/shipments.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { recordTrackingEvents, type NewTrackingEvent } from './record-events.ts';
import { NO_WEBHOOK_EVENTS } from '../webhook-events.ts';

const PUBLIC_URL = 'https://maplepost.example';
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function newOrder(overrides: Parameters<typeof orderBody>[0] = {}) {
  const trackingNumber = await shipper(testApp.app).newOrder(overrides);
  const [order] = await testApp.database.db
    .select()
    .from(orders)
    .where(eq(orders.trackingNumber, trackingNumber));
  return order!;
}

const at = (isoTime: string) => new Date(`2026-11-20T${isoTime}-08:00`);

function scan(orderId: string, status: NewTrackingEvent['status'], time: string, eventId?: string) {
  return {
    orderId,
    status,
    description: status,
    location: 'Burnaby, BC',
    source: 'CARRIER' as const,
    occurredAt: at(time),
    eventId,
  };
}

const record = (events: NewTrackingEvent[]) =>
  testApp.database.db.transaction((tx) => recordTrackingEvents(tx, events, { publicUrl: PUBLIC_URL, webhooks: NO_WEBHOOK_EVENTS }));

const statusOf = async (orderId: string) =>
  (await testApp.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

const mailsAbout = (trackingNumber: string) =>
  testApp.database.db
    .select()
    .from(outbox)
    .orderBy(asc(outbox.id))
    .then((mails) => mails.filter((mail) => mail.subject.includes(trackingNumber)));

describe('recordTrackingEvents', () => {
  it('moves the order to the status of its newest event, whatever order events arrive in', async () => {
    const order = await newOrder();
    await record([scan(order.id, 'IN_TRANSIT', '12:00:00')]);
    await record([scan(order.id, 'PICKED_UP', '09:00:00')]);
    expect(await statusOf(order.id)).toBe('IN_TRANSIT');
    await record([scan(order.id, 'DELIVERED', '16:00:00'), scan(order.id, 'OUT_FOR_DELIVERY', '13:00:00')]);
    expect(await statusOf(order.id)).toBe('DELIVERED');
  });

  it('stores an event id once, so a repeated delivery changes nothing', async () => {
    const order = await newOrder();
    const first = await record([scan(order.id, 'AT_WAREHOUSE', '10:00:00', 'carrier-evt-1')]);
    const again = await record([scan(order.id, 'AT_WAREHOUSE', '10:00:00', 'carrier-evt-1')]);
    expect(first.stored).toBe(1);
    expect(again).toEqual({ stored: 0, changes: [] });
    const stored = await testApp.database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.orderId, order.id));
    expect(stored.filter((event) => event.eventId === 'carrier-evt-1')).toHaveLength(1);
  });

  it('mails sender and receiver once per change to out for delivery and to delivered', async () => {
    const order = await newOrder({
      senderEmail: 'Sender@Example.com',
      recipientEmail: 'receiver@example.com',
    });
    await record([scan(order.id, 'IN_TRANSIT', '08:00:00')]);
    expect(await mailsAbout(order.trackingNumber)).toEqual([]);
    await record([scan(order.id, 'OUT_FOR_DELIVERY', '09:00:00', 'ofd-1')]);
    await record([scan(order.id, 'OUT_FOR_DELIVERY', '09:00:00', 'ofd-1')]);
    // A late, older event changes no status and sends nothing.
    await record([scan(order.id, 'AT_WAREHOUSE', '07:00:00')]);
    await record([scan(order.id, 'DELIVERED', '15:00:00')]);
    const mails = await mailsAbout(order.trackingNumber);
    expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      ['sender@example.com', `Your parcel ${order.trackingNumber} is out for delivery`],
      ['receiver@example.com', `Your parcel ${order.trackingNumber} is out for delivery`],
      ['sender@example.com', `Your parcel ${order.trackingNumber} has been delivered`],
      ['receiver@example.com', `Your parcel ${order.trackingNumber} has been delivered`],
    ]);
    expect(mails[0]!.textBody).toContain(`${PUBLIC_URL}/tracking/${order.trackingNumber}`);
  });

  it('mails only the sender when the receiver gave no email, and names no one', async () => {
    const order = await newOrder({ recipientEmail: '' });
    await record([scan(order.id, 'DELIVERED', '15:00:00')]);
    const mails = await mailsAbout(order.trackingNumber);
    expect(mails.map((mail) => mail.toAddress)).toEqual([order.senderEmail.toLowerCase()]);
    for (const personal of [order.senderName, order.recipientName, order.recipientStreetAddress]) {
      expect(mails[0]!.textBody).not.toContain(personal);
    }
  });
});
