import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrackingInfoSchema } from '#domain/tracking/schemas.ts';
import { TrackingMessages } from '#domain/tracking/messages.ts';
import { orders } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { recordTrackingEvents } from './record-events.ts';
import { TRACKING_LOOKUP_LIMIT } from './routes.ts';
import { paidParcel, track } from '../test-support/tracking.ts';
import { NO_WEBHOOK_EVENTS } from '../webhook-events.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function orderIdOf(trackingNumber: string) {
  const [order] = await testApp.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.trackingNumber, trackingNumber));
  return order!.id;
}

async function scan(
  trackingNumber: string,
  status: 'PICKED_UP' | 'IN_TRANSIT',
  occurredAt: Date,
  location: string,
) {
  const orderId = await orderIdOf(trackingNumber);
  await testApp.database.db.transaction((tx) =>
    recordTrackingEvents(
      tx,
      [{ orderId, status, description: status, location, source: 'CARRIER', occurredAt }],
      { publicUrl: testApp.config.publicUrl, webhooks: NO_WEBHOOK_EVENTS },
    ),
  );
}

describe('GET /web/tracking/{trackingNumber}', () => {
  it('answers a paid parcel: status, dates and its label event', async () => {
    const trackingNumber = await paidParcel(testApp.app);
    const response = await track(testApp.app, trackingNumber.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    const tracking = TrackingInfoSchema.parse(response.json());
    expect(tracking).toMatchObject({ trackingNumber, status: 'LABEL_CREATED' });
    // Canada Ground from Vancouver to Toronto promises a day.
    expect(tracking.estimatedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(tracking.events).toEqual([
      {
        timestamp: tracking.lastUpdateTime,
        description: 'Label created',
        location: 'Vancouver, BC',
      },
    ]);
  });

  it('lists events newest first, whatever order they were recorded in, and follows the newest', async () => {
    const trackingNumber = await paidParcel(testApp.app);
    const later = new Date(Date.now() + 2 * 3600_000);
    const earlier = new Date(Date.now() + 3600_000);
    await scan(trackingNumber, 'IN_TRANSIT', later, 'Calgary, AB');
    await scan(trackingNumber, 'PICKED_UP', earlier, 'Vancouver, BC');
    const tracking = TrackingInfoSchema.parse((await track(testApp.app, trackingNumber)).json());
    expect(tracking.status).toBe('IN_TRANSIT');
    expect(tracking.lastUpdateTime).toBe(later.toISOString());
    expect(tracking.events.map((event) => event.location)).toEqual([
      'Calgary, AB',
      'Vancouver, BC',
      'Vancouver, BC',
    ]);
  });

  it.each([
    ['an unknown number', 'MP999999990CA'],
    ['a malformed number', 'not-a-number'],
    ['a wrong check digit', 'MP123456784CA'],
  ])('answers 404 with errorMessage for %s', async (_case, trackingNumber) => {
    const response = await track(testApp.app, trackingNumber);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorMessage: TrackingMessages.unknownNumber });
  });

  it('carries none of the parties’ personal data', async () => {
    const personal = {
      senderName: 'Zebulon Quackenbush',
      senderPhoneNumber: '(604) 555-0177',
      senderEmail: 'zebulon.sender@example.com',
      senderCompany: 'Quackenbush Curios',
      senderStreetAddress: '987 Distinctive Lane',
      senderUnitNumber: '4321',
      recipientName: 'Philomena Featherstonehaugh',
      recipientPhoneNumber: '4165550188',
      recipientEmail: 'philomena.receiver@example.com',
      recipientCompany: 'Featherstone Ltd',
      recipientStreetAddress: '123 Unmistakable Crescent',
      recipientUnitNumber: '8765',
    };
    const trackingNumber = await paidParcel(testApp.app, personal);
    const response = await track(testApp.app, trackingNumber);
    expect(response.statusCode).toBe(200);
    const values = [...Object.values(personal), '5550177', '5550188', 'V6E', 'v6e 3p3', 'M5V'];
    // The tracking number is random digits, which may hold a unit number such as 8765 by chance.
    const body = response.body.replaceAll(trackingNumber, '');
    for (const value of values) expect(body).not.toContain(value);
    expect(body).not.toMatch(/@/);
  });

  it(`answers 429 to a client past ${TRACKING_LOOKUP_LIMIT.max} lookups a minute`, async () => {
    const remoteAddress = '198.51.100.7';
    for (let i = 0; i < TRACKING_LOOKUP_LIMIT.max; i += 1) {
      expect((await track(testApp.app, 'MP999999990CA', remoteAddress)).statusCode).toBe(404);
    }
    expect((await track(testApp.app, 'MP999999990CA', remoteAddress)).statusCode).toBe(429);
    // Another client is not held back.
    expect((await track(testApp.app, 'MP999999990CA', '198.51.100.8')).statusCode).toBe(404);
  });
});
