import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_PRICING } from '#domain/rates/customer-price.ts';
import { SAMPLE_RATE_REQUEST } from '#domain/test-support/sample-parcels.ts';
import { ShipmentMessages as Messages } from '#domain/common/shipping-messages.ts';
import { isValidTrackingNumber } from '#domain/tracking/tracking-number.ts';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { setPaymentStarted } from '../checkout/queries.ts';
import { orders, users } from '../db/schema.ts';
import { quoteRates } from '../rates/quote-rates.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { GUEST_COOKIE } from './owners.ts';
import { orderBody, SENDERS_ELSEWHERE, shipper } from '../test-support/shipments.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const storedOrder = async (trackingNumber: string) => {
  const [order] = await testApp.database.db
    .select()
    .from(orders)
    .where(eq(orders.trackingNumber, trackingNumber));
  return order!;
};

/** What the rating engine charges a new account for the sample parcel with this service, in dollars. */
function enginePrice(serviceCode: string): number {
  const quote = quoteRates(SAMPLE_RATE_REQUEST, GUEST_PRICING);
  if (!quote.ok) throw new Error(quote.message);
  return quote.rates.find((rate) => rate.serviceCode === serviceCode)!.finalDue;
}

async function signedInShipper() {
  const account = await registerAccount(testApp.app);
  return { ...shipper(testApp.app, withSession(account.token)), userId: account.user.userId };
}

describe('POST /web/order/create', () => {
  it('stores the order under a fresh S10 tracking number and gives a guest their cookie', async () => {
    const response = await shipper(testApp.app).createOrder();
    expect(response.statusCode, response.body).toBe(201);
    const { trackingNumber } = response.json<{ data: { trackingNumber: string } }>().data;
    expect(isValidTrackingNumber(trackingNumber)).toBe(true);
    const cookie = response.cookies.find((candidate) => candidate.name === GUEST_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const order = await storedOrder(trackingNumber);
    expect(order).toMatchObject({
      status: 'ORDER_CREATED',
      userId: null,
      senderCountryCode: 'CA',
      senderPostalCode: 'V6E 3P3',
      senderPhoneNumber: '6045550123',
      recipientProvince: 'ON',
      serviceName: 'Canada Ground',
      chargeableGrams: 2000,
    });
    expect(order.guestKey).not.toBe(cookie!.value);
  });

  it('ignores a price, status or owner sent by the client: the engine prices, the caller owns', async () => {
    const { userId: otherUserId } = await signedInShipper();
    const guest = shipper(testApp.app);
    const trackingNumber = await guest.newOrder({
      finalDue: 0.01,
      priceCents: 1,
      price: 1,
      status: 'DELIVERED',
      userId: otherUserId,
      guestKey: 'forged',
    } as never);
    const order = await storedOrder(trackingNumber);
    expect(order.priceCents / 100).toBe(enginePrice('CA_GROUND'));
    expect(order).toMatchObject({ status: 'ORDER_CREATED', userId: null });
    expect(order.guestKey).not.toBe('forged');
  });

  it('prices a signed-in user with their contract rate and owns the order by user id', async () => {
    const user = await signedInShipper();
    await testApp.database.db
      .update(users)
      .set({ contractRate: 0.5 })
      .where(eq(users.id, user.userId));
    const trackingNumber = await user.newOrder();
    const order = await storedOrder(trackingNumber);
    expect(order).toMatchObject({ userId: user.userId, guestKey: null });
    expect(order.priceCents).toBe(900); // $35 list, 50 % off, times 0.5: $8.75, so $9
  });

  it('refuses a service not offered for the route with a clear message', async () => {
    const response = await shipper(testApp.app).createOrder({ serviceCode: 'VAN_NEXT_DAY' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: Messages.serviceNotOffered('VAN_NEXT_DAY'),
      field: 'serviceCode',
    });
  });

  it("refuses a province that is not the postal code's, even one typed by hand", async () => {
    const response = await shipper(testApp.app).createOrder({
      recipientCity: 'Gatineau',
      recipientProvince: 'QC',
      recipientPostalCode: 'K2P 1L4',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Postal code K2P is in Ontario, not Quebec.',
      field: 'recipientProvince',
    });
  });

  it.each([
    [{ senderPhoneNumber: '555-0123' }, 'senderPhoneNumber'],
    [{ recipientName: 'R2-D2' }, 'recipientName'],
    [{ senderEmail: '' }, 'senderEmail'],
    [{ recipientPostalCode: '10001' }, 'recipientPostalCode'],
    [{ senderCountryCode: 'Mexico' }, 'senderCountryCode'],
    [{ weight: -0.5 }, 'weight'],
    [{ weight: 20_000 }, 'weight'],
    [{ height: -1 }, 'height'],
    [{ senderUnitNumber: 'x'.repeat(51) }, 'senderUnitNumber'],
  ])('refuses %o', async (overrides, field) => {
    const response = await shipper(testApp.app).createOrder(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  // A name that reached a label as '=HYPERLINK(...)' from a bulk sheet (issue 35).
  it.each([
    ['recipientName', '=HYPERLINK("http://evil.example","Ava")', 'Recipient name'],
    ['senderCompany', '@SUM(A1:A9)', 'Sender company'],
    ['recipientStreetAddress', '+1055 W Georgia St', 'Recipient address'],
    ['recipientCity', '-Toronto', 'Recipient city'],
  ])('refuses a %s that starts like a spreadsheet formula', async (field, value, label) => {
    const response = await shipper(testApp.app).createOrder({ [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `${label} cannot start with =, +, - or @ (a spreadsheet would run it as a formula).`,
      field,
    });
  });

  it('takes names and streets as people write them, hyphens and apostrophes inside', async () => {
    const response = await shipper(testApp.app).createOrder({
      senderName: 'Zoë Lefèvre-Côté',
      senderCompany: 'Dupuis, Fils & Cie',
      recipientName: "Seán O'Brien-Lévesque",
      recipientCompany: 'Ace-Hardware Ltd.',
      recipientUnitNumber: '305',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('POST /web/ship/validate and GET /web/ship/status/{batchId}', () => {
  it('gathers the order into a new batch that checkout describes', async () => {
    const guest = shipper(testApp.app);
    const { trackingNumber, batchId } = await guest.newBatch();
    const response = await guest.batchStatus(batchId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      shippingBatchId: batchId,
      validRequests: [
        {
          trackingNumber,
          serviceCode: 'CA_GROUND',
          serviceDescription: 'Canada Ground',
          eta: expect.any(Number),
          recipientName: '王小明',
          recipientCity: 'Toronto',
          recipientProvince: 'ON',
          finalDue: enginePrice('CA_GROUND'),
          customs: null,
          hasCommercialInvoice: false,
        },
      ],
      totalCost: enginePrice('CA_GROUND'),
      pickupEligible: true,
      dropOffLocations: [
        { name: 'Shipping store', address: '1025 Robson St, Vancouver, BC', distanceKm: 0 },
        { name: 'Postal counter', address: '349 W Georgia St, Vancouver, BC', distanceKm: 1 },
        {
          name: 'Maplepost Vancouver warehouse',
          address: '1460 Industrial Avenue, Unit 8, Vancouver, BC V6A 2R8',
          distanceKm: 2,
        },
      ],
      nearestDropOffLocation: {
        name: 'Shipping store',
        address: '1025 Robson St, Vancouver, BC',
        distanceKm: 0,
      },
      paid: false,
      paidWith: null,
      pickup: null,
      paymentMethods: ['CARD'],
    });
  });

  it('re-prices an order whose service changes, and reuses an open batch', async () => {
    const guest = shipper(testApp.app);
    const { trackingNumber, batchId } = await guest.newBatch();
    const second = await guest.newOrder();
    const response = await guest.validate(
      [
        { trackingNumber, serviceCode: 'CA_PRIORITY' },
        { trackingNumber: second, serviceCode: 'CA_EXPEDITED' },
      ],
      batchId,
    );
    expect(response.json()).toEqual({ shippingBatchId: batchId });
    const status = (await guest.batchStatus(batchId)).json();
    expect(
      status.validRequests.map((request: { serviceCode: string }) => request.serviceCode),
    ).toEqual(['CA_PRIORITY', 'CA_EXPEDITED']);
    expect(status.totalCost).toBeCloseTo(
      enginePrice('CA_PRIORITY') + enginePrice('CA_EXPEDITED'),
      2,
    );
  });

  it('moves an order to a new batch, but not out of a batch whose payment has begun', async () => {
    const guest = shipper(testApp.app);
    const { trackingNumber, serviceCode, batchId } = await guest.newBatch();
    const moved = await guest.validate([{ trackingNumber, serviceCode }]);
    expect(moved.statusCode, moved.body).toBe(200);
    const newBatchId = moved.json().shippingBatchId;
    expect(newBatchId).not.toBe(batchId);

    // The charge of a payment under way counts the order: leaving now would bill it twice.
    await setPaymentStarted(testApp.database.db, newBatchId, new Date());
    const refused = await guest.validate([{ trackingNumber, serviceCode }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(Messages.paymentInProgress);
    const status = (await guest.batchStatus(newBatchId)).json();
    expect(
      status.validRequests.map((order: { trackingNumber: string }) => order.trackingNumber),
    ).toEqual([trackingNumber]);
  });

  /** What checkout is told of a guest's new batch whose parcel leaves from `sender`. */
  async function statusOfBatchFrom(sender: Parameters<typeof orderBody>[0]) {
    const guest = shipper(testApp.app);
    const { batchId } = await guest.newBatch(sender);
    return (await guest.batchStatus(batchId)).json();
  }

  it('offers a sender beside our Toronto warehouse the warehouse first, with its distance', async () => {
    const status = await statusOfBatchFrom(SENDERS_ELSEWHERE.besideTorontoWarehouse);
    expect(status.pickupEligible).toBe(false);
    expect(status.dropOffLocations).toEqual([
      {
        name: 'Maplepost Toronto warehouse',
        address: '75 Vulcan Street, Unit 3, Etobicoke, ON M9W 1L4',
        distanceKm: 0,
      },
      { name: 'Shipping store', address: '1980 Queen St W, Toronto, ON', distanceKm: 13 },
      { name: 'Postal counter', address: '2 Bloor St W, Toronto, ON', distanceKm: 16 },
    ]);
  });

  it('gives a Whitehorse sender no pickup and no drop-off location, and names the nearest', async () => {
    expect(await statusOfBatchFrom(SENDERS_ELSEWHERE.whitehorse)).toMatchObject({
      pickupEligible: false,
      dropOffLocations: [],
      nearestDropOffLocation: {
        name: 'Shipping store',
        address: '1025 Robson St, Vancouver, BC',
        distanceKm: 1477,
      },
    });
  });

  it('refuses unknown services and tracking numbers', async () => {
    const guest = shipper(testApp.app);
    const trackingNumber = await guest.newOrder();
    const badService = await guest.validate([{ trackingNumber, serviceCode: 'US_GROUND' }]);
    expect(badService.statusCode).toBe(400);
    const unknown = await guest.validate([
      { trackingNumber: 'MP000000000CA', serviceCode: 'CA_GROUND' },
    ]);
    expect(unknown.statusCode).toBe(404);
  });

  it('offers invoice to monthly-billing accounts only', async () => {
    const user = await signedInShipper();
    await testApp.database.db
      .update(users)
      .set({ billingType: 'MONTHLY_BILLING' })
      .where(eq(users.id, user.userId));
    const { batchId } = await user.newBatch();
    expect((await user.batchStatus(batchId)).json().paymentMethods).toEqual(['CARD', 'INVOICE']);
  });
});

describe('GET /web/order/{trackingNumber}', () => {
  it('answers the sender fields of the caller’s order', async () => {
    const guest = shipper(testApp.app);
    const trackingNumber = await guest.newOrder();
    const response = await guest.order(trackingNumber.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      trackingNumber,
      status: 'ORDER_CREATED',
      senderName: 'Amélie O’Brien-Chan',
      senderPhoneNumber: '6045550123',
      senderUnitNumber: '1200',
      senderEmail: 'amelie@example.com',
      senderCompany: 'Harbour Books',
      senderStreetAddress: '1055 W Georgia St',
      senderCity: 'Vancouver',
      senderProvince: 'BC',
      senderCountryCode: 'CA',
      senderPostalCode: 'V6E 3P3',
    });
  });
});

describe('nobody opens another owner’s orders or batches', () => {
  it('answers 404 to another guest, a signed-in user and a browser without cookies', async () => {
    const owner = shipper(testApp.app);
    const { trackingNumber, batchId } = await owner.newBatch();
    const otherGuest = shipper(testApp.app);
    await otherGuest.newOrder();
    const user = await signedInShipper();
    for (const intruder of [otherGuest, user, shipper(testApp.app)]) {
      expect((await intruder.order(trackingNumber)).statusCode).toBe(404);
      expect((await intruder.batchStatus(batchId)).statusCode).toBe(404);
      const steal = await intruder.validate([{ trackingNumber, serviceCode: 'CA_GROUND' }]);
      expect(steal.statusCode).toBe(404);
    }
    expect((await owner.batchStatus(batchId)).statusCode).toBe(200);
  });

  it('keeps a user’s batch from other users, and an id that is not a uuid finds nothing', async () => {
    const user = await signedInShipper();
    const { batchId } = await user.newBatch();
    const other = await signedInShipper();
    expect((await other.batchStatus(batchId)).statusCode).toBe(404);
    expect((await shipper(testApp.app).batchStatus('not-a-uuid')).statusCode).toBe(404);
  });
});

it('keeps the sample body valid', () => {
  expect(orderBody().serviceCode).toBe('CA_GROUND');
});
