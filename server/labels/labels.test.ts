import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, withSession } from '../auth/test-helpers.ts';
import { nonceFor, pay } from '../checkout/payment-test-helpers.ts';
import { NO_LABEL_MESSAGE } from './routes.ts';
import { expectPrivatePdf } from '../test-support/pdf-response.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { shipper } from '../shipments/test-helpers.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Shipper = ReturnType<typeof shipper>;

const labelOf = (who: Shipper, trackingNumber: string) =>
  testApp.app.inject({ method: 'GET', url: `/web/label/${trackingNumber}`, cookies: who.cookies });

/** Orders one parcel and pays for it by card; answers its tracking number. */
async function paidOrder(who: Shipper) {
  const { trackingNumber, batchId } = await who.newBatch();
  const response = await pay(testApp.app, who.cookies, batchId, {
    paymentNonce: await nonceFor(testApp.app, who.cookies),
  });
  expect(response.statusCode, response.body).toBe(200);
  return trackingNumber;
}

async function signedInShipper() {
  const account = await registerAccount(testApp.app);
  return shipper(testApp.app, withSession(account.token));
}

function expectNoLabel(response: { statusCode: number; json: () => { message?: string } }) {
  expect(response.statusCode).toBe(404);
  expect(response.json().message).toBe(NO_LABEL_MESSAGE);
}

describe('labels of paid orders', () => {
  it('gives the guest owner the url and a private, uncached PDF', async () => {
    const guest = shipper(testApp.app);
    const trackingNumber = await paidOrder(guest);

    const response = await labelOf(guest, trackingNumber);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toBe(`/web/label/${trackingNumber}/pdf`);

    const pdf = await testApp.app.inject({ method: 'GET', url, cookies: guest.cookies });
    expectPrivatePdf(pdf, `inline; filename="maplepost-label-${trackingNumber}.pdf"`);
  });

  it('gives a signed-in owner the label', async () => {
    const user = await signedInShipper();
    const trackingNumber = await paidOrder(user);
    expect((await labelOf(user, trackingNumber)).statusCode).toBe(200);
  });

  it('answers 404 for an unpaid order, even to its owner', async () => {
    const guest = shipper(testApp.app);
    const { trackingNumber } = await guest.newBatch();
    expectNoLabel(await labelOf(guest, trackingNumber));
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: `/web/label/${trackingNumber}/pdf`,
      cookies: guest.cookies,
    });
    expectNoLabel(pdf);
  });

  it('answers 404 to another user and to another guest', async () => {
    const user = await signedInShipper();
    const trackingNumber = await paidOrder(user);
    expectNoLabel(await labelOf(await signedInShipper(), trackingNumber));

    const otherGuest = shipper(testApp.app);
    await otherGuest.newOrder();
    expectNoLabel(await labelOf(otherGuest, trackingNumber));
    expectNoLabel(await labelOf(shipper(testApp.app), trackingNumber));

    const guest = shipper(testApp.app);
    const guestTrackingNumber = await paidOrder(guest);
    expectNoLabel(await labelOf(otherGuest, guestTrackingNumber));
    expectNoLabel(await labelOf(user, guestTrackingNumber));
  });
});
