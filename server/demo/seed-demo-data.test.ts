import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceSummary } from '#domain/account/schemas.ts';
import { vancouverDateOf } from '#domain/common/vancouver-date.ts';
import { billingMonthOf } from '#domain/shipments/billing-month.ts';
import { ORDER_STATUSES } from '#domain/shipments/order-status.ts';
import { logIn, sessionCookieOf, withSession } from '../test-support/auth.ts';
import { accounts, invoiceLines, orders, trackingEvents, users } from '../db/schema.ts';
import { findPricingAccount } from '../rates/index.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { DEMO_PASSWORD, DEMO_STAFF_EMAIL, seedDemoData } from './seed-demo-data.ts';

const NOW = new Date('2026-11-24T18:00:00Z');
const TWELVE_WEEKS_MS = 12 * 7 * 24 * 60 * 60 * 1000;

let testApp: TestApp;
let created: Awaited<ReturnType<typeof seedDemoData>>;
beforeAll(async () => {
  testApp = await createTestApp();
  created = await seedDemoData({ db: testApp.database.db, config: testApp.config, now: () => NOW });
});
afterAll(() => testApp.close());

const userIdOf = async (email: string) =>
  (await testApp.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

const ordersOf = async (email: string) =>
  testApp.database.db
    .select()
    .from(orders)
    .where(eq(orders.userId, await userIdOf(email)));

describe('seedDemoData', () => {
  it('creates the demo accounts and the staff account on an empty database, then never again', async () => {
    expect(created.map((account) => account.email)).toEqual([
      'demo@maplepost.test',
      'business@maplepost.test',
      DEMO_STAFF_EMAIL,
    ]);
    expect(created.every((account) => account.description.length > 0)).toBe(true);

    const again = await seedDemoData({
      db: testApp.database.db,
      config: testApp.config,
      now: () => NOW,
    });
    expect(again).toEqual([]);
    expect(await testApp.database.db.select().from(accounts)).toHaveLength(3);
    expect(await testApp.database.db.select().from(orders)).toHaveLength(24);
  });

  it('makes accounts that sign in with the demo password and carry their billing terms and role', async () => {
    const signIn = async (email: string) => {
      const login = await logIn(testApp.app, email, DEMO_PASSWORD);
      expect(login.statusCode).toBe(200);
      return login;
    };
    const profileOf = async (email: string) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/web/user/get',
        cookies: withSession(sessionCookieOf(await signIn(email)).value),
      });
      return response.json();
    };

    expect(await profileOf('demo@maplepost.test')).toMatchObject({
      username: 'Demo Shopper',
      paymentType: 'PER_ORDER',
      billingType: 'PER_ORDER',
    });
    expect(await profileOf('business@maplepost.test')).toMatchObject({
      username: 'Northern Goods Co.',
      paymentType: 'MONTHLY_BILLING',
      billingType: 'MONTHLY_BILLING',
    });
    expect((await signIn(DEMO_STAFF_EMAIL)).json().user.role).toBe('STAFF');
    expect((await signIn('demo@maplepost.test')).json().user.role).toBe('CUSTOMER');
  });

  it.each(['demo@maplepost.test', 'business@maplepost.test'])(
    'gives %s shipments in every status but the unused ones, over the last 12 weeks',
    async (email) => {
      const shipped = await ordersOf(email);
      const statuses = new Set(shipped.map((order) => order.status));
      // No demo sender has cancelled a shipment.
      const unused = ['PICKUP_SCHEDULED', 'SHIPPED', 'CANCELLED'];
      const expected = ORDER_STATUSES.filter((status) => !unused.includes(status));
      if (email.startsWith('demo')) {
        // The individual's few parcels skip two of the middle steps.
        expect([...statuses].sort()).toEqual(
          expected
            .filter((status) => !['AT_WAREHOUSE', 'OUT_FOR_DELIVERY'].includes(status))
            .sort(),
        );
      } else {
        expect([...statuses].sort()).toEqual([...expected].sort());
      }
      for (const order of shipped) {
        expect(order.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - TWELVE_WEEKS_MS);
        expect(order.createdAt.getTime()).toBeLessThan(NOW.getTime());
        expect(order.priceCents % 100, 'a whole-dollar price from the pricing code').toBe(0);
        expect(order.priceCents).toBeGreaterThan(0);
      }
    },
  );

  it('declares every parcel to the US to customs as its sender would, and no domestic one', async () => {
    for (const email of ['demo@maplepost.test', 'business@maplepost.test']) {
      const shipped = await ordersOf(email);
      const abroad = shipped.filter((order) => order.recipientCountryCode === 'US');
      expect(abroad.length, email).toBeGreaterThan(0);
      for (const order of abroad) {
        const customs = order.customs!;
        expect(customs.items.length).toBeGreaterThan(0);
        const packed = customs.items.reduce(
          (sum, item) => sum + item.quantity * item.unitWeight,
          0,
        );
        expect(packed).toBeLessThanOrEqual(order.weight);
        for (const item of customs.items) {
          expect(item).toMatchObject({
            originCountry: 'CA',
            hsCode: expect.stringMatching(/^\d{6}$/),
          });
          expect(item.unitValueCents).toBeGreaterThan(0);
        }
      }
      const domestic = shipped.filter((order) => order.recipientCountryCode === 'CA');
      expect(domestic.every((order) => order.customs === null)).toBe(true);
    }
    const business = await ordersOf('business@maplepost.test');
    expect(business.find((order) => order.customs)!.customs).toMatchObject({
      contentsType: 'MERCHANDISE',
      senderTaxId: '123456789RM0001',
      cusmaOriginating: true,
    });
  });

  it('moves parcels with label events from the portal and scans from staff, all in the past', async () => {
    const events = await testApp.database.db.select().from(trackingEvents);
    expect(new Set(events.map((event) => event.source))).toEqual(new Set(['PORTAL', 'STAFF']));
    expect(events.every((event) => event.occurredAt <= NOW)).toBe(true);
    // Each paid order's status is the one of its newest event.
    const all = await testApp.database.db.select().from(orders);
    for (const order of all.filter((candidate) => candidate.status !== 'ORDER_CREATED')) {
      const newest = events
        .filter((event) => event.orderId === order.id)
        .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime() || b.id - a.id)[0];
      expect(newest?.status).toBe(order.status);
    }
    // Unpaid orders have no events.
    const unpaid = (await ordersOf('business@maplepost.test')).find(
      (order) => order.status === 'ORDER_CREATED',
    )!;
    expect(
      await testApp.database.db
        .select()
        .from(trackingEvents)
        .where(eq(trackingEvents.orderId, unpaid.id)),
    ).toEqual([]);
  });

  it('bills the business account by monthly invoice lines that add up to its paid orders', async () => {
    const userId = await userIdOf('business@maplepost.test');
    const lines = await testApp.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.userId, userId));
    const paid = (await ordersOf('business@maplepost.test')).filter(
      (order) => order.status !== 'ORDER_CREATED',
    );
    expect(lines).toHaveLength(paid.length);
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(
      paid.reduce((sum, order) => sum + order.priceCents, 0),
    );
    expect(new Set(lines.map((line) => line.billingMonth)).size).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(billingMonthOf(line.createdAt)).toBe(line.billingMonth);
  });

  it('dates each invoice line on the day its shipment was made, on that month’s invoice', async () => {
    const login = await logIn(testApp.app, 'business@maplepost.test', DEMO_PASSWORD);
    const cookies = withSession(sessionCookieOf(login).value);
    const get = async <T>(url: string) =>
      (await testApp.app.inject({ method: 'GET', url, cookies })).json<T>();
    const { invoices } = await get<{ invoices: InvoiceSummary[] }>('/web/user/invoices');
    const lines = [];
    for (const { month } of invoices) {
      const invoice = await get<Invoice>(`/web/user/invoices/${month}`);
      for (const line of invoice.lines) expect(line.date.slice(0, 7)).toBe(month);
      lines.push(...invoice.lines);
    }
    const paid = (await ordersOf('business@maplepost.test')).filter(
      (order) => order.status !== 'ORDER_CREATED',
    );
    expect(Object.fromEntries(lines.map((line) => [line.trackingNumber, line.date]))).toEqual(
      Object.fromEntries(
        paid.map((order) => [order.trackingNumber, vancouverDateOf(order.createdAt)]),
      ),
    );
  });

  it('keeps both accounts in the first volume tier this month', async () => {
    for (const email of ['demo@maplepost.test', 'business@maplepost.test']) {
      const terms = await findPricingAccount(testApp.database.db, await userIdOf(email), NOW);
      expect(terms!.volume.thisMonth).toBeLessThanOrEqual(50);
      expect(terms!.volume.lastMonth).toBeLessThanOrEqual(50);
    }
  });
});
