import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { nonceFor, pay } from './checkout.ts';
import { orderBody, shipper } from './shipments.ts';
import { signCarrierRequest } from '../tracking/carrier-signature.ts';

/** A guest orders one parcel and pays for it by card: the parcel has its label and first event. */
export async function paidParcel(
  app: FastifyInstance,
  overrides: Parameters<typeof orderBody>[0] = {},
): Promise<string> {
  const guest = shipper(app);
  const { trackingNumber, batchId } = await guest.newBatch(overrides);
  const response = await pay(app, guest.cookies, batchId, {
    paymentNonce: await nonceFor(app, guest.cookies),
  });
  expect(response.statusCode, response.body).toBe(200);
  return trackingNumber;
}

/** GET /web/tracking/{n}, from its own client address so each test has its own rate limit. */
export function track(app: FastifyInstance, trackingNumber: string, remoteAddress = '192.0.2.1') {
  return app.inject({
    method: 'GET',
    url: `/web/tracking/${encodeURIComponent(trackingNumber)}`,
    remoteAddress,
  });
}

/** POST /web/carrier/events with the raw body signed now with the secret, as a partner carrier sends it. */
export function postSignedCarrierEvents(app: FastifyInstance, secret: string, rawBody: string) {
  const timestamp = Math.floor(Date.now() / 1000);
  return app.inject({
    method: 'POST',
    url: '/web/carrier/events',
    headers: {
      'content-type': 'application/json',
      'x-maplepost-timestamp': String(timestamp),
      'x-maplepost-signature': signCarrierRequest(secret, timestamp, rawBody),
    },
    payload: rawBody,
  });
}
