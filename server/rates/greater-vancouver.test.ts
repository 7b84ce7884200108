import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonceFor, pay } from '../test-support/checkout.ts';
import { shipper } from '../test-support/shipments.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// Greater Vancouver is Metro Vancouver's postal areas (docs/decisions/005): Burnaby is inside.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const toDowntownVancouver = {
  recipientStreetAddress: '750 Hornby St',
  recipientCity: 'Vancouver',
  recipientProvince: 'BC',
  recipientPostalCode: 'V6Z 2H7',
};

const quotedServices = async (originPostalCode: string) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/web/rates',
    payload: {
      weight: 2,
      weightUnit: 'KGS',
      originPostalCode,
      countryCode: 'CA',
      destinationPostalCode: toDowntownVancouver.recipientPostalCode,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ rates: { serviceCode: string }[] }>()
    .rates.map((rate) => rate.serviceCode);
};

/** A guest ships one parcel from the sender, pays by card and reads the paid batch's status. */
async function paidBatchStatus(sender: Record<string, string>, serviceCode: string) {
  const guest = shipper(testApp.app);
  const { batchId } = await guest.newBatch({ ...sender, ...toDowntownVancouver, serviceCode });
  const payment = await pay(testApp.app, guest.cookies, batchId, {
    paymentNonce: await nonceFor(testApp.app, guest.cookies),
  });
  expect(payment.statusCode, payment.body).toBe(200);
  return (await guest.batchStatus(batchId)).json();
}

/** A British Columbia sender's address fields. */
const senderIn = (senderCity: string, senderStreetAddress: string, senderPostalCode: string) => ({
  senderStreetAddress,
  senderCity,
  senderProvince: 'BC',
  senderPostalCode,
});

describe('a Burnaby sender', () => {
  const burnaby = senderIn('Burnaby', '4700 Kingsway', 'V5H 4M5');

  it('is offered Vancouver Next Day and Greater Vancouver Second Day to Vancouver', async () => {
    expect(await quotedServices(burnaby.senderPostalCode)).toEqual(
      expect.arrayContaining(['VAN_NEXT_DAY', 'GVA_SECOND_DAY']),
    );
  });

  it('ships Next Day and gets free pickup for the paid batch', async () => {
    const status = await paidBatchStatus(burnaby, 'VAN_NEXT_DAY');
    expect(status).toMatchObject({
      paid: true,
      pickupEligible: true,
      validRequests: [{ serviceCode: 'VAN_NEXT_DAY' }],
    });
  });
});

describe('a Mission sender, beside Metro Vancouver', () => {
  const mission = senderIn('Mission', '33100 1st Ave', 'V2V 1G4');

  it('is offered neither Greater Vancouver service', async () => {
    const services = await quotedServices(mission.senderPostalCode);
    expect(services).toContain('CA_GROUND');
    expect(services).not.toContain('VAN_NEXT_DAY');
    expect(services).not.toContain('GVA_SECOND_DAY');
  });

  it('gets no free pickup', async () => {
    expect(await paidBatchStatus(mission, 'CA_GROUND')).toMatchObject({
      paid: true,
      pickupEligible: false,
    });
  });
});
