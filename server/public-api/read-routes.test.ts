import { describe, expect, it } from 'vitest';
import { CommercialInvoiceMessages } from '#domain/customs/commercial-invoice.ts';
import { TO_NEW_YORK_WITH_CUSTOMS, SAMPLE_CUSTOMS } from '#domain/test-support/sample-customs.ts';
import { SAMPLE_PLACES } from '#domain/test-support/sample-addresses.ts';
import { ShipmentListSchema, ShipmentSchema } from '#domain/public-api/schemas.ts';
import { SAMPLE_RATE_REQUEST } from '#domain/test-support/sample-parcels.ts';
import { RatesResponseSchema } from '#domain/rates/schemas.ts';
import { TrackingInfoSchema } from '#domain/tracking/schemas.ts';
import { createTrackingNumber, MAX_TRACKING_SERIAL } from '#domain/tracking/tracking-number.ts';
import { accountWithKey } from '../test-support/api-keys.ts';
import { withSession } from '../test-support/auth.ts';
import { shipper } from '../test-support/shipments.ts';
import { pdfText } from '../test-support/pdf-text.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { callApi, expectProblem, paidShipmentOf } from '../test-support/public-api.ts';

const testApp = useTestApp();

const get = (key: string, url: string) => callApi(testApp.app, key, { method: 'GET', url });

describe('read-only calls of /api/v1', () => {
  it('quotes rates on the account’s terms', async () => {
    const { key } = await accountWithKey(testApp.app, 'READ_ONLY');
    const response = await callApi(testApp.app, key, {
      method: 'POST',
      url: '/api/v1/rates',
      payload: SAMPLE_RATE_REQUEST,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(RatesResponseSchema.parse(response.json()).rates.length).toBeGreaterThan(0);
  });

  it('answers a postal code that cannot be located 400, naming it', async () => {
    const { key } = await accountWithKey(testApp.app, 'READ_ONLY');
    const response = await callApi(testApp.app, key, {
      method: 'POST',
      url: '/api/v1/rates',
      payload: { ...SAMPLE_RATE_REQUEST, destinationPostalCode: 'X0X 0X0' },
    });
    expect(expectProblem(response, 400)['field']).toBe('destinationPostalCode');
  });

  it('checks addresses', async () => {
    const { key } = await accountWithKey(testApp.app, 'READ_ONLY');
    const response = await callApi(testApp.app, key, {
      method: 'POST',
      url: '/api/v1/addresses/validate',
      payload: { addresses: [SAMPLE_PLACES.royalCentre] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ results: unknown[] }>().results).toHaveLength(1);
  });

  it('pages through the account’s shipments with a cursor, and filters them', async () => {
    const account = await accountWithKey(testApp.app, 'READ_ONLY');
    const ships = shipper(testApp.app, withSession(account.token));
    const created = [await ships.newOrder(), await ships.newOrder(), await ships.newOrder()];
    const newestFirst = created.toReversed();

    const first = ShipmentListSchema.parse(
      (await get(account.key, '/api/v1/shipments?limit=2')).json(),
    );
    expect(first.data.map((item) => item.trackingNumber)).toEqual(newestFirst.slice(0, 2));
    expect(first.nextCursor).not.toBeNull();

    await ships.newOrder(); // Arrives meanwhile: the next page still follows the first.
    const second = ShipmentListSchema.parse(
      (await get(account.key, `/api/v1/shipments?limit=2&cursor=${first.nextCursor}`)).json(),
    );
    expect(second.data.map((item) => item.trackingNumber)).toEqual(newestFirst.slice(2));
    expect(second.nextCursor).toBeNull();

    const delivered = await get(account.key, '/api/v1/shipments?status=DELIVERED');
    expect(ShipmentListSchema.parse(delivered.json()).data).toEqual([]);
    expectProblem(await get(account.key, '/api/v1/shipments?limit=0'), 400);
    expectProblem(await get(account.key, '/api/v1/shipments?dateFrom=2026-02-30'), 400);
  });

  it('reads one shipment, its label once paid, and its tracking', async () => {
    const account = await accountWithKey(testApp.app, 'READ_ONLY');
    const trackingNumber = await paidShipmentOf(testApp.app, testApp.database.db, account);

    const shipment = ShipmentSchema.parse(
      (await get(account.key, `/api/v1/shipments/${trackingNumber.toLowerCase()}`)).json(),
    );
    expect(shipment).toMatchObject({ trackingNumber, paid: true, status: 'LABEL_CREATED' });
    expect(shipment.labelUrl).toBe(`/api/v1/shipments/${trackingNumber}/label`);

    const label = await get(account.key, shipment.labelUrl!);
    expect(label.statusCode, label.body).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const tracking = await get(account.key, `/api/v1/tracking/${trackingNumber}`);
    expect(TrackingInfoSchema.parse(tracking.json()).trackingNumber).toBe(trackingNumber);
  });

  it('answers 404 for another account’s shipment and label, and numbers no parcel has', async () => {
    const owner = await accountWithKey(testApp.app);
    const trackingNumber = await paidShipmentOf(testApp.app, testApp.database.db, owner);
    const unpaid = await shipper(testApp.app, withSession(owner.token)).newOrder();
    const stranger = await accountWithKey(testApp.app);

    expectProblem(await get(stranger.key, `/api/v1/shipments/${trackingNumber}`), 404);
    expectProblem(await get(stranger.key, `/api/v1/shipments/${trackingNumber}/label`), 404);
    expectProblem(await get(owner.key, `/api/v1/shipments/${unpaid}/label`), 404);
    const nobodys = createTrackingNumber(MAX_TRACKING_SERIAL);
    expectProblem(await get(owner.key, `/api/v1/shipments/${nobodys}`), 404);
    expectProblem(await get(owner.key, `/api/v1/tracking/${nobodys}`), 404);
    const list = ShipmentListSchema.parse((await get(stranger.key, '/api/v1/shipments')).json());
    expect(list.data).toEqual([]);
  });
});

describe('GET /api/v1/shipments/{trackingNumber}/commercial-invoice', () => {
  const invoiceOf = (key: string, trackingNumber: string) =>
    get(key, `/api/v1/shipments/${trackingNumber}/commercial-invoice`);

  it('downloads the invoice of a paid cross-border shipment of merchandise, where the shipment says', async () => {
    const account = await accountWithKey(testApp.app, 'READ_ONLY');
    const trackingNumber = await paidShipmentOf(
      testApp.app,
      testApp.database.db,
      account,
      TO_NEW_YORK_WITH_CUSTOMS,
    );
    const shipment = ShipmentSchema.parse(
      (await get(account.key, `/api/v1/shipments/${trackingNumber}`)).json(),
    );
    expect(shipment.commercialInvoiceUrl).toBe(
      `/api/v1/shipments/${trackingNumber}/commercial-invoice`,
    );

    const response = await get(account.key, shipment.commercialInvoiceUrl!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="maplepost-commercial-invoice-${trackingNumber}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('COMMERCIAL INVOICE');
    expect(text).toContain(SAMPLE_CUSTOMS.invoiceNumber);
    expect(text).toContain('Pure maple syrup, 500 ml glass bottle');
  });

  it('answers 404 to another account, for an unpaid shipment and for an unknown number', async () => {
    const owner = await accountWithKey(testApp.app);
    const trackingNumber = await paidShipmentOf(
      testApp.app,
      testApp.database.db,
      owner,
      TO_NEW_YORK_WITH_CUSTOMS,
    );
    const unpaid = await shipper(testApp.app, withSession(owner.token)).newOrder(
      TO_NEW_YORK_WITH_CUSTOMS,
    );
    const stranger = await accountWithKey(testApp.app);

    for (const [key, number] of [
      [stranger.key, trackingNumber],
      [owner.key, unpaid],
      [owner.key, createTrackingNumber(MAX_TRACKING_SERIAL)],
    ] as const) {
      const problem = expectProblem(await invoiceOf(key, number), 404);
      expect(problem['detail']).toBe(CommercialInvoiceMessages.notFound);
    }
    const unpaidShipment = ShipmentSchema.parse(
      (await get(owner.key, `/api/v1/shipments/${unpaid}`)).json(),
    );
    expect(unpaidShipment.commercialInvoiceUrl).toBeNull();
  });

  it('answers 409 saying why for a domestic shipment and for a gift', async () => {
    const account = await accountWithKey(testApp.app);
    const domestic = await paidShipmentOf(testApp.app, testApp.database.db, account);
    const gift = await paidShipmentOf(testApp.app, testApp.database.db, account, {
      ...TO_NEW_YORK_WITH_CUSTOMS,
      customs: { ...SAMPLE_CUSTOMS, contentsType: 'GIFT' },
    });

    expect(expectProblem(await invoiceOf(account.key, domestic), 409)['detail']).toBe(
      CommercialInvoiceMessages.domestic(domestic),
    );
    expect(expectProblem(await invoiceOf(account.key, gift), 409)['detail']).toBe(
      CommercialInvoiceMessages.notInvoiced(gift, 'GIFT'),
    );
    for (const trackingNumber of [domestic, gift]) {
      const shipment = ShipmentSchema.parse(
        (await get(account.key, `/api/v1/shipments/${trackingNumber}`)).json(),
      );
      expect(shipment.commercialInvoiceUrl).toBeNull();
    }
  });
});
