import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierEvent } from '#domain/tracking/carrier-schemas.ts';
import { TrackingInfoSchema } from '#domain/tracking/schemas.ts';
import { orders, outbox } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { CarrierSignatureMessages, signCarrierRequest } from './carrier-signature.ts';
import { paidParcel, postSignedCarrierEvents, track } from '../test-support/tracking.ts';
import { shipper } from '../test-support/shipments.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const unixNow = () => Math.floor(Date.now() / 1000);
let eventSerial = 0;

function scanOf(trackingNumber: string, overrides: Partial<CarrierEvent> = {}): CarrierEvent {
  eventSerial += 1;
  return {
    eventId: `evt-${Date.now()}-${eventSerial}`,
    trackingNumber,
    status: 'PICKED_UP',
    location: 'Burnaby, BC',
    occurredAt: new Date().toISOString(),
    ...overrides,
  };
}

type Signing = { secret?: string; timestamp?: number; signature?: string; origin?: string };

function postEvents(events: CarrierEvent[], signing: Signing = {}) {
  const rawBody = JSON.stringify({ events });
  const timestamp = signing.timestamp ?? unixNow();
  const signature =
    signing.signature ??
    signCarrierRequest(signing.secret ?? testApp.config.carrierEventsSecret, timestamp, rawBody);
  return testApp.app.inject({
    method: 'POST',
    url: '/web/carrier/events',
    headers: {
      'content-type': 'application/json',
      'x-maplepost-timestamp': String(timestamp),
      'x-maplepost-signature': signature,
      ...(signing.origin ? { origin: signing.origin } : {}),
    },
    payload: rawBody,
  });
}

function getManifest(signing: Signing = {}) {
  const timestamp = signing.timestamp ?? unixNow();
  const signature =
    signing.signature ??
    signCarrierRequest(signing.secret ?? testApp.config.carrierEventsSecret, timestamp, '');
  return testApp.app.inject({
    method: 'GET',
    url: '/web/carrier/manifest',
    headers: { 'x-maplepost-timestamp': String(timestamp), 'x-maplepost-signature': signature },
  });
}

const statusOf = async (trackingNumber: string) =>
  (
    await testApp.database.db.select().from(orders).where(eq(orders.trackingNumber, trackingNumber))
  )[0]!.status;

const mailsAbout = async (trackingNumber: string) =>
  (await testApp.database.db.select().from(outbox).orderBy(asc(outbox.id))).filter((mail) =>
    mail.subject.includes(trackingNumber),
  );

// Within the 5 minutes a carrier clock may run ahead, after the payment's label event.
const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describe('POST /web/carrier/events', () => {
  it('applies a signed event: the status moves and the timeline shows it with its default wording', async () => {
    const trackingNumber = await paidParcel(testApp.app);
    const response = await postEvents([scanOf(trackingNumber, { location: 'Richmond, BC' })], {
      origin: 'https://carrier.example',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ applied: 1, duplicates: 0, unknown: [] });
    expect(await statusOf(trackingNumber)).toBe('PICKED_UP');
    const tracking = TrackingInfoSchema.parse((await track(testApp.app, trackingNumber)).json());
    expect(tracking.events[0]).toMatchObject({
      description: 'Picked up by driver',
      location: 'Richmond, BC',
    });
  });

  it('shows the carrier’s own description when it gives one', async () => {
    const trackingNumber = await paidParcel(testApp.app);
    await postEvents([
      scanOf(trackingNumber, { status: 'DELIVERED', description: 'Left at the front door' }),
    ]);
    const tracking = TrackingInfoSchema.parse((await track(testApp.app, trackingNumber)).json());
    expect(tracking.events[0]).toMatchObject({ description: 'Left at the front door' });
  });

  it('refuses a bad signature with 401 and applies nothing', async () => {
    const trackingNumber = await paidParcel(testApp.app);
    const response = await postEvents([scanOf(trackingNumber)], {
      secret: 'not-the-shared-secret',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(CarrierSignatureMessages.badSignature);
    expect(await statusOf(trackingNumber)).toBe('LABEL_CREATED');
  });

  it('refuses a signature over another body', async () => {
    const trackingNumber = await paidParcel(testApp.app);
    const timestamp = unixNow();
    const signature = signCarrierRequest(testApp.config.carrierEventsSecret, timestamp, '{}');
    const response = await postEvents([scanOf(trackingNumber)], { timestamp, signature });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['missing headers', { signature: '' }, CarrierSignatureMessages.missing],
    [
      'a signature that is not sha256=<hex>',
      { signature: 'md5=abc' },
      CarrierSignatureMessages.badSignature,
    ],
    [
      'a timestamp 6 minutes old',
      { timestamp: unixNow() - 6 * 60 },
      CarrierSignatureMessages.stale,
    ],
    [
      'a timestamp 6 minutes ahead',
      { timestamp: unixNow() + 6 * 60 },
      CarrierSignatureMessages.stale,
    ],
  ])('refuses %s with 401', async (_case, signing, message) => {
    const trackingNumber = await paidParcel(testApp.app);
    const response = await postEvents([scanOf(trackingNumber)], signing);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message });
    expect(await statusOf(trackingNumber)).toBe('LABEL_CREATED');
  });

  it('accepts a timestamp 4 minutes old', async () => {
    const trackingNumber = await paidParcel(testApp.app);
    const response = await postEvents([scanOf(trackingNumber)], { timestamp: unixNow() - 4 * 60 });
    expect(response.statusCode).toBe(200);
  });

  it('applies a replayed event once', async () => {
    const trackingNumber = await paidParcel(testApp.app);
    const event = scanOf(trackingNumber);
    const first = await postEvents([event]);
    const replay = await postEvents([event, event]);
    expect(first.json()).toEqual({ applied: 1, duplicates: 0, unknown: [] });
    expect(replay.json()).toEqual({ applied: 0, duplicates: 2, unknown: [] });
    const tracking = TrackingInfoSchema.parse((await track(testApp.app, trackingNumber)).json());
    expect(tracking.events.map((line) => line.description)).toEqual([
      'Picked up by driver',
      'Label created',
    ]);
  });

  it('keeps the status of the newest event when an older one arrives later', async () => {
    const trackingNumber = await paidParcel(testApp.app);
    await postEvents([
      scanOf(trackingNumber, { status: 'IN_TRANSIT', occurredAt: secondsFromNow(90) }),
    ]);
    await postEvents([
      scanOf(trackingNumber, { status: 'AT_WAREHOUSE', occurredAt: secondsFromNow(60) }),
    ]);
    expect(await statusOf(trackingNumber)).toBe('IN_TRANSIT');
  });

  it('reports events for numbers it does not carry, and applies the others', async () => {
    const paid = await paidParcel(testApp.app);
    const unpaid = await shipper(testApp.app).newOrder();
    const events = [
      scanOf(paid),
      scanOf('MP999999990CA', { eventId: 'unknown-1' }),
      scanOf(unpaid, { eventId: 'unpaid-1' }),
    ];
    const response = await postEvents(events);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      applied: 1,
      duplicates: 0,
      unknown: [
        { eventId: 'unknown-1', trackingNumber: 'MP999999990CA' },
        { eventId: 'unpaid-1', trackingNumber: unpaid },
      ],
    });
    expect(await statusOf(unpaid)).toBe('ORDER_CREATED');
  });

  it('queues one mail per status change to the sender and the receiver', async () => {
    const trackingNumber = await paidParcel(testApp.app, {
      senderEmail: 'carrier-sender@example.com',
      recipientEmail: 'carrier-receiver@example.com',
    });
    const outForDelivery = scanOf(trackingNumber, {
      status: 'OUT_FOR_DELIVERY',
      occurredAt: secondsFromNow(30),
    });
    await postEvents([outForDelivery]);
    await postEvents([outForDelivery]);
    await postEvents([
      scanOf(trackingNumber, { status: 'DELIVERED', occurredAt: secondsFromNow(60) }),
    ]);
    await postEvents([
      scanOf(trackingNumber, { status: 'DELIVERED', occurredAt: secondsFromNow(90) }),
    ]);
    const mails = await mailsAbout(trackingNumber);
    expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      ['carrier-sender@example.com', `Your parcel ${trackingNumber} is out for delivery`],
      ['carrier-receiver@example.com', `Your parcel ${trackingNumber} is out for delivery`],
      ['carrier-sender@example.com', `Your parcel ${trackingNumber} has been delivered`],
      ['carrier-receiver@example.com', `Your parcel ${trackingNumber} has been delivered`],
    ]);
  });

  it.each([
    ['a status that is no scan', { status: 'LABEL_CREATED' }, /status must be one of PICKED_UP/],
    ['a street as location', { location: '290 Bremner Blvd, Toronto' }, /location is a city/],
    [
      'a description with an address',
      { description: 'Left with the neighbour at 12 Elm St' },
      /description is public/,
    ],
    [
      'a time without zone',
      { occurredAt: '2026-11-20T10:00:00' },
      /occurredAt must be an ISO 8601/,
    ],
    [
      'a time next week',
      { occurredAt: new Date(Date.now() + 7 * 86_400_000).toISOString() },
      /in the future/,
    ],
  ])('answers 400 for %s', async (_case, overrides, message) => {
    const trackingNumber = await paidParcel(testApp.app);
    const response = await postEvents([scanOf(trackingNumber, overrides as Partial<CarrierEvent>)]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 400 for more than 100 events and for a signed body that is not JSON', async () => {
    const tooMany = Array.from({ length: 101 }, () => scanOf('MP999999990CA'));
    expect((await postEvents(tooMany)).json().message).toBe(
      'events holds at most 100 events per call',
    );
    const response = await postSignedCarrierEvents(
      testApp.app,
      testApp.config.carrierEventsSecret,
      '{"events": [',
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /web/carrier/manifest', () => {
  it('lists paid parcels not yet delivered, with cities only', async () => {
    const moving = await paidParcel(testApp.app, {
      recipientStreetAddress: '77 Manifest Secret Rd',
    });
    const delivered = await paidParcel(testApp.app);
    const unpaid = await shipper(testApp.app).newOrder();
    await postEvents([scanOf(delivered, { status: 'DELIVERED' })]);
    const response = await getManifest();
    expect(response.statusCode, response.body).toBe(200);
    const { shipments } = response.json<{ shipments: { trackingNumber: string }[] }>();
    expect(shipments).toContainEqual({
      trackingNumber: moving,
      status: 'LABEL_CREATED',
      originCity: 'Vancouver, BC',
      destinationCity: 'Toronto, ON',
    });
    const numbers = shipments.map((shipment) => shipment.trackingNumber);
    expect(numbers).not.toContain(delivered);
    expect(numbers).not.toContain(unpaid);
    expect(response.body).not.toContain('Manifest Secret');
  });

  it('refuses an unsigned or stale call with 401', async () => {
    expect((await getManifest({ secret: 'wrong' })).statusCode).toBe(401);
    expect((await getManifest({ timestamp: unixNow() - 600 })).statusCode).toBe(401);
    const unsigned = await testApp.app.inject({ method: 'GET', url: '/web/carrier/manifest' });
    expect(unsigned.statusCode).toBe(401);
  });
});
