import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PublicApiMessages, ShipmentSchema } from '#domain/public-api/schemas.ts';
import { accountWithKey } from '../test-support/api-keys.ts';
import { NO_WAY_TO_HAND_OVER } from '../checkout/index.ts';
import { orders, payments, sandboxCharges } from '../db/schema.ts';
import { orderBody, SENDERS_ELSEWHERE } from '../test-support/shipments.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { IDEMPOTENCY_KEY_LIFETIME_MS, IdempotencyMessages } from './idempotency.ts';
import { accountWithKeyAndSavedCard, billMonthly, callApi, expectProblem } from '../test-support/public-api.ts';

const testApp = useTestApp();

const createShipment = (key: string, body: object = orderBody(), idempotencyKey?: string) =>
  callApi(testApp.app, key, {
    method: 'POST',
    url: '/api/v1/shipments',
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    payload: body,
  });

const accountWithSavedCard = () => accountWithKeyAndSavedCard(testApp.app);

async function ordersOf(userId: string) {
  return testApp.database.db.select().from(orders).where(eq(orders.userId, userId));
}

async function paymentsOf(trackingNumbers: string[]) {
  const paid = await testApp.database.db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.shippingBatchId, payments.batchId))
    .where(inArray(orders.trackingNumber, trackingNumbers));
  return paid.map((row) => row.payment);
}

describe('POST /api/v1/shipments', () => {
  it('puts a monthly-billed account’s shipment on the invoice, label ready', async () => {
    const account = await accountWithKey(testApp.app);
    await billMonthly(testApp.database.db, account.user.userId);
    const response = await createShipment(account.key);
    expect(response.statusCode, response.body).toBe(201);
    const shipment = ShipmentSchema.parse(response.json());
    expect(shipment).toMatchObject({ paid: true, status: 'LABEL_CREATED' });
    const [payment] = await paymentsOf([shipment.trackingNumber]);
    expect(payment).toMatchObject({ method: 'INVOICE' });
    expect(payment!.amountCents).toBe(Math.round(shipment.finalDue * 100));

    const label = await callApi(testApp.app, account.key, {
      method: 'GET',
      url: shipment.labelUrl!,
    });
    expect(label.statusCode).toBe(200);
  });

  it('charges a per-order account’s saved card, once per shipment', async () => {
    const account = await accountWithSavedCard();
    const response = await createShipment(account.key);
    expect(response.statusCode, response.body).toBe(201);
    const shipment = ShipmentSchema.parse(response.json());
    const [payment] = await paymentsOf([shipment.trackingNumber]);
    expect(payment).toMatchObject({ method: 'CARD' });
    const [charge] = await testApp.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, payment!.providerReference!));
    expect(charge).toMatchObject({ approved: true, amountCents: payment!.amountCents });
  });

  it('answers 402 to an account with neither, and creates nothing', async () => {
    const account = await accountWithKey(testApp.app);
    const response = await createShipment(account.key);
    expect(expectProblem(response, 402)['detail']).toBe(PublicApiMessages.paymentMethodRequired);
    expect(await ordersOf(account.user.userId)).toEqual([]);
  });

  it('answers 409 to a sender whose parcel has no way to reach us, and creates nothing', async () => {
    const account = await accountWithKey(testApp.app);
    await billMonthly(testApp.database.db, account.user.userId);
    const response = await createShipment(account.key, orderBody(SENDERS_ELSEWHERE.whitehorse));
    expect(expectProblem(response, 409)['detail']).toBe(NO_WAY_TO_HAND_OVER);
    expect(await ordersOf(account.user.userId)).toEqual([]);
  });

  it('refuses a read-only key (403) and names the fields a bad order gets wrong (400)', async () => {
    const readOnly = await accountWithKey(testApp.app, 'READ_ONLY');
    expectProblem(await createShipment(readOnly.key), 403);
    const shipping = await accountWithKey(testApp.app);
    await billMonthly(testApp.database.db, shipping.user.userId);
    const problem = expectProblem(
      await createShipment(
        shipping.key,
        orderBody({ recipientPostalCode: '12345', serviceCode: '' }),
      ),
      400,
    );
    expect((problem['errors'] as { field: string }[]).map((error) => error.field)).toEqual(
      expect.arrayContaining(['serviceCode']),
    );
    const unknownService = await createShipment(shipping.key, orderBody({ serviceCode: 'NOPE' }));
    expect(expectProblem(unknownService, 400)['field']).toBe('serviceCode');
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer and creates nothing new', async () => {
    const account = await accountWithKey(testApp.app);
    await billMonthly(testApp.database.db, account.user.userId);
    const first = await createShipment(account.key, orderBody(), 'order-1001');
    const retry = await createShipment(account.key, orderBody(), 'order-1001');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await ordersOf(account.user.userId)).toHaveLength(1);
  });

  it('creates one shipment and one charge when 20 requests race', async () => {
    const account = await accountWithSavedCard();
    const before = await ordersOf(account.user.userId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => createShipment(account.key, orderBody(), 'race-key')),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const trackingNumbers = new Set(
      answers.map((answer) => answer.json<{ trackingNumber: string }>().trackingNumber),
    );
    expect(trackingNumbers.size).toBe(1);
    expect(await ordersOf(account.user.userId)).toHaveLength(before.length + 1);
    expect(await paymentsOf([...trackingNumbers])).toHaveLength(1);
  });

  it('refuses the same key with another body (422)', async () => {
    const account = await accountWithKey(testApp.app);
    await billMonthly(testApp.database.db, account.user.userId);
    await createShipment(account.key, orderBody(), 'order-2002');
    const other = await createShipment(account.key, orderBody({ weight: 3 }), 'order-2002');
    expect(expectProblem(other, 422)['detail']).toBe(IdempotencyMessages.reused);
    expect(await ordersOf(account.user.userId)).toHaveLength(1);
  });

  it('keeps a refusal as the answer, and keys of other accounts apart', async () => {
    const account = await accountWithKey(testApp.app);
    expectProblem(await createShipment(account.key, orderBody(), 'shared-key'), 402);
    const retry = await createShipment(account.key, orderBody(), 'shared-key');
    expectProblem(retry, 402);
    expect(retry.headers['idempotent-replayed']).toBe('true');

    const other = await accountWithKey(testApp.app);
    await billMonthly(testApp.database.db, other.user.userId);
    expect((await createShipment(other.key, orderBody(), 'shared-key')).statusCode).toBe(201);
  });

  it('forgets keys after 24 hours', async () => {
    const account = await accountWithKey(testApp.app);
    await billMonthly(testApp.database.db, account.user.userId);
    await createShipment(account.key, orderBody(), 'order-3003');
    testApp.advanceClock(IDEMPOTENCY_KEY_LIFETIME_MS + 1000);
    const later = await createShipment(account.key, orderBody(), 'order-3003');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(account.user.userId)).toHaveLength(2);
  });

  it('refuses a key that is not printable text', async () => {
    const account = await accountWithKey(testApp.app);
    expectProblem(await createShipment(account.key, orderBody(), 'has space'), 400);
  });
});
