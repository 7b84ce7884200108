import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SAMPLE_PARCEL } from '#domain/test-support/sample-parcels.ts';
import type { OrderCreateInput } from '#domain/shipments/schemas.ts';
import { GUEST_COOKIE } from '../shipments/owners.ts';

/** A valid order body: Vancouver to Toronto, 2 kg in a 30 x 20 x 10 cm box, Canada Ground. */
export function orderBody(overrides: Partial<Record<keyof OrderCreateInput, unknown>> = {}) {
  return {
    senderName: 'Amélie O’Brien-Chan',
    senderPhoneNumber: '(604) 555-0123',
    senderUnitNumber: '1200',
    senderEmail: 'amelie@example.com',
    senderCompany: 'Harbour Books',
    senderStreetAddress: '1055 W Georgia St',
    senderCity: 'Vancouver',
    senderProvince: 'BC',
    senderCountryCode: 'Canada',
    senderPostalCode: 'v6e 3p3',
    recipientName: '王小明',
    recipientPhoneNumber: '4165550199',
    recipientUnitNumber: '',
    recipientEmail: '',
    recipientCompany: '',
    recipientStreetAddress: '290 Bremner Blvd',
    recipientCity: 'Toronto',
    recipientProvince: 'Ontario',
    recipientCountryCode: 'CA',
    recipientPostalCode: 'M5V 3L9',
    ...SAMPLE_PARCEL,
    packageInstruction: 'Call Before Delivery',
    serviceCode: 'CA_GROUND',
    ...overrides,
  };
}

/** Senders elsewhere than orderBody's Vancouver, for what depends on where a parcel leaves from. */
export const SENDERS_ELSEWHERE = {
  besideTorontoWarehouse: {
    senderCity: 'Toronto',
    senderProvince: 'ON',
    senderPostalCode: 'M9W 1L4',
  },
  whitehorse: { senderCity: 'Whitehorse', senderProvince: 'YT', senderPostalCode: 'Y1A 2C6' },
} as const;

export type Cookies = Record<string, string>;

/** The guest cookie a response sets, as cookies to send back. */
export function guestCookiesOf(response: LightMyRequestResponse): Cookies {
  const cookie = response.cookies.find((candidate) => candidate.name === GUEST_COOKIE);
  expect(cookie, 'response sets the guest cookie').toBeDefined();
  return { [GUEST_COOKIE]: cookie!.value };
}

/** A shipper (a guest's browser or a signed-in user) driving the shipment calls with their cookies. */
export function shipper(app: FastifyInstance, cookies: Cookies = {}) {
  const self = {
    cookies,
    createOrder: (overrides: Parameters<typeof orderBody>[0] = {}) =>
      app.inject({
        method: 'POST',
        url: '/web/order/create',
        payload: orderBody(overrides),
        cookies: self.cookies,
      }),
    /** Creates an order and answers its tracking number; a guest keeps the cookie it is given. */
    async newOrder(overrides: Parameters<typeof orderBody>[0] = {}): Promise<string> {
      const response = await self.createOrder(overrides);
      expect(response.statusCode, response.body).toBe(201);
      if (Object.keys(self.cookies).length === 0) self.cookies = guestCookiesOf(response);
      return response.json<{ data: { trackingNumber: string } }>().data.trackingNumber;
    },
    validate: (
      shippingRequests: { trackingNumber: string; serviceCode: string }[],
      batchId: string | null = null,
    ) =>
      app.inject({
        method: 'POST',
        url: '/web/ship/validate',
        payload: { batchId, shippingRequests },
        cookies: self.cookies,
      }),
    /** Orders one parcel and puts it in a new shipping batch; answers both ids. */
    async newBatch(overrides: Parameters<typeof orderBody>[0] = {}) {
      const trackingNumber = await self.newOrder(overrides);
      const serviceCode = String(overrides.serviceCode ?? orderBody().serviceCode);
      const response = await self.validate([{ trackingNumber, serviceCode }]);
      expect(response.statusCode, response.body).toBe(200);
      return {
        trackingNumber,
        serviceCode,
        batchId: response.json<{ shippingBatchId: string }>().shippingBatchId,
      };
    },
    batchStatus: (batchId: string) =>
      app.inject({ method: 'GET', url: `/web/ship/status/${batchId}`, cookies: self.cookies }),
    order: (trackingNumber: string) =>
      app.inject({ method: 'GET', url: `/web/order/${trackingNumber}`, cookies: self.cookies }),
  };
  return self;
}
