import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { CancellationMessages } from '#domain/shipments/cancellation.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShipmentMessages as Messages } from '#domain/common/shipping-messages.ts';
import {
  CUSTOM_PICKUP_REQUIRED_MESSAGES,
  SAMPLE_CUSTOM_PICKUP_ADDRESS,
} from '#domain/test-support/sample-pickups.ts';
import { earliestPickupDate, isPickupDay, pickupDates } from '#domain/pickups/pickup-rules.ts';
import { vancouverClockAt } from '#domain/common/vancouver-date.ts';
import { pickupScheduledDescription } from '#domain/tracking/tracking-events.ts';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { nonceFor, pay } from '../test-support/checkout.ts';
import { orders, trackingEvents } from '../db/schema.ts';
import { orderBody, shipper } from '../test-support/shipments.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let testApp: TestApp;
// Mirrors the test app's clock, which this file alone moves.
let clockOffset = 0;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const appNow = () => new Date(Date.now() + clockOffset);
function advanceClock(milliseconds: number) {
  clockOffset += milliseconds;
  testApp.advanceClock(milliseconds);
}

type Shipper = ReturnType<typeof shipper>;
type OrderOverrides = Parameters<typeof orderBody>[0];

const TORONTO_SENDER: OrderOverrides = {
  senderCity: 'Toronto',
  senderProvince: 'ON',
  senderPostalCode: 'M5V 2T6',
  senderStreetAddress: '100 King St W',
};

async function payFor(who: Shipper, batchId: string) {
  const response = await pay(testApp.app, who.cookies, batchId, {
    paymentNonce: await nonceFor(testApp.app, who.cookies),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** One parcel in a batch, paid by card. */
async function paidBatch(who: Shipper, overrides: OrderOverrides = {}) {
  const batch = await who.newBatch(overrides);
  await payFor(who, batch.batchId);
  return batch;
}

const PICKUP_WORDING_MIGRATION = new URL(
  '../db/migrations/0016_pickup-event-wording.sql',
  import.meta.url,
);

/** A valid pickup at the sender's address, on the third pickup date offered, 10:00 to 12:00. */
function pickupBody(
  { batchId, trackingNumber }: { batchId: string; trackingNumber: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    shippingBatchId: batchId,
    trackingNumbers: [trackingNumber],
    requestedDate: pickupDates(appNow())[2]!,
    earliestTime: '10:00',
    latestTime: '12:00',
    notes: 'Side door',
    ...overrides,
  };
}

const bookPickup = (who: Shipper, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: '/web/pickup/create', payload, cookies: who.cookies });

async function expectRefusal(
  response: Awaited<ReturnType<typeof bookPickup>>,
  statusCode: number,
  message: string,
  field?: string,
) {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(response.json().message).toBe(message);
  if (field) expect(response.json().field).toBe(field);
}

async function signedInShipper() {
  const account = await registerAccount(testApp.app);
  return shipper(testApp.app, withSession(account.token));
}

describe('booking a pickup', () => {
  it("books it at the sender's address and schedules the orders with a tracking event", async () => {
    const user = await signedInShipper();
    const batch = await paidBatch(user);
    const body = pickupBody(batch);
    const response = await bookPickup(user, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      shippingBatchId: batch.batchId,
      trackingNumbers: [batch.trackingNumber],
      address: '1055 W Georgia St',
      unitNumber: '1200',
      city: 'Vancouver',
      province: 'BC',
      postalCode: 'V6E 3P3',
      contactName: 'Amélie O’Brien-Chan',
      contactPhone: '6045550123',
      contactEmail: 'amelie@example.com',
      requestedDate: body.requestedDate,
      earliestTime: '10:00',
      latestTime: '12:00',
      notes: 'Side door',
    });
    expect((await user.order(batch.trackingNumber)).json().status).toBe('PICKUP_SCHEDULED');
    const { shippingBatchId: _batchId, trackingNumbers: _orders, ...booked } = response.json();
    expect((await user.batchStatus(batch.batchId)).json().pickup).toEqual(booked);
    const [order] = await testApp.database.db
      .select()
      .from(orders)
      .where(eq(orders.trackingNumber, batch.trackingNumber));
    const events = await testApp.database.db
      .select()
      .from(trackingEvents)
      .where(inArray(trackingEvents.orderId, [order!.id]))
      .orderBy(trackingEvents.id);
    expect(events.at(-1)).toMatchObject({
      status: 'PICKUP_SCHEDULED',
      description: pickupScheduledDescription(body),
      location: 'Vancouver, BC',
    });
    // The tracking page's formats: no ISO day, no 24-hour clock.
    expect(events.at(-1)!.description).toMatch(/between 10:00 a\.m\. and 12:00 p\.m\./);
    expect(events.at(-1)!.description).not.toContain(body.requestedDate);

    // An event booked before, in the old words, is rewritten by migration 0016 into the same.
    const event = eq(trackingEvents.id, events.at(-1)!.id);
    await testApp.database.db
      .update(trackingEvents)
      .set({ description: `Pickup scheduled for ${body.requestedDate} between 10:00 and 12:00` })
      .where(event);
    await testApp.database.db.execute(sql.raw(readFileSync(PICKUP_WORDING_MIGRATION, 'utf8')));
    const [rewritten] = await testApp.database.db.select().from(trackingEvents).where(event);
    expect(rewritten!.description).toBe(pickupScheduledDescription(body));
  });

  it("refuses a malformed contact email at the sender's address too", async () => {
    const guest = shipper(testApp.app);
    const batch = await paidBatch(guest);
    await expectRefusal(
      await bookPickup(guest, pickupBody(batch, { contactEmail: 'amelie at example.com' })),
      400,
      Messages.pickupEmailInvalid,
      'contactEmail',
    );
  });

  it('refuses a second pickup for the same batch with 409', async () => {
    const guest = shipper(testApp.app);
    const batch = await paidBatch(guest);
    expect((await bookPickup(guest, pickupBody(batch))).statusCode).toBe(201);
    await expectRefusal(
      await bookPickup(guest, pickupBody(batch)),
      409,
      Messages.pickupAlreadyBooked,
    );
  });

  it('answers 404 to another user, another guest and a browser without cookies', async () => {
    const user = await signedInShipper();
    const batch = await paidBatch(user);
    const otherGuest = shipper(testApp.app);
    await otherGuest.newOrder();
    for (const stranger of [await signedInShipper(), otherGuest, shipper(testApp.app)]) {
      await expectRefusal(
        await bookPickup(stranger, pickupBody(batch)),
        404,
        Messages.batchNotFound,
      );
    }
    await expectRefusal(
      await bookPickup(user, pickupBody(batch, { shippingBatchId: 'not-a-batch' })),
      404,
      Messages.batchNotFound,
    );
  });

  it('refuses an unpaid batch with 409', async () => {
    const guest = shipper(testApp.app);
    const batch = await guest.newBatch();
    await expectRefusal(
      await bookPickup(guest, pickupBody(batch)),
      409,
      Messages.pickupNeedsPayment,
    );
  });

  it('refuses senders outside Greater Vancouver', async () => {
    const guest = shipper(testApp.app);
    const batch = await paidBatch(guest, TORONTO_SENDER);
    await expectRefusal(
      await bookPickup(guest, pickupBody(batch)),
      400,
      Messages.pickupNotEligible,
    );
  });

  it('refuses orders that are not in the batch', async () => {
    const guest = shipper(testApp.app);
    const batch = await paidBatch(guest);
    const other = await paidBatch(guest);
    await expectRefusal(
      await bookPickup(guest, pickupBody(batch, { trackingNumbers: [other.trackingNumber] })),
      400,
      Messages.pickupOrderNotInBatch(other.trackingNumber),
    );
  });

  it('refuses an order its sender cancelled', async () => {
    const guest = shipper(testApp.app);
    const batch = await paidBatch(guest);
    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/web/order/${batch.trackingNumber}/cancel`,
      payload: {},
      cookies: guest.cookies,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectRefusal(
      await bookPickup(guest, pickupBody(batch)),
      400,
      CancellationMessages.nothingToPickUp(batch.trackingNumber),
    );
  });
});

describe('the pickup window', () => {
  const refusals = [
    {
      name: 'latest before earliest',
      window: { earliestTime: '12:00', latestTime: '10:00' },
      message: Messages.pickupTimesOrder,
    },
    {
      name: 'equal times',
      window: { earliestTime: '10:00', latestTime: '10:00' },
      message: Messages.pickupTimesOrder,
    },
    {
      name: 'an off-grid time',
      window: { earliestTime: '10:15' },
      message: 'Please choose a pickup time between 9:00 AM and 5:00 PM.',
    },
    {
      name: 'a time after 17:00',
      window: { latestTime: '17:30' },
      message: 'Please choose a pickup time between 9:00 AM and 5:00 PM.',
    },
    {
      name: 'a 12-hour time',
      window: { earliestTime: '9:00 AM' },
      message: 'Please choose a pickup time between 9:00 AM and 5:00 PM.',
    },
    { name: 'no date', window: { requestedDate: '' }, message: 'Please choose a pickup date.' },
    {
      name: 'an impossible date',
      window: { requestedDate: '2030-02-30' },
      message: 'Please choose a pickup date.',
    },
  ];
  for (const { name, window, message } of refusals) {
    it(`refuses ${name} with 400`, async () => {
      const guest = shipper(testApp.app);
      const batch = await paidBatch(guest);
      await expectRefusal(await bookPickup(guest, pickupBody(batch, window)), 400, message);
    });
  }

  it('refuses a date before the earliest one and accepts 16:30 to 17:00', async () => {
    const guest = shipper(testApp.app);
    const batch = await paidBatch(guest);
    const earliest = earliestPickupDate(appNow());
    const yesterday = new Date(`${earliest}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    await expectRefusal(
      await bookPickup(
        guest,
        pickupBody(batch, { requestedDate: yesterday.toISOString().slice(0, 10) }),
      ),
      400,
      `The earliest pickup date is ${earliest}.`,
    );
    const lastSlot = await bookPickup(
      guest,
      pickupBody(batch, { earliestTime: '16:30', latestTime: '17:00' }),
    );
    expect(lastSlot.statusCode, lastSlot.body).toBe(201);
  });
});

describe('a custom pickup address', () => {
  const custom = SAMPLE_CUSTOM_PICKUP_ADDRESS;

  /** A paid batch's pickup request at the custom address with these changes. */
  async function bookCustom(changes: Record<string, string>) {
    const guest = shipper(testApp.app);
    const batch = await paidBatch(guest);
    return bookPickup(guest, pickupBody(batch, { ...custom, ...changes }));
  }

  it('is used when complete, with the phone as 10 digits and the event at its city', async () => {
    const response = await bookCustom({});
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ ...custom, contactPhone: '6045550188' });
  });

  for (const [field, message] of Object.entries(CUSTOM_PICKUP_REQUIRED_MESSAGES)) {
    it(`requires ${field}, saying so at that field`, async () => {
      await expectRefusal(await bookCustom({ [field]: '  ' }), 400, message, field);
    });
  }

  it('requires a 10-digit phone', async () => {
    await expectRefusal(
      await bookCustom({ contactPhone: '604-555-018' }),
      400,
      Messages.pickupPhoneInvalid,
      'contactPhone',
    );
  });

  it('stores the postal code as A1A 1A1, the province as BC and the email trimmed', async () => {
    const response = await bookCustom({
      province: 'british columbia',
      postalCode: 'v6y2b6',
      contactEmail: ' dock@example.com ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      province: 'BC',
      postalCode: 'V6Y 2B6',
      contactEmail: 'dock@example.com',
    });
  });

  it('refuses a postal code outside Greater Vancouver, such as Toronto', async () => {
    await expectRefusal(
      await bookCustom({ city: 'Toronto', postalCode: 'M5V 2T6' }),
      400,
      Messages.pickupOutsideGreaterVancouver,
      'postalCode',
    );
  });

  it('refuses a malformed postal code', async () => {
    await expectRefusal(
      await bookCustom({ postalCode: 'V6Y-2B6' }),
      400,
      Messages.pickupPostalCodeInvalid,
      'postalCode',
    );
  });

  it('refuses a province other than British Columbia', async () => {
    await expectRefusal(
      await bookCustom({ province: 'ON' }),
      400,
      Messages.pickupProvinceNotBritishColumbia,
      'province',
    );
  });

  it('refuses a malformed contact email', async () => {
    await expectRefusal(
      await bookCustom({ contactEmail: 'dock@example' }),
      400,
      Messages.pickupEmailInvalid,
      'contactEmail',
    );
  });
});

/** The instant of the next hh:mm:00 of a pickup day on the Vancouver clock from the app's now on. */
function nextVancouverTime(hhmm: string): Date {
  const minute = 60 * 1000;
  let candidate = Math.ceil(appNow().getTime() / minute) * minute;
  const isThatTime = (clock: { date: string; time: string }) =>
    clock.time === hhmm && isPickupDay(clock.date);
  while (!isThatTime(vancouverClockAt(new Date(candidate)))) candidate += minute;
  return new Date(candidate);
}

// Last in the file: they move the app's clock forward by up to a few days (past a Sunday and a
// holiday Monday), to 13:50, 14:59 and 15:00.
describe('same-day pickups on the Vancouver clock', () => {
  it('at 13:50 refuses a window that has ended, ends within the hour or starts in the past', async () => {
    const guest = shipper(testApp.app);
    const batch = await paidBatch(guest);

    advanceClock(nextVancouverTime('13:50').getTime() - appNow().getTime());
    const requestedDate = earliestPickupDate(appNow());
    const bookToday = (earliestTime: string, latestTime: string) =>
      bookPickup(guest, pickupBody(batch, { requestedDate, earliestTime, latestTime }));
    const endsTooSoon = Messages.pickupEndsTooSoon('3:00 PM');
    await expectRefusal(await bookToday('09:00', '09:30'), 400, endsTooSoon, 'latestTime');
    // 14:30 is 40 minutes away: too soon for a driver to get there.
    await expectRefusal(await bookToday('14:00', '14:30'), 400, endsTooSoon, 'latestTime');
    await expectRefusal(
      await bookToday('13:30', '17:00'),
      400,
      Messages.pickupStartPassed('2:00 PM'),
      'earliestTime',
    );
    const firstWindow = await bookToday('14:00', '15:00');
    expect(firstWindow.statusCode, firstWindow.body).toBe(201);
  });

  it('allows a same-day pickup at 14:59 and not at 15:00', async () => {
    const guest = shipper(testApp.app);
    const beforeCutoff = await paidBatch(guest);
    const afterCutoff = await paidBatch(guest);

    advanceClock(nextVancouverTime('14:59').getTime() - appNow().getTime());
    const today = earliestPickupDate(appNow());
    // The window must end an hour from now or later: 16:00, not 15:30.
    const lateWindow = { requestedDate: today, earliestTime: '15:00', latestTime: '16:00' };
    await expectRefusal(
      await bookPickup(guest, pickupBody(beforeCutoff, { ...lateWindow, latestTime: '15:30' })),
      400,
      Messages.pickupEndsTooSoon('4:00 PM'),
      'latestTime',
    );
    const sameDay = await bookPickup(guest, pickupBody(beforeCutoff, lateWindow));
    expect(sameDay.statusCode, sameDay.body).toBe(201);

    advanceClock(nextVancouverTime('15:00').getTime() - appNow().getTime());
    // The next pickup day: tomorrow, or later after a Saturday or before a holiday.
    const nextDay = earliestPickupDate(appNow());
    expect(nextDay > today).toBe(true);
    await expectRefusal(
      await bookPickup(guest, pickupBody(afterCutoff, { requestedDate: today })),
      400,
      `The earliest pickup date is ${nextDay}.`,
    );
    const later = await bookPickup(guest, pickupBody(afterCutoff, { requestedDate: nextDay }));
    expect(later.statusCode, later.body).toBe(201);
  });
});
