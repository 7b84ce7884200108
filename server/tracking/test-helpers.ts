import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { nonceFor, pay } from '../checkout/payment-test-helpers.ts';
import { orderBody, shipper } from '../shipments/test-helpers.ts';

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
