import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_TRUNCATED_HEADER, type OrderListResponse } from '#domain/shipments/order-list.ts';
import type { OrderSummary } from '#domain/shipments/order-summary.ts';
import { orders } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { userWithOrders, type SeedOrder } from '../test-support/order-list.ts';
import type { Cookies } from '../test-support/shipments.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const list = (cookies: Cookies, query = '') =>
  testApp.app.inject({ method: 'GET', url: `/web/order/list${query}`, cookies });

async function listOk(cookies: Cookies, query = ''): Promise<OrderListResponse> {
  const response = await list(cookies, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

// Times in UTC; Vancouver is UTC-7 all year since March 2026, so 06:59 UTC is still the day before there.
const SEEDS: SeedOrder[] = [
  { status: 'DELIVERED', recipientName: 'Mei Wong', createdAt: '2026-11-01T18:00:00Z' },
  { status: 'IN_TRANSIT', recipientName: 'Jean Tremblay', createdAt: '2026-11-02T06:59:00Z' },
  { status: 'IN_TRANSIT', recipientName: 'Ahmed 100% Khan', createdAt: '2026-11-02T07:00:00Z' },
  { status: 'LABEL_CREATED', recipientName: 'MEI LING', createdAt: '2026-11-03T12:00:00Z' },
  { status: 'PICKUP_SCHEDULED', recipientName: 'Sam_Lee', createdAt: '2026-11-04T12:00:00Z' },
];

describe('GET /web/order/list', () => {
  let owner: Awaited<ReturnType<typeof userWithOrders>>;
  beforeAll(async () => {
    owner = await userWithOrders(testApp, SEEDS);
  });
  const numbersOf = (body: OrderListResponse) => body.items.map((item) => item.trackingNumber);
  const seeded = (...indexes: number[]) => indexes.map((index) => owner.trackingNumbers[index]);

  it('answers the caller’s orders newest first as spec section 3’s list items', async () => {
    const body = await listOk(owner.cookies);
    expect(numbersOf(body)).toEqual(seeded(4, 3, 2, 1, 0));
    expect(body).toMatchObject({ totalPages: 1, currentPage: 1, totalItems: 5 });
    expect(body.items[0]).toEqual({
      trackingNumber: owner.trackingNumbers[4],
      createdDate: '2026-11-04T12:00:00.000Z',
      updatedDate: '2026-11-04T12:00:00.000Z',
      orderStatus: 'PICKUP_SCHEDULED',
      recipientName: 'Sam_Lee',
      recipientCity: 'Toronto',
      recipientProvince: 'ON',
      serviceDescription: 'Canada Ground',
      serviceCode: 'CA_GROUND',
      shippingBatchId: null,
      customs: null,
      hasCommercialInvoice: false,
    });
  });

  it('pages by size, 1-based, and answers an empty page past the end', async () => {
    const first = await listOk(owner.cookies, '?page=1&size=2');
    expect(numbersOf(first)).toEqual(seeded(4, 3));
    expect(first).toMatchObject({ totalPages: 3, currentPage: 1 });
    expect(numbersOf(await listOk(owner.cookies, '?page=3&size=2'))).toEqual(seeded(0));
    const past = await listOk(owner.cookies, '?page=9&size=2');
    expect(past).toMatchObject({ items: [], totalPages: 3, currentPage: 9 });
  });

  it('reads every page alike, from either end of the list', async () => {
    for (const size of [1, 2, 3, 4]) {
      const pages = [];
      for (let page = 1; page <= Math.ceil(5 / size); page += 1) {
        pages.push(...numbersOf(await listOk(owner.cookies, `?page=${page}&size=${size}`)));
      }
      expect(pages, `size ${size}`).toEqual(seeded(4, 3, 2, 1, 0));
    }
  });

  it('reads every page alike when an order removed by hand left a gap in the order numbers', async () => {
    const user = await userWithOrders(testApp, SEEDS);
    const db = testApp.database.db;
    await db.delete(orders).where(eq(orders.trackingNumber, user.trackingNumbers[2]!));
    const expected = [4, 3, 1, 0].map((index) => user.trackingNumbers[index]);
    for (const size of [1, 2, 3]) {
      const pages = [];
      for (let page = 1; page <= Math.ceil(4 / size); page += 1) {
        pages.push(...numbersOf(await listOk(user.cookies, `?page=${page}&size=${size}`)));
      }
      expect(pages, `size ${size}`).toEqual(expected);
    }
  });

  it('numbers each user’s orders 1, 2, 3... in the order they are created, also when created at once', async () => {
    const user = await userWithOrders(testApp, []);
    const created = await Promise.all(Array.from({ length: 8 }, () => user.who.newOrder()));
    const rows = await testApp.database.db
      .select({ position: orders.userPosition, trackingNumber: orders.trackingNumber })
      .from(orders)
      .where(eq(orders.userId, user.userId));
    // The helper's own first order (number 1) was removed: the numbers run on from 2.
    expect(rows.map((row) => row.position).sort((a, b) => a! - b!)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(rows.map((row) => row.trackingNumber).sort()).toEqual([...created].sort());
    const newestFirst = [...rows].sort((a, b) => b.position! - a.position!);
    const listed = await listOk(user.cookies, '?size=3&page=2');
    expect(numbersOf(listed)).toEqual(newestFirst.slice(3, 6).map((row) => row.trackingNumber));
  });

  it('counts by status as the statuses change, insert, update and delete alike', async () => {
    const user = await userWithOrders(testApp, [
      { status: 'IN_TRANSIT', createdAt: '2026-11-01T18:00:00Z' },
      { status: 'IN_TRANSIT', createdAt: '2026-11-02T18:00:00Z' },
      { status: 'DELIVERED', createdAt: '2026-11-03T18:00:00Z' },
    ]);
    const totalOf = async (query: string) => (await listOk(user.cookies, query)).totalItems;
    expect([await totalOf(''), await totalOf('?status=IN_TRANSIT')]).toEqual([3, 2]);
    const db = testApp.database.db;
    await db
      .update(orders)
      .set({ status: 'DELIVERED' })
      .where(eq(orders.trackingNumber, user.trackingNumbers[0]!));
    await db.delete(orders).where(eq(orders.trackingNumber, user.trackingNumbers[1]!));
    expect([
      await totalOf(''),
      await totalOf('?status=IN_TRANSIT'),
      await totalOf('?status=DELIVERED'),
    ]).toEqual([2, 0, 2]);
    const delivered = await listOk(user.cookies, '?status=DELIVERED&size=1&page=2');
    expect(numbersOf(delivered)).toEqual([user.trackingNumbers[0]]);
  });

  it('filters by status', async () => {
    expect(numbersOf(await listOk(owner.cookies, '?status=IN_TRANSIT'))).toEqual(seeded(2, 1));
  });

  it('filters by recipient name, contains and any case, with % and _ as plain letters', async () => {
    expect(numbersOf(await listOk(owner.cookies, '?recipientName=mei'))).toEqual(seeded(3, 0));
    expect(numbersOf(await listOk(owner.cookies, '?recipientName=%25'))).toEqual(seeded(2));
    // As a wildcard, _ would find 'MEI LING'; as a letter, only 'Sam_Lee'.
    expect(numbersOf(await listOk(owner.cookies, '?recipientName=i_l'))).toEqual([]);
    expect(numbersOf(await listOk(owner.cookies, '?recipientName=M_L'))).toEqual(seeded(4));
  });

  it('filters by Vancouver days, both ends included', async () => {
    // 2 November in Vancouver runs from 07:00 UTC on the 2nd to 07:00 UTC on the 3rd.
    expect(
      numbersOf(await listOk(owner.cookies, '?dateFrom=2026-11-02&dateTo=2026-11-02')),
    ).toEqual(seeded(2));
    expect(numbersOf(await listOk(owner.cookies, '?dateTo=2026-11-01'))).toEqual(seeded(1, 0));
    expect(numbersOf(await listOk(owner.cookies, '?dateFrom=2026-11-03'))).toEqual(seeded(4, 3));
  });

  it('filters by batch and combines filters', async () => {
    const { batchId, trackingNumber } = await owner.who.newBatch();
    expect(numbersOf(await listOk(owner.cookies, `?batchId=${batchId}`))).toEqual([trackingNumber]);
    const other = '00000000-0000-4000-8000-000000000000';
    expect(numbersOf(await listOk(owner.cookies, `?batchId=${other}`))).toEqual([]);
    expect(
      numbersOf(
        await listOk(owner.cookies, '?status=IN_TRANSIT&recipientName=khan&dateFrom=2026-11-02'),
      ),
    ).toEqual(seeded(2));
  });

  it('finds one order by its tracking number, any case and spacing', async () => {
    const number = owner.trackingNumbers[1]!;
    const query = `?trackingNumber=${encodeURIComponent(` ${number.slice(0, 5).toLowerCase()} ${number.slice(5)}`)}`;
    expect(numbersOf(await listOk(owner.cookies, query))).toEqual([number]);
  });

  it('takes empty parameters as no filter', async () => {
    const body = await listOk(
      owner.cookies,
      '?status=&recipientName=&batchId=&dateFrom=&dateTo=&size=2',
    );
    expect(body.totalItems).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['?page=0', 'page must be at least 1.'],
    ['?page=abc', 'page must be a whole number.'],
    ['?page=1.5', 'page must be a whole number.'],
    ['?size=101', 'size must be at most 100.'],
    ['?size=0', 'size must be at least 1.'],
    ['?status=LOST', 'status must be one of'],
    [
      '?batchId=NOV%2024',
      'batchId must be a bulk batch id (letters, digits, hyphens, underscores and periods) or a shipping batch id.',
    ],
    ['?dateFrom=2026-02-30', 'dateFrom must be a date written YYYY-MM-DD.'],
    ['?dateTo=11/02/2026', 'dateTo must be a date written YYYY-MM-DD.'],
    ['?dateFrom=2026-11-03&dateTo=2026-11-02', 'dateFrom must be on or before dateTo.'],
    [`?recipientName=${'x'.repeat(101)}`, 'recipientName must be at most 100 characters.'],
  ])('answers 400 naming the parameter for %s', async (query, message) => {
    const response = await list(owner.cookies, query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('answers 401 to a guest, even one with orders', async () => {
    const response = await list({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authentication expired. Please log in again.' });
  });

  it('never lists another user’s orders, whatever the filters', async () => {
    const other = await userWithOrders(testApp, [
      { status: 'IN_TRANSIT', recipientName: 'Mei Wong', createdAt: '2026-11-02T12:00:00Z' },
    ]);
    const body = await listOk(other.cookies, '?recipientName=mei');
    expect(numbersOf(body)).toEqual(other.trackingNumbers);
    const mine = await listOk(owner.cookies, '?size=100');
    expect(numbersOf(mine)).not.toContain(other.trackingNumbers[0]);
    // Nor open its detail or label.
    for (const url of [
      `/web/order/${owner.trackingNumbers[0]}`,
      `/web/label/${owner.trackingNumbers[0]}`,
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, cookies: other.cookies });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('GET /web/order/export.csv', () => {
  it('downloads the filtered list as an attachment, escaped and formula-safe', async () => {
    const owner = await userWithOrders(testApp, [
      { recipientName: '=cmd|"/c calc"!A1', createdAt: '2026-11-05T12:00:00Z' },
      { recipientName: 'Wong, "Mei"', createdAt: '2026-11-06T12:00:00Z', status: 'DELIVERED' },
    ]);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/web/order/export.csv?dateFrom=2026-11-01',
      cookies: owner.cookies,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="maplepost-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers[EXPORT_TRUNCATED_HEADER]).toBe('false');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toMatch(/^Tracking Number,/);
    expect(lines[1]).toContain(
      `${owner.trackingNumbers[1]},2026-11-06 05:00,2026-11-06 05:00,Delivered,"Wong, ""Mei""",`,
    );
    expect(lines[2]).toContain(`,"'=cmd|""/c calc""!A1",`);
    expect(lines).toHaveLength(4);

    const filtered = await testApp.app.inject({
      method: 'GET',
      url: '/web/order/export.csv?status=DELIVERED',
      cookies: owner.cookies,
    });
    expect(filtered.body.split('\r\n')).toHaveLength(3);
  });

  it('refuses bad filters and guests', async () => {
    const owner = await userWithOrders(testApp, []);
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/web/order/export.csv?dateFrom=yesterday',
      cookies: owner.cookies,
    });
    expect(bad.statusCode).toBe(400);
    const guest = await testApp.app.inject({ method: 'GET', url: '/web/order/export.csv' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('GET /web/order/summary', () => {
  it('counts the latest 100 orders as spec section 4 defines, with the 5 most recent', async () => {
    const now = Date.now();
    const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    // 3 old delivered orders fall outside the latest 100.
    const seeds: SeedOrder[] = [
      ...Array.from({ length: 3 }, (_, index) => ({
        status: 'DELIVERED' as const,
        createdAt: ago(10_000 + index),
      })),
      ...Array.from({ length: 40 }, (_, index) => ({
        status: 'ORDER_CREATED' as const,
        createdAt: ago(500 + index),
      })),
      ...Array.from({ length: 10 }, (_, index) => ({
        status: 'LABEL_CREATED' as const,
        createdAt: ago(400 + index),
      })),
      ...Array.from({ length: 5 }, (_, index) => ({
        status: 'PICKUP_SCHEDULED' as const,
        createdAt: ago(300 + index),
      })),
      ...Array.from({ length: 20 }, (_, index) => ({
        status: 'IN_TRANSIT' as const,
        createdAt: ago(200 + index),
      })),
      ...Array.from({ length: 4 }, (_, index) => ({
        status: 'PICKED_UP' as const,
        createdAt: ago(150 + index),
      })),
      ...Array.from({ length: 6 }, (_, index) => ({
        status: 'AT_WAREHOUSE' as const,
        createdAt: ago(120 + index),
      })),
      ...Array.from({ length: 7 }, (_, index) => ({
        status: 'OUT_FOR_DELIVERY' as const,
        createdAt: ago(100 + index),
      })),
      ...Array.from({ length: 8 }, (_, index) => ({
        status: 'DELIVERED' as const,
        createdAt: ago(10 + index),
      })),
    ];
    const owner = await userWithOrders(testApp, seeds);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/web/order/summary',
      cookies: owner.cookies,
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<OrderSummary>();
    expect(summary.counters).toEqual({ total: 100, pending: 15, inTransit: 30, delivered: 8 });
    expect(summary.recent.map((item) => item.trackingNumber)).toEqual(
      owner.trackingNumbers.slice(-8, -3),
    );
    expect(summary.weekly).toHaveLength(12);
    expect(summary.weekly.reduce((sum, week) => sum + week.count, 0)).toBe(103);
    expect(summary.weekly.at(-1)!.weekStart <= new Date(now).toISOString().slice(0, 10)).toBe(true);
  });

  it('is all zeros for a new user and refuses guests', async () => {
    const owner = await userWithOrders(testApp, []);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/web/order/summary',
      cookies: owner.cookies,
    });
    const summary = response.json<OrderSummary>();
    expect(summary.counters).toEqual({ total: 0, pending: 0, inTransit: 0, delivered: 0 });
    expect(summary.recent).toEqual([]);
    expect(summary.weekly.every((week) => week.count === 0)).toBe(true);
    const guest = await testApp.app.inject({ method: 'GET', url: '/web/order/summary' });
    expect(guest.statusCode).toBe(401);
  });
});
