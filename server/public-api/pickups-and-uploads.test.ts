import { describe, expect, it } from 'vitest';
import { BulkImportMessages } from '#domain/bulk/import-messages.ts';
import { BulkWizardMessages } from '#domain/bulk/messages.ts';
import { pickupDates } from '#domain/pickups/pickup-rules.ts';
import { PickupSchema } from '#domain/pickups/pickup-schemas.ts';
import {
  BoughtShipmentsSchema,
  BulkUploadSchema,
  PublicApiMessages,
  type BulkUpload,
} from '#domain/public-api/schemas.ts';
import { ShipmentMessages } from '#domain/common/shipping-messages.ts';
import { accountWithKey } from '../test-support/api-keys.ts';
import { withSession } from '../test-support/auth.ts';
import { CustomsMessages } from '#domain/customs/customs-messages.ts';
import { bulkEntry, T_SHIRTS_CUSTOMS, TO_NEW_YORK, waitForUpload } from '../test-support/bulk.ts';
import { orderBody } from '../test-support/shipments.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { billMonthly, callApi, expectProblem } from '../test-support/public-api.ts';

const testApp = useTestApp();

const post = (key: string, url: string, payload: object) =>
  callApi(testApp.app, key, { method: 'POST', url, payload });
const get = (key: string, url: string) => callApi(testApp.app, key, { method: 'GET', url });

/** A monthly-billed account with a shipping key, and a shipment it made through the API. */
async function shopWithShipment(order: object = orderBody()) {
  const account = await accountWithKey(testApp.app, 'SHIPPING');
  await billMonthly(testApp.database.db, account.user.userId);
  const created = await post(account.key, '/api/v1/shipments', order);
  expect(created.statusCode, created.body).toBe(201);
  return { ...account, trackingNumber: created.json<{ trackingNumber: string }>().trackingNumber };
}

const pickupWindow = () => ({
  requestedDate: pickupDates(testApp.now())[2],
  earliestTime: '10:00',
  latestTime: '14:00',
});

describe('POST /api/v1/pickups', () => {
  it('books a pickup of a paid shipment at the sender’s address', async () => {
    const shop = await shopWithShipment();
    const response = await post(shop.key, '/api/v1/pickups', {
      trackingNumbers: [shop.trackingNumber.toLowerCase()],
      ...pickupWindow(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const pickup = PickupSchema.parse(response.json());
    expect(pickup).toMatchObject({
      trackingNumbers: [shop.trackingNumber],
      address: '1055 W Georgia St',
      city: 'Vancouver',
      earliestTime: '10:00',
    });
    const shipment = await get(shop.key, `/api/v1/shipments/${shop.trackingNumber}`);
    expect(shipment.json()).toMatchObject({ status: 'PICKUP_SCHEDULED' });
    // The batch has its pickup now: a second booking is refused, not made twice.
    const again = await post(shop.key, '/api/v1/pickups', {
      trackingNumbers: [shop.trackingNumber],
      ...pickupWindow(),
    });
    expect(expectProblem(again, 409)['detail']).toBe(ShipmentMessages.pickupAlreadyBooked);
  });

  it('answers another account’s shipment 404, and refuses a read-only key', async () => {
    const shop = await shopWithShipment();
    const stranger = await accountWithKey(testApp.app, 'SHIPPING');
    const body = { trackingNumbers: [shop.trackingNumber], ...pickupWindow() };
    expectProblem(await post(stranger.key, '/api/v1/pickups', body), 404);
    const reader = await accountWithKey(testApp.app, 'READ_ONLY');
    expectProblem(await post(reader.key, '/api/v1/pickups', body), 403);
  });

  it('refuses a sender outside Greater Vancouver and a window in the past, with the website’s words', async () => {
    const toronto = await shopWithShipment(
      orderBody({
        senderStreetAddress: '290 Bremner Blvd',
        senderUnitNumber: '',
        senderCity: 'Toronto',
        senderProvince: 'ON',
        senderPostalCode: 'M5V 3L9',
      }),
    );
    const outside = await post(toronto.key, '/api/v1/pickups', {
      trackingNumbers: [toronto.trackingNumber],
      ...pickupWindow(),
    });
    expect(expectProblem(outside, 400)['detail']).toBe(ShipmentMessages.pickupNotEligible);

    const shop = await shopWithShipment();
    const past = await post(shop.key, '/api/v1/pickups', {
      trackingNumbers: [shop.trackingNumber],
      ...pickupWindow(),
      requestedDate: '2020-01-06',
    });
    expect(expectProblem(past, 400)['field']).toBe('requestedDate');
  });
});

async function uploadedAndDone(key: string, orderList: object[]): Promise<BulkUpload> {
  const response = await post(key, '/api/v1/bulk-uploads', { batchId: 'api-orders', orderList });
  expect(response.statusCode, response.body).toBe(202);
  const queued = BulkUploadSchema.parse(response.json());
  expect(queued).toMatchObject({ status: 'PROCESSING', totalOrders: orderList.length });
  await waitForUpload(testApp.database.db, queued.uploadId);
  const read = await get(key, `/api/v1/bulk-uploads/${queued.uploadId}`);
  expect(read.statusCode, read.body).toBe(200);
  return BulkUploadSchema.parse(read.json());
}

describe('bulk uploads through /api/v1', () => {
  it('processes every row in the background; a bad row fails alone, with its message', async () => {
    const shop = await accountWithKey(testApp.app, 'SHIPPING');
    const upload = await uploadedAndDone(shop.key, [
      bulkEntry(),
      bulkEntry({ recipientPostalCode: 'ABC' }),
      bulkEntry({ recipientName: 'Jean-François Tremblay', recipientCity: 'Toronto' }),
    ]);
    expect(upload).toMatchObject({
      status: 'COMPLETED',
      totalOrders: 3,
      successCount: 2,
      failureCount: 1,
    });
    expect(upload.orders.map((order) => [order.rowNumber, order.processingStatus])).toEqual([
      [1, 'SUCCESS'],
      [2, 'FAILED'],
      [3, 'SUCCESS'],
    ]);
    expect(upload.orders[1]!.errorMessage).toMatch(/postal code/i);
    expect(upload.orders[0]!.trackingNumber).toMatch(/^MP\d{9}CA$/);
    expect(upload.orders[0]!.rates.rates.length).toBeGreaterThan(0);
  });

  it('takes a row to the other country with its customs, and fails one without them with the message', async () => {
    const shop = await accountWithKey(testApp.app, 'SHIPPING');
    const upload = await uploadedAndDone(shop.key, [
      bulkEntry({ ...TO_NEW_YORK, customs: T_SHIRTS_CUSTOMS }),
      bulkEntry(TO_NEW_YORK),
    ]);
    expect(upload).toMatchObject({ successCount: 1, failureCount: 1 });
    expect(upload.orders.map((order) => [order.processingStatus, order.errorMessage])).toEqual([
      ['SUCCESS', null],
      ['FAILED', CustomsMessages.required],
    ]);
  });

  it('puts a second upload in the same named batch', async () => {
    const shop = await accountWithKey(testApp.app, 'SHIPPING');
    await uploadedAndDone(shop.key, [bulkEntry()]);
    await uploadedAndDone(shop.key, [bulkEntry()]);
    const batches = await testApp.app.inject({
      method: 'GET',
      url: '/web/batch/list',
      cookies: withSession(shop.token),
    });
    expect(batches.json<{ batchId: string }[]>().map((batch) => batch.batchId)).toEqual([
      'api-orders',
    ]);
  });

  it('refuses an empty or too long upload and a bad batch name, naming the field', async () => {
    const shop = await accountWithKey(testApp.app, 'SHIPPING');
    const upload = (body: object) => post(shop.key, '/api/v1/bulk-uploads', body);
    expect(expectProblem(await upload({ batchId: 'a', orderList: [] }), 400)['field']).toBe(
      'orderList',
    );
    const tooMany = Array.from({ length: 101 }, () => bulkEntry());
    expect(expectProblem(await upload({ batchId: 'a', orderList: tooMany }), 400)['detail']).toBe(
      BulkImportMessages.tooManyRows,
    );
    expect(
      expectProblem(await upload({ batchId: 'no spaces', orderList: [bulkEntry()] }), 400)['field'],
    ).toBe('batchId');
  });

  it('answers another account’s upload and an unknown id 404, text that is no id 400; a read-only key reads but cannot upload', async () => {
    const shop = await accountWithKey(testApp.app, 'SHIPPING');
    const { uploadId } = await uploadedAndDone(shop.key, [bulkEntry()]);
    const stranger = await accountWithKey(testApp.app, 'READ_ONLY');
    expectProblem(await get(stranger.key, `/api/v1/bulk-uploads/${uploadId}`), 404);
    expectProblem(await get(shop.key, `/api/v1/bulk-uploads/${crypto.randomUUID()}`), 404);
    expectProblem(await get(shop.key, '/api/v1/bulk-uploads/not-an-upload'), 400);
    expectProblem(
      await post(stranger.key, '/api/v1/bulk-uploads', { batchId: 'a', orderList: [bulkEntry()] }),
      403,
    );
  });
});

describe('POST /api/v1/bulk-uploads/{uploadId}/shipments', () => {
  const buy = (key: string, uploadId: string) =>
    callApi(testApp.app, key, {
      method: 'POST',
      url: `/api/v1/bulk-uploads/${uploadId}/shipments`,
    });

  it('pays for every successful row together, so one pickup collects them all', async () => {
    const shop = await accountWithKey(testApp.app, 'SHIPPING');
    await billMonthly(testApp.database.db, shop.user.userId);
    const upload = await uploadedAndDone(shop.key, [
      bulkEntry(),
      bulkEntry({ recipientPostalCode: 'ABC' }),
      bulkEntry({ recipientCity: 'Toronto' }),
    ]);
    const response = await buy(shop.key, upload.uploadId);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = BoughtShipmentsSchema.parse(response.json());
    const succeeded = upload.orders.filter((order) => order.processingStatus === 'SUCCESS');
    expect(data.map((shipment) => shipment.trackingNumber)).toEqual(
      succeeded.map((order) => order.trackingNumber),
    );
    expect(data.every((shipment) => shipment.paid && shipment.status === 'LABEL_CREATED')).toBe(
      true,
    );
    // Each at the price of the service its row had selected.
    const selected = succeeded.map((order) => order.rates.rates.find((rate) => rate.selected)!);
    expect(data.map((shipment) => shipment.finalDue)).toEqual(
      selected.map((rate) => rate.finalDue),
    );

    const pickup = await post(shop.key, '/api/v1/pickups', {
      trackingNumbers: data.map((shipment) => shipment.trackingNumber),
      ...pickupWindow(),
    });
    expect(pickup.statusCode, pickup.body).toBe(201);
    expect(PickupSchema.parse(pickup.json()).trackingNumbers).toHaveLength(2);

    // Bought once: a second purchase is refused, and nothing is charged twice.
    const again = await buy(shop.key, upload.uploadId);
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
  });

  it('refuses an upload with no successful row, an account with no way to pay, and a stranger', async () => {
    const shop = await accountWithKey(testApp.app, 'SHIPPING');
    await billMonthly(testApp.database.db, shop.user.userId);
    const failed = await uploadedAndDone(shop.key, [bulkEntry({ recipientPostalCode: 'ABC' })]);
    expect(expectProblem(await buy(shop.key, failed.uploadId), 409)['detail']).toBe(
      BulkWizardMessages.nothingToFinalize,
    );

    const unpaid = await accountWithKey(testApp.app, 'SHIPPING');
    const upload = await uploadedAndDone(unpaid.key, [bulkEntry()]);
    expect(expectProblem(await buy(unpaid.key, upload.uploadId), 402)['detail']).toBe(
      PublicApiMessages.paymentMethodRequired,
    );
    expectProblem(await buy(shop.key, upload.uploadId), 404);
  });
});
