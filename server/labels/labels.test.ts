import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommercialInvoiceMessages } from '#domain/customs/commercial-invoice.ts';
import { TO_NEW_YORK_WITH_CUSTOMS, SAMPLE_CUSTOMS } from '#domain/test-support/sample-customs.ts';
import { BatchStatusSchema } from '#domain/shipments/schemas.ts';
import { OrderListResponseSchema } from '#domain/shipments/order-list.ts';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { nonceFor, pay } from '../test-support/checkout.ts';
import { NO_LABEL_MESSAGE } from './routes.ts';
import { expectPrivatePdf } from '../test-support/pdf-response.ts';
import { pdfText } from '../test-support/pdf-text.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { shipper } from '../test-support/shipments.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Shipper = ReturnType<typeof shipper>;

const labelOf = (who: Shipper, trackingNumber: string) =>
  testApp.app.inject({ method: 'GET', url: `/web/label/${trackingNumber}`, cookies: who.cookies });

/** Orders one parcel (the order body changed by `order`) and pays for it by card; answers its tracking number. */
async function paidOrder(who: Shipper, order: Parameters<Shipper['newBatch']>[0] = {}) {
  const { trackingNumber, batchId } = await who.newBatch(order);
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

const invoiceOf = (who: Shipper, trackingNumber: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/web/order/${trackingNumber}/commercial-invoice`,
    cookies: who.cookies,
  });

function expectProblemMessage(
  response: { statusCode: number; json: () => { message?: string } },
  status: number,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toBe(message);
}

describe('cross-border papers of paid orders', () => {
  it('prints the customs declaration after the label', async () => {
    const guest = shipper(testApp.app);
    const trackingNumber = await paidOrder(guest, TO_NEW_YORK_WITH_CUSTOMS);
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: `/web/label/${trackingNumber}/pdf`,
      cookies: guest.cookies,
    });
    const [label, customs] = (await pdfText(pdf.rawPayload)).split('\f');
    expect(label).toContain('SHIP TO');
    expect(customs).toContain('CUSTOMS DECLARATION');
    expect(customs).toContain('TOTAL DECLARED VALUE 61.00 CAD');
  });

  it("downloads a signed-in owner's commercial invoice, which the batch and the order list offer", async () => {
    const user = await signedInShipper();
    const { trackingNumber, batchId } = await user.newBatch(TO_NEW_YORK_WITH_CUSTOMS);
    const offered = async () => ({
      batch: BatchStatusSchema.parse((await user.batchStatus(batchId)).json()).validRequests[0]!
        .hasCommercialInvoice,
      list: OrderListResponseSchema.parse(
        (
          await testApp.app.inject({
            method: 'GET',
            url: '/web/order/list',
            cookies: user.cookies,
          })
        ).json(),
      ).items[0]!.hasCommercialInvoice,
    });
    expect(await offered()).toEqual({ batch: false, list: false });
    expectProblemMessage(
      await invoiceOf(user, trackingNumber),
      404,
      CommercialInvoiceMessages.notFound,
    );

    const paid = await pay(testApp.app, user.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, user.cookies),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await offered()).toEqual({ batch: true, list: true });

    const response = await invoiceOf(user, trackingNumber.toLowerCase());
    expectPrivatePdf(
      response,
      `attachment; filename="maplepost-commercial-invoice-${trackingNumber}.pdf"`,
    );
    const text = await pdfText(response.rawPayload, '-layout');
    expect(text).toMatch(/Invoice number +INV-2026-0042/);
    expect(text).toMatch(/Amélie O’Brien-Chan +王小明/);
    expect(text).toMatch(/Total value \(CAD\) +61\.00/);
    expect(text).toContain('CUSMA / USMCA / T-MEC CERTIFICATION OF ORIGIN');
  });

  it('answers 404 to another user and guest, as for the label', async () => {
    const user = await signedInShipper();
    const trackingNumber = await paidOrder(user, TO_NEW_YORK_WITH_CUSTOMS);
    for (const stranger of [await signedInShipper(), shipper(testApp.app)]) {
      expectProblemMessage(
        await invoiceOf(stranger, trackingNumber),
        404,
        CommercialInvoiceMessages.notFound,
      );
    }
  });

  it('answers 409 saying why to the owner of a domestic order, a gift, documents or a return', async () => {
    const guest = shipper(testApp.app);
    const domestic = await paidOrder(guest);
    expectProblemMessage(
      await invoiceOf(guest, domestic),
      409,
      CommercialInvoiceMessages.domestic(domestic),
    );
    for (const contentsType of ['GIFT', 'DOCUMENTS', 'RETURN'] as const) {
      const trackingNumber = await paidOrder(guest, {
        ...TO_NEW_YORK_WITH_CUSTOMS,
        customs: { ...SAMPLE_CUSTOMS, contentsType },
      });
      expectProblemMessage(
        await invoiceOf(guest, trackingNumber),
        409,
        CommercialInvoiceMessages.notInvoiced(trackingNumber, contentsType),
      );
    }
  });

  it('offers no invoice once the shipment is cancelled', async () => {
    const guest = shipper(testApp.app);
    const trackingNumber = await paidOrder(guest, {
      ...TO_NEW_YORK_WITH_CUSTOMS,
      customs: { ...SAMPLE_CUSTOMS, contentsType: 'SAMPLE' },
    });
    expect((await invoiceOf(guest, trackingNumber)).statusCode).toBe(200);
    const cancelled = await testApp.app.inject({
      method: 'POST',
      url: `/web/order/${trackingNumber}/cancel`,
      payload: {},
      cookies: guest.cookies,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectProblemMessage(
      await invoiceOf(guest, trackingNumber),
      404,
      CommercialInvoiceMessages.notFound,
    );
  });
});
