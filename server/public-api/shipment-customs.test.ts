import { describe, expect, it } from 'vitest';
import { CustomsMessages } from '#domain/customs/customs-messages.ts';
import {
  SAMPLE_CUSTOMS,
  SAMPLE_CUSTOMS_TOTAL,
  TO_NEW_YORK_WITH_CUSTOMS,
} from '#domain/test-support/sample-customs.ts';
import { OPENAPI_PATH } from '#domain/public-api/paths.ts';
import { ShipmentListSchema, ShipmentSchema } from '#domain/public-api/schemas.ts';
import { accountWithKey } from '../test-support/api-keys.ts';
import { orderBody } from '../test-support/shipments.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { billMonthly, callApi, expectProblem } from '../test-support/public-api.ts';

/** Issue 34 through the public API: POST /shipments takes `customs` as the website does, and the shipment answers it. */

const testApp = useTestApp();

const { customs: _, ...TO_NEW_YORK } = TO_NEW_YORK_WITH_CUSTOMS;

async function billedKey() {
  const account = await accountWithKey(testApp.app);
  await billMonthly(testApp.database.db, account.user.userId);
  return account.key;
}

const createShipment = (key: string, body: object) =>
  callApi(testApp.app, key, { method: 'POST', url: '/api/v1/shipments', payload: body });

describe('POST /api/v1/shipments across the border', () => {
  it('answers 400 naming customs to a Canada to US shipment without it', async () => {
    const response = await createShipment(await billedKey(), orderBody(TO_NEW_YORK));
    const problem = expectProblem(response, 400);
    expect(problem).toMatchObject({ detail: CustomsMessages.required, field: 'customs' });
  });

  it('buys it with its declaration, and answers the declaration in dollars', async () => {
    const key = await billedKey();
    const response = await createShipment(key, orderBody(TO_NEW_YORK_WITH_CUSTOMS));
    expect(response.statusCode, response.body).toBe(201);
    const shipment = ShipmentSchema.parse(response.json());
    expect(shipment).toMatchObject({ paid: true, recipient: { countryCode: 'US' } });
    expect(shipment.customs).toEqual({
      contentsType: 'MERCHANDISE',
      currency: 'CAD',
      nonDelivery: 'RETURN',
      dutiesPaidBy: 'RECIPIENT',
      items: [
        { ...SAMPLE_CUSTOMS.items[0], hsCode: '170220' },
        { ...SAMPLE_CUSTOMS.items[1], hsCode: '610910' },
      ],
      totalValue: SAMPLE_CUSTOMS_TOTAL,
      senderTaxId: '123456789RM0001',
      recipientTaxId: '',
      invoiceNumber: 'INV-2026-0042',
      cusmaOriginating: true,
    });

    const read = await callApi(testApp.app, key, {
      method: 'GET',
      url: `/api/v1/shipments/${shipment.trackingNumber}`,
    });
    expect(ShipmentSchema.parse(read.json()).customs).toEqual(shipment.customs);
    const list = await callApi(testApp.app, key, { method: 'GET', url: '/api/v1/shipments' });
    expect(ShipmentListSchema.parse(list.json()).data[0]!.customs).toEqual(shipment.customs);
    // Tracking is the parcel's public progress, for the API as for the website's visitors.
    const tracking = await callApi(testApp.app, key, {
      method: 'GET',
      url: `/api/v1/tracking/${shipment.trackingNumber}`,
    });
    expect(tracking.statusCode, tracking.body).toBe(200);
    expect(tracking.json()).not.toHaveProperty('customs');
  });

  it('answers customs null for a shipment that stays in Canada, and refuses one given', async () => {
    const key = await billedKey();
    const domestic = await createShipment(key, orderBody());
    expect(domestic.statusCode, domestic.body).toBe(201);
    expect(ShipmentSchema.parse(domestic.json()).customs).toBeNull();

    const refused = await createShipment(key, orderBody({ customs: SAMPLE_CUSTOMS }));
    expect(expectProblem(refused, 400)).toMatchObject({
      detail: CustomsMessages.notForDomestic,
      field: 'customs',
    });
  });

  it('names every item and field at fault in the problem’s errors', async () => {
    const response = await createShipment(
      await billedKey(),
      orderBody({
        ...TO_NEW_YORK,
        customs: {
          ...SAMPLE_CUSTOMS,
          items: [
            { ...SAMPLE_CUSTOMS.items[0], hsCode: '1702' },
            { ...SAMPLE_CUSTOMS.items[1], originCountry: 'Canada' },
          ],
        },
      }),
    );
    expect(expectProblem(response, 400)['errors']).toEqual([
      {
        field: 'customs/items/0/hsCode',
        message: CustomsMessages.item(1, CustomsMessages.hsCodeShape),
      },
      {
        field: 'customs/items/1/originCountry',
        message: CustomsMessages.item(2, CustomsMessages.originCountry),
      },
    ]);
  });
});

describe('the OpenAPI document', () => {
  it('documents the shipment’s customs and the order’s', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    const text = JSON.stringify(document);
    for (const field of ['contentsType', 'dutiesPaidBy', 'originCountry', 'hsCode', 'totalValue']) {
      expect(text, field).toContain(`"${field}"`);
    }
    expect(text).toContain('The customs declaration as it was declared');
  });
});
