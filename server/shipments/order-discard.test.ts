import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ShipmentListSchema } from '#domain/public-api/schemas.ts';
import type { OrderListResponse } from '#domain/shipments/order-list.ts';
import type { OrderSummary } from '#domain/shipments/order-summary.ts';
import { accountWithKey, createKeyAs } from '../test-support/api-keys.ts';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { bulkEntry, bulkShipper, processedRows, waitForUpload } from '../test-support/bulk.ts';
import { orders, shippingBatches } from '../db/schema.ts';
import { callApi } from '../test-support/public-api.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { discardStaleUnpaidOrders } from './discard-orders.ts';
import { userWithOrders } from '../test-support/order-list.ts';
import { shipper, type Cookies } from '../test-support/shipments.ts';

const testApp = useTestApp();

const signedInShipper = async () =>
  shipper(testApp.app, withSession((await registerAccount(testApp.app)).token));

async function listed(cookies: Cookies, query = ''): Promise<OrderListResponse> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/web/order/list${query}`,
    cookies,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const numbersOf = (body: OrderListResponse) => body.items.map((item) => item.trackingNumber);

const discard = (cookies: Cookies, trackingNumber: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/web/order/${trackingNumber}/discard`,
    payload: {},
    cookies,
  });

const discardBatch = (cookies: Cookies, batchId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/web/batch/discard-unpaid/${encodeURIComponent(batchId)}`,
    payload: {},
    cookies,
  });

/** As checkout does when it starts charging for the shipping batch. */
const beginPayment = (batchId: string) =>
  testApp.database.db
    .update(shippingBatches)
    .set({ paymentStartedAt: new Date() })
    .where(eq(shippingBatches.id, batchId));

async function summaryOf(cookies: Cookies): Promise<OrderSummary> {
  const response = await testApp.app.inject({ method: 'GET', url: '/web/order/summary', cookies });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A signed-in shipper with a bulk upload of `rows` orders into their batch `batchId`; answers its tracking numbers. */
async function bulkBatchOf(batchId: string, rows = 2) {
  const bulk = await bulkShipper(testApp.app);
  const uploadId = await bulk.newUpload(
    batchId,
    Array.from({ length: rows }, () => bulkEntry()),
  );
  await waitForUpload(testApp.database.db, uploadId);
  const trackingNumbers = (await processedRows(testApp.database.db, uploadId)).map(
    (row) => row.result.trackingNumber!,
  );
  return { bulk, trackingNumbers };
}

describe('POST /web/order/{trackingNumber}/discard', () => {
  it('takes an unpaid order out of the history, the dashboard, the API list and its checkout', async () => {
    const account = await accountWithKey(testApp.app, 'READ_ONLY');
    const who = shipper(testApp.app, withSession(account.token));
    const kept = await who.newBatch();
    const { trackingNumber, batchId } = await who.newBatch();
    expect((await listed(who.cookies)).totalItems).toBe(2);

    const response = await discard(who.cookies, trackingNumber);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ trackingNumber, discardedAt: expect.any(String) });

    const list = await listed(who.cookies);
    expect(numbersOf(list)).toEqual([kept.trackingNumber]);
    expect(list.totalItems).toBe(1);
    expect(numbersOf(await listed(who.cookies, `?batchId=${batchId}`))).toEqual([]);
    const summary = await summaryOf(who.cookies);
    expect(summary.counters.total).toBe(1);
    expect(summary.recent.map((order) => order.trackingNumber)).toEqual([kept.trackingNumber]);
    expect(summary.weekly.reduce((sum, week) => sum + week.count, 0)).toBe(1);
    const api = await callApi(testApp.app, account.key, {
      method: 'GET',
      url: '/api/v1/shipments',
    });
    expect(ShipmentListSchema.parse(api.json()).data.map((s) => s.trackingNumber)).toEqual([
      kept.trackingNumber,
    ]);
    expect((await who.order(trackingNumber)).statusCode).toBe(404);
    // Its checkout no longer counts it, and it cannot join another.
    const status = await who.batchStatus(batchId);
    expect(status.json<{ validRequests: unknown[] }>().validRequests).toEqual([]);
    const again = await who.validate([{ trackingNumber, serviceCode: kept.serviceCode }]);
    expect(again.statusCode).toBe(404);
  });

  it('answers a repeated discard as the first, changing nothing', async () => {
    const { cookies, trackingNumbers } = await userWithOrders(testApp, [
      { status: 'ORDER_CREATED', createdAt: '2026-11-01T18:00:00Z' },
    ]);
    const first = await discard(cookies, trackingNumbers[0]!);
    const second = await discard(cookies, trackingNumbers[0]!);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it('refuses a paid order with 409 and says why; it stays listed', async () => {
    const who = await signedInShipper();
    const { trackingNumber, batchId } = await who.newBatch();
    // As checkout settles a payment.
    await testApp.database.db
      .update(orders)
      .set({ status: 'LABEL_CREATED' })
      .where(eq(orders.trackingNumber, trackingNumber));
    await testApp.database.db
      .update(shippingBatches)
      .set({ status: 'PAID' })
      .where(eq(shippingBatches.id, batchId));
    const response = await discard(who.cookies, trackingNumber);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      `Order ${trackingNumber} has been paid, so it cannot be discarded. A paid shipment can be cancelled before pickup instead.`,
    );
    expect(numbersOf(await listed(who.cookies))).toEqual([trackingNumber]);
  });

  it('refuses an order whose payment is under way with 409', async () => {
    const who = await signedInShipper();
    const { trackingNumber, batchId } = await who.newBatch();
    await beginPayment(batchId);
    const response = await discard(who.cookies, trackingNumber);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      `Order ${trackingNumber} cannot be discarded while its payment is in progress.`,
    );
  });

  it('answers 404 for another user’s order or none, and 401 to a guest', async () => {
    const owner = await userWithOrders(testApp, [
      { status: 'ORDER_CREATED', createdAt: '2026-11-01T18:00:00Z' },
    ]);
    const other = await userWithOrders(testApp, []);
    const theirs = await discard(other.cookies, owner.trackingNumbers[0]!);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'This order was not found.' });
    expect((await discard(other.cookies, 'MP000000000CA')).statusCode).toBe(404);
    expect((await discard({}, owner.trackingNumbers[0]!)).statusCode).toBe(401);
    expect(numbersOf(await listed(owner.cookies))).toEqual(owner.trackingNumbers);
  });

  it('keeps every page of the list whole when a discard leaves a gap in the order numbers', async () => {
    const user = await userWithOrders(
      testApp,
      Array.from({ length: 5 }, (_, day) => ({
        status: 'ORDER_CREATED' as const,
        createdAt: `2026-11-0${day + 1}T18:00:00Z`,
      })),
    );
    await discard(user.cookies, user.trackingNumbers[2]!);
    await discard(user.cookies, user.trackingNumbers[4]!);
    const expected = [3, 1, 0].map((index) => user.trackingNumbers[index]);
    for (const size of [1, 2]) {
      const pages = [];
      for (let page = 1; page <= Math.ceil(3 / size); page += 1) {
        const body = await listed(user.cookies, `?page=${page}&size=${size}`);
        expect(body.totalItems).toBe(3);
        pages.push(...numbersOf(body));
      }
      expect(pages, `size ${size}`).toEqual(expected);
    }
    expect((await listed(user.cookies, '?status=ORDER_CREATED')).totalItems).toBe(3);
  });
});

describe('the batch filter with the bulk batch id the user named', () => {
  it('lists the batch’s orders by the bulk batch id, and by the shipping batch id after finalizing', async () => {
    const { bulk, trackingNumbers } = await bulkBatchOf('NOV-24.shop_1');
    await bulk.newUpload('OTHER', [bulkEntry()]);
    const byName = await listed(bulk.cookies, '?batchId=NOV-24.shop_1');
    expect(numbersOf(byName).sort()).toEqual([...trackingNumbers].sort());
    expect(byName.totalItems).toBe(2);

    const validated = await bulk.validateBatch(
      'NOV-24.shop_1',
      trackingNumbers.map((trackingNumber) => ({ trackingNumber, serviceCode: 'CA_GROUND' })),
    );
    expect(validated.statusCode, validated.body).toBe(200);
    const { shippingBatchId } = validated.json<{ data: { shippingBatchId: string } }>().data;
    const byCheckout = await listed(bulk.cookies, `?batchId=${shippingBatchId}`);
    expect(numbersOf(byCheckout).sort()).toEqual([...trackingNumbers].sort());
    expect(byCheckout.items[0]!.shippingBatchId).toBe(shippingBatchId);
    expect(numbersOf(await listed(bulk.cookies, '?batchId=NOV-24.shop_1')).sort()).toEqual(
      [...trackingNumbers].sort(),
    );
  });

  it('finds only the signed-in user’s batch when another account named theirs alike', async () => {
    const mine = await bulkBatchOf('SAME-NAME', 1);
    const theirs = await bulkBatchOf('SAME-NAME', 1);
    expect(numbersOf(await listed(mine.bulk.cookies, '?batchId=SAME-NAME'))).toEqual(
      mine.trackingNumbers,
    );
    expect(numbersOf(await listed(theirs.bulk.cookies, '?batchId=SAME-NAME'))).toEqual(
      theirs.trackingNumbers,
    );
    expect(numbersOf(await listed(mine.bulk.cookies, '?batchId=NO-SUCH-BATCH'))).toEqual([]);
  });

  it('filters the public API’s list by the bulk batch id too', async () => {
    const { bulk, trackingNumbers } = await bulkBatchOf('API-BATCH', 1);
    const created = await createKeyAs(testApp.app, bulk.account.token, { scope: 'READ_ONLY' });
    expect(created.statusCode, created.body).toBe(201);
    const { key } = created.json<{ key: string }>();
    const response = await callApi(testApp.app, key, {
      method: 'GET',
      url: '/api/v1/shipments?batchId=API-BATCH',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ShipmentListSchema.parse(response.json()).data.map((s) => s.trackingNumber)).toEqual(
      trackingNumbers,
    );
  });
});

describe('POST /web/batch/discard-unpaid/{batchId}', () => {
  it('discards the batch’s unpaid orders, keeps its paid ones, and does nothing the second time', async () => {
    const { bulk, trackingNumbers } = await bulkBatchOf('DISCARD-ME', 3);
    const [paidNumber, ...unpaid] = trackingNumbers;
    const validated = await bulk.validateBatch('DISCARD-ME', [
      { trackingNumber: paidNumber!, serviceCode: 'CA_GROUND' },
    ]);
    const { shippingBatchId } = validated.json<{ data: { shippingBatchId: string } }>().data;
    await testApp.database.db
      .update(orders)
      .set({ status: 'LABEL_CREATED' })
      .where(eq(orders.shippingBatchId, shippingBatchId));

    const first = await discardBatch(bulk.cookies, 'DISCARD-ME');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ discarded: unpaid.length, inPayment: 0 });
    expect(numbersOf(await listed(bulk.cookies, '?batchId=DISCARD-ME'))).toEqual([paidNumber]);
    expect((await discardBatch(bulk.cookies, 'DISCARD-ME')).json()).toEqual({
      discarded: 0,
      inPayment: 0,
    });
  });

  it('keeps the orders whose payment is under way, and says so', async () => {
    const { bulk, trackingNumbers } = await bulkBatchOf('IN-PAYMENT', 2);
    const validated = await bulk.validateBatch(
      'IN-PAYMENT',
      trackingNumbers.map((trackingNumber) => ({ trackingNumber, serviceCode: 'CA_GROUND' })),
    );
    const { shippingBatchId } = validated.json<{ data: { shippingBatchId: string } }>().data;
    await testApp.database.db
      .update(shippingBatches)
      .set({ paymentStartedAt: new Date() })
      .where(eq(shippingBatches.id, shippingBatchId));
    expect((await discardBatch(bulk.cookies, 'IN-PAYMENT')).json()).toEqual({
      discarded: 0,
      inPayment: 2,
    });
  });

  it('answers 404 for a batch the user does not have, even one another user has', async () => {
    const theirs = await bulkBatchOf('THEIRS', 1);
    const me = await bulkShipper(testApp.app);
    const response = await discardBatch(me.cookies, 'THEIRS');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Batch 'THEIRS' was not found." });
    expect(numbersOf(await listed(theirs.bulk.cookies))).toEqual(theirs.trackingNumbers);
    expect((await discardBatch({}, 'THEIRS')).statusCode).toBe(401);
  });
});

describe('the sweep of unpaid orders older than 30 days', () => {
  it('discards unpaid orders created more than 30 days before its clock, never a paid one', async () => {
    const now = new Date('2026-12-31T12:00:00Z');
    const user = await userWithOrders(testApp, [
      { status: 'ORDER_CREATED', createdAt: '2026-12-01T11:59:00Z' },
      { status: 'ORDER_CREATED', createdAt: '2026-12-01T12:01:00Z' },
      { status: 'LABEL_CREATED', createdAt: '2026-10-01T12:00:00Z' },
    ]);
    const swept = await discardStaleUnpaidOrders(testApp.database.db, now);
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(numbersOf(await listed(user.cookies))).toEqual([
      user.trackingNumbers[1],
      user.trackingNumbers[2],
    ]);
    // A day later the second is 30 days and a minute old.
    await discardStaleUnpaidOrders(testApp.database.db, new Date('2027-01-01T12:00:00Z'));
    expect(numbersOf(await listed(user.cookies))).toEqual([user.trackingNumbers[2]]);
  });

  it('leaves an old unpaid order whose payment is under way', async () => {
    const who = await signedInShipper();
    const { trackingNumber, batchId } = await who.newBatch();
    await beginPayment(batchId);
    await discardStaleUnpaidOrders(testApp.database.db, new Date(Date.now() + 31 * 86_400_000));
    expect(numbersOf(await listed(who.cookies))).toEqual([trackingNumber]);
  });
});
