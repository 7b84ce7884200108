import { describe, expect, it } from 'vitest';
import { PickupDateMessages as Messages } from '#domain/pickups/pickup-rules.ts';
import { accountWithKey } from '../test-support/api-keys.ts';
import { nonceFor, pay } from '../test-support/checkout.ts';
import { billMonthly, callApi, expectProblem } from '../test-support/public-api.ts';
import { orderBody, shipper } from '../test-support/shipments.ts';
import { useTestApp } from '../test-support/use-test-app.ts';

// Thursday 17 December 2026 at 10:00 in Vancouver, the clock stopped there: the next 30 days
// hold Sundays, Christmas Day and New Year's Day, and end on Saturday 16 January 2027.
const testApp = useTestApp({ clockStoppedAt: new Date('2026-12-17T17:00:00Z') });

const WINDOW = { earliestTime: '10:00', latestTime: '12:00' };

/** A guest's paid one-parcel batch from Vancouver, and a booking of its pickup on `requestedDate`. */
async function bookOnWebsite(requestedDate: string) {
  const guest = shipper(testApp.app);
  const batch = await guest.newBatch();
  const paid = await pay(testApp.app, guest.cookies, batch.batchId, {
    paymentNonce: await nonceFor(testApp.app, guest.cookies),
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return testApp.app.inject({
    method: 'POST',
    url: '/web/pickup/create',
    cookies: guest.cookies,
    payload: {
      shippingBatchId: batch.batchId,
      trackingNumbers: [batch.trackingNumber],
      requestedDate,
      ...WINDOW,
    },
  });
}

describe('POST /web/pickup/create books business days up to 30 days ahead', () => {
  const refusals = [
    ['a Sunday', '2026-12-20', Messages.closedOnSunday],
    ['Christmas Day', '2026-12-25', Messages.closedOnHoliday('Christmas Day')],
    ["New Year's Day", '2027-01-01', Messages.closedOnHoliday("New Year's Day")],
    ['31 days ahead', '2027-01-17', Messages.tooFarAhead('2027-01-16')],
    ['a year ahead', '2027-12-17', Messages.tooFarAhead('2027-01-16')],
  ] as const;
  for (const [name, requestedDate, message] of refusals) {
    it(`refuses ${name} (${requestedDate}) with 400, saying why`, async () => {
      const response = await bookOnWebsite(requestedDate);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message, field: 'requestedDate' });
    });
  }

  it('books the Saturday after Christmas (Boxing Day is no statutory holiday in BC) and day 30', async () => {
    for (const requestedDate of ['2026-12-26', '2027-01-16']) {
      const response = await bookOnWebsite(requestedDate);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ requestedDate });
    }
  });
});

describe('POST /api/v1/pickups keeps the same days', () => {
  it('refuses Christmas Day with a 400 problem that names the holiday', async () => {
    const shop = await accountWithKey(testApp.app, 'SHIPPING');
    await billMonthly(testApp.database.db, shop.user.userId);
    const created = await callApi(testApp.app, shop.key, {
      method: 'POST',
      url: '/api/v1/shipments',
      payload: orderBody(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { trackingNumber } = created.json<{ trackingNumber: string }>();
    const booking = await callApi(testApp.app, shop.key, {
      method: 'POST',
      url: '/api/v1/pickups',
      payload: { trackingNumbers: [trackingNumber], requestedDate: '2026-12-25', ...WINDOW },
    });
    const problem = expectProblem(booking, 400);
    expect(problem).toMatchObject({
      detail: Messages.closedOnHoliday('Christmas Day'),
      field: 'requestedDate',
    });
  });
});
