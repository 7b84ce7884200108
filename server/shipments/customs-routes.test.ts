import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomsDeclarationSchema } from '#domain/customs/customs-declaration.ts';
import { CustomsMessages } from '#domain/customs/customs-messages.ts';
import {
  SAMPLE_CUSTOMS,
  SAMPLE_CUSTOMS_TOTAL,
  TO_NEW_YORK_WITH_CUSTOMS,
} from '#domain/test-support/sample-customs.ts';
import { OrderListResponseSchema } from '#domain/shipments/order-list.ts';
import { BatchStatusSchema } from '#domain/shipments/schemas.ts';
import { TrackingInfoSchema } from '#domain/tracking/schemas.ts';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { orders } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { shipper } from '../test-support/shipments.ts';

/**
 * Issue 34 through /web: a parcel between Canada and the US needs its customs declaration, a
 * domestic one refuses one, and what was declared is kept and shown to its sender (checkout,
 * order history, tracking) and to nobody else.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const { customs: _, ...TO_NEW_YORK } = TO_NEW_YORK_WITH_CUSTOMS;

/** A Seattle shop's parcel to Toronto: the other way across the border. */
const FROM_SEATTLE = {
  senderStreetAddress: '400 Broad St',
  senderUnitNumber: '',
  senderCity: 'Seattle',
  senderProvince: 'WA',
  senderPostalCode: '98109',
  senderCountryCode: 'US',
  serviceCode: 'US_CA_GROUND',
} as const;
const US_DOLLAR_CUSTOMS = { ...SAMPLE_CUSTOMS, currency: 'USD', senderTaxId: '12-3456789' };

async function signedInShipper() {
  const account = await registerAccount(testApp.app);
  return shipper(testApp.app, withSession(account.token));
}

const storedCustoms = async (trackingNumber: string) => {
  const [order] = await testApp.database.db
    .select({ customs: orders.customs })
    .from(orders)
    .where(eq(orders.trackingNumber, trackingNumber));
  return order!.customs;
};

describe('POST /web/order/create across the border', () => {
  it('refuses a Canada to US parcel without customs, naming customs', async () => {
    const response = await shipper(testApp.app).createOrder(TO_NEW_YORK);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: CustomsMessages.required, field: 'customs' });
  });

  it('takes it with its declaration, and keeps what was declared in cents', async () => {
    const trackingNumber = await shipper(testApp.app).newOrder(TO_NEW_YORK_WITH_CUSTOMS);
    // As the schema read it: unit values in whole cents, HS codes as their digits.
    const stored = await storedCustoms(trackingNumber);
    expect(stored).toEqual(CustomsDeclarationSchema.parse(SAMPLE_CUSTOMS));
    expect(stored!.items.map((item) => [item.unitValueCents, item.hsCode])).toEqual([
      [1850, '170220'],
      [2400, '610910'],
    ]);
  });

  it('needs one from the US to Canada too, and takes it with one', async () => {
    const without = await shipper(testApp.app).createOrder(FROM_SEATTLE);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ field: 'customs' });

    const trackingNumber = await shipper(testApp.app).newOrder({
      ...FROM_SEATTLE,
      customs: US_DOLLAR_CUSTOMS,
    });
    expect(await storedCustoms(trackingNumber)).toMatchObject({
      currency: 'USD',
      senderTaxId: '12-3456789',
    });
  });

  it('refuses a declaration on a parcel that stays in Canada', async () => {
    const response = await shipper(testApp.app).createOrder({ customs: SAMPLE_CUSTOMS });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: CustomsMessages.notForDomestic, field: 'customs' });
  });

  it('names the item and the field at fault, and stores nothing', async () => {
    const guest = shipper(testApp.app);
    const response = await guest.createOrder({
      ...TO_NEW_YORK,
      customs: {
        ...SAMPLE_CUSTOMS,
        items: [SAMPLE_CUSTOMS.items[0], { ...SAMPLE_CUSTOMS.items[1], description: 'Gifts' }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: CustomsMessages.item(2, CustomsMessages.descriptionVague('Gifts')),
      field: 'customs/items/1/description',
    });
  });

  it('refuses items heavier than the parcel and a sender tax ID of the wrong shape', async () => {
    const heavy = await shipper(testApp.app).createOrder({
      ...TO_NEW_YORK_WITH_CUSTOMS,
      weight: 0.9,
    });
    expect(heavy.json()).toEqual({
      message: "Customs items weigh 1.6 KGS in all, more than the parcel's 0.9 KGS.",
      field: 'customs/items',
    });
    const einFromCanada = await shipper(testApp.app).createOrder({
      ...TO_NEW_YORK,
      customs: { ...SAMPLE_CUSTOMS, senderTaxId: '12-3456789' },
    });
    expect(einFromCanada.json()).toEqual({
      message: CustomsMessages.senderTaxIdCanada,
      field: 'customs/senderTaxId',
    });
  });
});

describe('what was declared, shown to its sender', () => {
  it('is on checkout’s line of each cross-border order, and null on a domestic one', async () => {
    const guest = shipper(testApp.app);
    const abroad = await guest.newOrder(TO_NEW_YORK_WITH_CUSTOMS);
    const domestic = await guest.newOrder();
    const validated = await guest.validate([
      { trackingNumber: abroad, serviceCode: TO_NEW_YORK.serviceCode },
      { trackingNumber: domestic, serviceCode: 'CA_GROUND' },
    ]);
    expect(validated.statusCode, validated.body).toBe(200);
    const status = await guest.batchStatus(validated.json().shippingBatchId);
    const { validRequests } = BatchStatusSchema.parse(status.json());
    expect(validRequests.map((order) => [order.trackingNumber, order.customs?.totalValue])).toEqual(
      [
        [abroad, SAMPLE_CUSTOMS_TOTAL],
        [domestic, undefined],
      ],
    );
    expect(validRequests[0]!.customs).toMatchObject({
      currency: 'CAD',
      dutiesPaidBy: 'RECIPIENT',
      items: [
        { description: SAMPLE_CUSTOMS.items[0].description, unitValue: 18.5, hsCode: '170220' },
        { description: SAMPLE_CUSTOMS.items[1].description, unitValue: 24, hsCode: '610910' },
      ],
    });
    expect(validRequests[1]!.customs).toBeNull();
  });

  it('is in the order history’s list, as declared', async () => {
    const sender = await signedInShipper();
    const trackingNumber = await sender.newOrder(TO_NEW_YORK_WITH_CUSTOMS);
    await sender.newOrder();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/web/order/list',
      cookies: sender.cookies,
    });
    const { items } = OrderListResponseSchema.parse(response.json());
    expect(items.map((item) => item.customs?.totalValue ?? null)).toEqual([
      null,
      SAMPLE_CUSTOMS_TOTAL,
    ]);
    expect(items[1]).toMatchObject({ trackingNumber, customs: { contentsType: 'MERCHANDISE' } });
  });

  it('is in the tracking answer for the signed-in sender, and for nobody else', async () => {
    const sender = await signedInShipper();
    const trackingNumber = await sender.newOrder(TO_NEW_YORK_WITH_CUSTOMS);
    const trackAs = async (cookies: Record<string, string>) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/web/tracking/${trackingNumber}`,
        cookies,
      });
      expect(response.statusCode, response.body).toBe(200);
      return TrackingInfoSchema.parse(response.json());
    };

    expect((await trackAs(sender.cookies)).customs).toMatchObject({
      totalValue: SAMPLE_CUSTOMS_TOTAL,
      items: [{ hsCode: '170220' }, { hsCode: '610910' }],
    });
    const otherUser = await signedInShipper();
    const guest = shipper(testApp.app);
    await guest.newOrder();
    for (const viewer of [{}, otherUser.cookies, guest.cookies]) {
      const seen = await trackAs(viewer);
      expect(seen.trackingNumber).toBe(trackingNumber);
      expect(seen).not.toHaveProperty('customs');
    }
    // The sender's answer did not stay in the shared cache for the next visitor.
    expect(await trackAs({})).not.toHaveProperty('customs');
  });

  it('is never in the tracking of a guest’s parcel, whose owner has no sign-in', async () => {
    const guest = shipper(testApp.app);
    const trackingNumber = await guest.newOrder(TO_NEW_YORK_WITH_CUSTOMS);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/web/tracking/${trackingNumber}`,
      cookies: guest.cookies,
    });
    expect(response.json()).not.toHaveProperty('customs');
  });
});
