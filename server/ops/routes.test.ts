import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, sessionUserOf, withSession } from '../test-support/auth.ts';
import { makeStaff } from '../auth/index.ts';
import { nonceFor, pay } from '../test-support/checkout.ts';
import { shipper } from '../test-support/shipments.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let testApp: TestApp;
let staffCookies: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  const staff = await registerAccount(testApp.app);
  await makeStaff(
    { db: testApp.database.db, config: testApp.config, now: () => new Date() },
    staff.email,
    async () => null,
  );
  staffCookies = withSession(staff.token);
});
afterAll(() => testApp.close());

/** A customer with one paid shipment (card); answers its tracking number and the customer. */
async function paidShipment() {
  const customer = await registerAccount(testApp.app);
  const ships = shipper(testApp.app, withSession(customer.token));
  const { trackingNumber, batchId } = await ships.newBatch();
  const paymentNonce = await nonceFor(testApp.app, ships.cookies);
  const paid = await pay(testApp.app, ships.cookies, batchId, { paymentNonce });
  expect(paid.statusCode, paid.body).toBe(200);
  return { trackingNumber, customer };
}

const scan = (cookies: Record<string, string>, payload: object) =>
  testApp.app.inject({ method: 'POST', url: '/web/ops/scan', payload, cookies });
const lookUp = (cookies: Record<string, string>, trackingNumber: string) =>
  testApp.app.inject({ method: 'GET', url: `/web/ops/shipments/${trackingNumber}`, cookies });
const switchBilling = (cookies: Record<string, string>, payload: object) =>
  testApp.app.inject({ method: 'PUT', url: '/web/ops/accounts/billing', payload, cookies });

describe('staff endpoints', () => {
  it('do not exist for guests and customers: 404 as for an unknown path, and no data', async () => {
    const { trackingNumber, customer } = await paidShipment();
    const calls = [
      {
        method: 'POST',
        path: '/web/ops/scan',
        send: (cookies: Record<string, string>) =>
          scan(cookies, {
            trackingNumbers: [trackingNumber],
            status: 'DELIVERED',
            location: 'Toronto, ON',
          }),
      },
      {
        method: 'GET',
        path: `/web/ops/shipments/${trackingNumber}`,
        send: (cookies: Record<string, string>) => lookUp(cookies, trackingNumber),
      },
      {
        method: 'PUT',
        path: '/web/ops/accounts/billing',
        send: (cookies: Record<string, string>) =>
          switchBilling(cookies, { email: customer.email, billingType: 'MONTHLY_BILLING' }),
      },
    ];
    for (const cookies of [{}, withSession(customer.token)]) {
      for (const call of calls) {
        const response = await call.send(cookies);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          message: `No such endpoint: ${call.method} ${call.path}`,
        });
      }
      // Even a bad body is refused as a missing path, not checked: the guard runs first.
      const bad = await scan(cookies, { trackingNumbers: 'nope' });
      expect(bad.statusCode).toBe(404);
    }
    // Nothing moved, nothing switched.
    const shipment = await lookUp(staffCookies, trackingNumber);
    expect(shipment.json()).toMatchObject({ status: 'LABEL_CREATED' });
    expect(shipment.json().account.billingType).toBe('PER_ORDER');
  });

  it('tell the session who is staff', async () => {
    const customer = await registerAccount(testApp.app);
    expect(await sessionUserOf(testApp.app, customer.token)).toMatchObject({ role: 'CUSTOMER' });
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/web/auth/session',
      cookies: staffCookies,
    });
    expect(session.json().user.role).toBe('STAFF');
  });
});

describe('POST /web/ops/scan', () => {
  it('moves every scanned parcel, step by step, and reports unknown and unpaid numbers', async () => {
    const first = await paidShipment();
    const second = await paidShipment();
    const unpaid = await shipper(testApp.app).newOrder();
    const numbers = [first.trackingNumber, second.trackingNumber];

    const pickedUp = await scan(staffCookies, {
      trackingNumbers: [
        ...numbers,
        ` ${first.trackingNumber.toLowerCase()} `,
        'MP000000000CA',
        unpaid,
      ],
      status: 'PICKED_UP',
      location: 'Vancouver, BC',
    });
    expect(pickedUp.statusCode, pickedUp.body).toBe(200);
    expect(pickedUp.json().results).toEqual([
      { trackingNumber: first.trackingNumber, outcome: 'RECORDED', status: 'PICKED_UP' },
      { trackingNumber: second.trackingNumber, outcome: 'RECORDED', status: 'PICKED_UP' },
      { trackingNumber: 'MP000000000CA', outcome: 'UNKNOWN', status: null },
      { trackingNumber: unpaid, outcome: 'NOT_PAID', status: 'ORDER_CREATED' },
    ]);

    const delivered = await scan(staffCookies, {
      trackingNumbers: numbers,
      status: 'DELIVERED',
      location: 'Toronto, ON',
    });
    expect(delivered.json().results.map((result: { status: string }) => result.status)).toEqual([
      'DELIVERED',
      'DELIVERED',
    ]);

    const detail = (await lookUp(staffCookies, second.trackingNumber)).json();
    expect(detail.status).toBe('DELIVERED');
    expect(
      detail.events.map((event: { status: string; source: string; location: string }) => [
        event.status,
        event.source,
        event.location,
      ]),
    ).toEqual([
      ['DELIVERED', 'STAFF', 'Toronto, ON'],
      ['PICKED_UP', 'STAFF', 'Vancouver, BC'],
      ['LABEL_CREATED', 'PORTAL', 'Vancouver, BC'],
    ]);
    expect((await lookUp(staffCookies, unpaid)).json().events).toEqual([]);
  });

  it('refuses a scan without numbers, event or place, with a clear message', async () => {
    const cases: [object, string][] = [
      [
        { trackingNumbers: [], status: 'DELIVERED', location: 'Toronto' },
        'Scan or type at least one tracking number.',
      ],
      [
        { trackingNumbers: ['MP000000000CA'], status: 'LABEL_CREATED', location: 'Toronto' },
        'Choose the event to record.',
      ],
      [
        { trackingNumbers: ['MP000000000CA'], status: 'DELIVERED', location: '  ' },
        'Enter the city where the parcels are.',
      ],
      [
        {
          trackingNumbers: Array(201).fill('MP000000000CA'),
          status: 'DELIVERED',
          location: 'Toronto',
        },
        'Record at most 200 parcels at once.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await scan(staffCookies, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('GET /web/ops/shipments/{trackingNumber}', () => {
  it('shows staff the whole shipment with its account', async () => {
    const { trackingNumber, customer } = await paidShipment();
    const response = await lookUp(staffCookies, trackingNumber.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      trackingNumber,
      status: 'LABEL_CREATED',
      serviceCode: 'CA_GROUND',
      paidWith: 'CARD',
      sender: {
        name: 'Amélie O’Brien-Chan',
        streetAddress: '1055 W Georgia St',
        city: 'Vancouver',
      },
      recipient: { name: '王小明', city: 'Toronto', postalCode: 'M5V 3L9' },
      account: { email: customer.email, billingType: 'PER_ORDER' },
    });
    expect(response.json().priceCents).toBeGreaterThan(0);
  });

  it('answers 404 with a message for a number nobody shipped', async () => {
    const response = await lookUp(staffCookies, 'MP000000000CA');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No shipment has this tracking number.');
  });
});

describe('PUT /web/ops/accounts/billing', () => {
  it('switches an account between per-order and monthly billing, as the user then sees it', async () => {
    const customer = await registerAccount(testApp.app);
    const profile = async () =>
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/web/user/get',
          cookies: withSession(customer.token),
        })
      ).json();
    expect(await profile()).toMatchObject({ billingType: 'PER_ORDER', paymentType: 'PER_ORDER' });

    const monthly = await switchBilling(staffCookies, {
      email: customer.email.toUpperCase(),
      billingType: 'MONTHLY_BILLING',
    });
    expect(monthly.statusCode, monthly.body).toBe(200);
    expect(monthly.json()).toMatchObject({
      email: customer.email,
      billingType: 'MONTHLY_BILLING',
      message: `${customer.email} is now billed by monthly invoice.`,
    });
    expect(await profile()).toMatchObject({
      billingType: 'MONTHLY_BILLING',
      paymentType: 'MONTHLY_BILLING',
    });

    await switchBilling(staffCookies, { email: customer.email, billingType: 'PER_ORDER' });
    expect(await profile()).toMatchObject({ billingType: 'PER_ORDER' });
  });

  it('answers 404 for an email without an account and 400 for a bad billing type', async () => {
    const unknown = await switchBilling(staffCookies, {
      email: 'nobody@example.com',
      billingType: 'PER_ORDER',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No account uses this email.');
    const bad = await switchBilling(staffCookies, { email: 'a@example.com', billingType: 'FREE' });
    expect(bad.statusCode).toBe(400);
  });
});
