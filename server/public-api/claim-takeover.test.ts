import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BoughtShipmentsSchema, ShipmentSchema } from '#domain/public-api/schemas.ts';
import { approvedChargesOf } from '../test-support/checkout.ts';
import { bulkEntry, waitForUpload } from '../test-support/bulk.ts';
import { bulkUploads, idempotencyKeys, orders, payments } from '../db/schema.ts';
import { orderBody } from '../test-support/shipments.ts';
import { crashAt, type CrashPoint } from '../test-support/simulated-crash.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { IDEMPOTENCY_LEASE_MS } from './idempotency.ts';
import { accountWithKeyAndSavedCard, callApi } from '../test-support/public-api.ts';

const testApp = useTestApp();
const db = () => testApp.database.db;

// The request did all its work; only keeping its answer on the claim never happened.
const BEFORE_THE_ANSWER_WAS_KEPT: CrashPoint = {
  table: 'idempotency_keys',
  on: 'update',
  when: 'new.status is not null',
};

type Account = Awaited<ReturnType<typeof accountWithKeyAndSavedCard>>;

/** A keyed POST of the account's. */
const post = (account: Account, idempotencyKey: string, url: string, payload?: object) =>
  callApi(testApp.app, account.key, {
    method: 'POST',
    url,
    headers: { 'idempotency-key': idempotencyKey },
    payload,
  });

const createShipment = (account: Account, idempotencyKey: string) =>
  post(account, idempotencyKey, '/api/v1/shipments', orderBody());

/**
 * A request whose process died at `crashPoint`: what it committed before stays, and its claim is
 * held until the lease of its last renewal runs out, as a killed process leaves it.
 */
async function requestStoppedAt(
  account: Account,
  idempotencyKey: string,
  crashPoint: CrashPoint,
  send = () => createShipment(account, idempotencyKey),
) {
  const recover = await crashAt(testApp.database, crashPoint);
  try {
    expect((await send()).statusCode).toBe(500);
  } finally {
    await recover();
  }
  await db()
    .update(idempotencyKeys)
    .set({ leaseExpiresAt: new Date(testApp.now().getTime() + IDEMPOTENCY_LEASE_MS) })
    .where(
      and(eq(idempotencyKeys.userId, account.user.userId), eq(idempotencyKeys.key, idempotencyKey)),
    );
}

/** The account's orders made through the API: all but the one it paid on the website to save its card. */
async function apiOrdersOf(account: Account) {
  const all = await db()
    .select()
    .from(orders)
    .where(eq(orders.userId, account.user.userId))
    .orderBy(orders.createdAt);
  return all.slice(1);
}

/** Checks that the account has exactly one API shipment, this one, paid once with its label. */
async function expectOneShipment(account: Account, trackingNumber: string) {
  const made = await apiOrdersOf(account);
  expect(made.map((order) => [order.trackingNumber, order.status])).toEqual([
    [trackingNumber, 'LABEL_CREATED'],
  ]);
  const batchId = made[0]!.shippingBatchId!;
  expect(await approvedChargesOf(db(), batchId)).toHaveLength(1);
  expect(await db().select().from(payments).where(eq(payments.batchId, batchId))).toHaveLength(1);
}

describe('a retry of POST /api/v1/shipments after the process holding its key died', () => {
  it.each<[string, CrashPoint]>([
    ['before it made anything', { table: 'orders', on: 'insert' }],
    ['after it made the order, before paying', { table: 'shipping_batches', on: 'insert' }],
    ['while the card charge was on its way', { table: 'sandbox_charges', on: 'insert' }],
    ['after the card was charged, before the label', { table: 'payments', on: 'insert' }],
    ['after the label, before its answer was kept', BEFORE_THE_ANSWER_WAS_KEPT],
  ])('answers 201 with the one shipment, %s', async (_, crashPoint) => {
    const account = await accountWithKeyAndSavedCard(testApp.app);
    await requestStoppedAt(account, 'order-7001', crashPoint);

    testApp.advanceClock(IDEMPOTENCY_LEASE_MS);
    const retry = await createShipment(account, 'order-7001');
    expect(retry.statusCode, retry.body).toBe(201);
    const shipment = ShipmentSchema.parse(retry.json());
    await expectOneShipment(account, shipment.trackingNumber);

    const again = await createShipment(account, 'order-7001');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(retry.json());
  });

  it('lets one of several retries arriving together take over; all answer the one shipment', async () => {
    const account = await accountWithKeyAndSavedCard(testApp.app);
    await requestStoppedAt(account, 'order-7002', { table: 'payments', on: 'insert' });

    testApp.advanceClock(IDEMPOTENCY_LEASE_MS);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => createShipment(account, 'order-7002')),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(answers.filter((answer) => !answer.headers['idempotent-replayed'])).toHaveLength(1);
    const trackingNumbers = new Set(answers.map((answer) => answer.json().trackingNumber));
    expect(trackingNumbers.size).toBe(1);
    await expectOneShipment(account, [...trackingNumbers][0]);
  });
});

describe('a retry of a bulk upload’s POSTs after the process holding its key died', () => {
  it('answers the upload the dead request queued, and queues no other', async () => {
    const account = await accountWithKeyAndSavedCard(testApp.app);
    const upload = () =>
      post(account, 'upload-1', '/api/v1/bulk-uploads', {
        batchId: 'takeover',
        orderList: [bulkEntry()],
      });
    await requestStoppedAt(account, 'upload-1', BEFORE_THE_ANSWER_WAS_KEPT, upload);
    testApp.advanceClock(IDEMPOTENCY_LEASE_MS);
    const retry = await upload();
    expect(retry.statusCode, retry.body).toBe(202);
    const uploads = await db()
      .select({ id: bulkUploads.id })
      .from(bulkUploads)
      .where(eq(bulkUploads.userId, account.user.userId));
    expect(uploads).toEqual([{ id: retry.json().uploadId }]);
  });

  it('buys the upload’s orders once, the charge the dead request made included', async () => {
    const account = await accountWithKeyAndSavedCard(testApp.app);
    const queued = await post(account, 'upload-2', '/api/v1/bulk-uploads', {
      batchId: 'takeover-buy',
      orderList: [bulkEntry(), bulkEntry({ recipientCity: 'Toronto' })],
    });
    const { uploadId } = queued.json();
    await waitForUpload(db(), uploadId);
    const buy = () => post(account, 'buy-2', `/api/v1/bulk-uploads/${uploadId}/shipments`);
    await requestStoppedAt(account, 'buy-2', { table: 'payments', on: 'insert' }, buy);

    testApp.advanceClock(IDEMPOTENCY_LEASE_MS);
    const retry = await buy();
    expect(retry.statusCode, retry.body).toBe(201);
    const { data } = BoughtShipmentsSchema.parse(retry.json());
    const bought = await apiOrdersOf(account);
    expect(data.map((shipment) => shipment.trackingNumber).sort()).toEqual(
      bought.map((order) => order.trackingNumber).sort(),
    );
    expect(bought.every((order) => order.status === 'LABEL_CREATED')).toBe(true);
    expect(await approvedChargesOf(db(), bought[0]!.shippingBatchId!)).toHaveLength(1);
  });
});
