import { describe, expect, it } from 'vitest';
import { TO_NEW_YORK_WITH_CUSTOMS } from '#domain/test-support/sample-customs.ts';
import { LabelMessages } from '#domain/labels/messages.ts';
import { ShipmentMessages } from '#domain/common/shipping-messages.ts';
import { accountWithKey } from '../test-support/api-keys.ts';
import { withSession } from '../test-support/auth.ts';
import { nonceFor, pay } from '../test-support/checkout.ts';
import { callApi, expectProblem } from '../test-support/public-api.ts';
import { orderBody, shipper } from '../test-support/shipments.ts';
import { expectPrivatePdf } from '../test-support/pdf-response.ts';
import { missingPdfTools, pageSizes, pdfText } from '../test-support/pdf-text.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { parseZplLabels } from '../test-support/zpl.ts';

const testApp = useTestApp();

type Shipper = ReturnType<typeof shipper>;
type OrderChange = Parameters<Shipper['newOrder']>[0];

/** Orders these parcels one after another and puts them in one shipping batch; answers its id and their numbers. */
async function batchOf(who: Shipper, orders: OrderChange[]) {
  const trackingNumbers: string[] = [];
  for (const order of orders) trackingNumbers.push(await who.newOrder(order));
  const response = await who.validate(
    trackingNumbers.map((trackingNumber, index) => ({
      trackingNumber,
      serviceCode: String(orders[index]!.serviceCode ?? orderBody().serviceCode),
    })),
  );
  expect(response.statusCode, response.body).toBe(200);
  return { batchId: response.json<{ shippingBatchId: string }>().shippingBatchId, trackingNumbers };
}

async function payByCard(who: Shipper, batchId: string) {
  const response = await pay(testApp.app, who.cookies, batchId, {
    paymentNonce: await nonceFor(testApp.app, who.cookies),
  });
  expect(response.statusCode, response.body).toBe(200);
}

const get = (who: Shipper, url: string) =>
  testApp.app.inject({ method: 'GET', url, cookies: who.cookies });

/** The tracking numbers the barcodes of a ZPL answer encode, label by label. */
const zplBarcodes = (zpl: string) =>
  parseZplLabels(zpl).flatMap((label) =>
    label.fields.flatMap((field) => (field.barcodeHeight ? [field.data] : [])),
  );

/** A domestic parcel, a cross-border one with its customs declaration, and another domestic one. */
const THREE_PARCELS: OrderChange[] = [
  {},
  TO_NEW_YORK_WITH_CUSTOMS,
  { packageInstruction: 'Third' },
];

describe("a paid batch's labels", () => {
  it('prints every label in the order the orders were made, customs pages after their label', async () => {
    const guest = shipper(testApp.app);
    const { batchId, trackingNumbers } = await batchOf(guest, THREE_PARCELS);
    await payByCard(guest, batchId);

    const zpl = await get(guest, `/web/label/batch/${batchId}/zpl`);
    expect(zpl.statusCode, zpl.body).toBe(200);
    expect(zplBarcodes(zpl.body)).toEqual(trackingNumbers);
    // Three labels and the cross-border one's customs page.
    expect(parseZplLabels(zpl.body)).toHaveLength(4);

    const pdf = await get(guest, `/web/label/batch/${batchId}/pdf`);
    expectPrivatePdf(pdf, `inline; filename="maplepost-labels-${batchId}.pdf"`);
    expect(pageSizes(pdf.rawPayload)).toHaveLength(4);
  });

  it.skipIf(missingPdfTools('pdftotext').length > 0)(
    'reads back the PDF’s pages: the labels in order, the customs page after the second',
    async () => {
      const guest = shipper(testApp.app);
      const { batchId, trackingNumbers } = await batchOf(guest, THREE_PARCELS);
      await payByCard(guest, batchId);
      const pdf = await get(guest, `/web/label/batch/${batchId}/pdf`);
      const pages = (await pdfText(pdf.rawPayload)).split('\f');
      const spaced = (number: string) =>
        number.replace(/^(..)(...)(...)(...)(..)$/, '$1 $2 $3 $4 $5');
      expect(pages[0]).toContain(spaced(trackingNumbers[0]!));
      expect(pages[1]).toContain(spaced(trackingNumbers[1]!));
      expect(pages[2]).toContain('CUSTOMS DECLARATION');
      expect(pages[3]).toContain(spaced(trackingNumbers[2]!));
    },
  );

  it('leaves out a cancelled order, and answers 409 once none is left', async () => {
    const guest = shipper(testApp.app);
    const { batchId, trackingNumbers } = await batchOf(guest, [{}, {}]);
    await payByCard(guest, batchId);
    const cancel = (trackingNumber: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/web/order/${trackingNumber}/cancel`,
        payload: {},
        cookies: guest.cookies,
      });
    expect((await cancel(trackingNumbers[0]!)).statusCode).toBe(200);
    const zpl = await get(guest, `/web/label/batch/${batchId}/zpl`);
    expect(zplBarcodes(zpl.body)).toEqual([trackingNumbers[1]]);

    expect((await cancel(trackingNumbers[1]!)).statusCode).toBe(200);
    const none = await get(guest, `/web/label/batch/${batchId}/pdf`);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: LabelMessages.batchWithoutLabels });
  });

  it('answers 409 for the owner’s unpaid batch, 404 for another’s and for an id that is none', async () => {
    const owner = shipper(testApp.app);
    const { batchId } = await batchOf(owner, [{}]);
    const unpaid = await get(owner, `/web/label/batch/${batchId}/pdf`);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ message: LabelMessages.batchWithoutLabels });

    await payByCard(owner, batchId);
    const otherGuest = shipper(testApp.app);
    await otherGuest.newOrder();
    for (const [who, url] of [
      [otherGuest, `/web/label/batch/${batchId}/zpl`],
      [shipper(testApp.app), `/web/label/batch/${batchId}/pdf`],
      [owner, '/web/label/batch/not-a-batch/pdf'],
      [owner, '/web/label/batch/00000000-0000-4000-8000-000000000000/zpl'],
    ] as const) {
      const response = await get(who, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: ShipmentMessages.batchNotFound });
    }
  });

  it('gives a signed-in owner the ZPL of one label, and no one else', async () => {
    const account = await accountWithKey(testApp.app, 'READ_ONLY');
    const user = shipper(testApp.app, withSession(account.token));
    const { batchId, trackingNumbers } = await batchOf(user, [{}]);
    await payByCard(user, batchId);
    const zpl = await get(user, `/web/label/${trackingNumbers[0]}/zpl`);
    expect(zpl.statusCode).toBe(200);
    expect(zplBarcodes(zpl.body)).toEqual(trackingNumbers);
    expect(
      (await get(shipper(testApp.app), `/web/label/${trackingNumbers[0]}/zpl`)).statusCode,
    ).toBe(404);
  });
});

describe('the labels under /api/v1', () => {
  it("answers a batch's labels as PDF and ZPL, and a shipment's label as ZPL, to the key's account", async () => {
    const account = await accountWithKey(testApp.app, 'READ_ONLY');
    const user = shipper(testApp.app, withSession(account.token));
    const { batchId, trackingNumbers } = await batchOf(user, [{}, {}]);
    await payByCard(user, batchId);
    const api = (key: string, url: string) => callApi(testApp.app, key, { method: 'GET', url });
    // The shipment names its batch, so that a shop's system can print the batch's labels.
    const shipment = await api(account.key, `/api/v1/shipments/${trackingNumbers[0]}`);
    expect(shipment.json()).toMatchObject({ shippingBatchId: batchId });

    const pdf = await api(account.key, `/api/v1/shipping-batches/${batchId}/labels`);
    expectPrivatePdf(pdf, `inline; filename="maplepost-labels-${batchId}.pdf"`);
    expect(pageSizes(pdf.rawPayload)).toHaveLength(2);
    const zpl = await api(account.key, `/api/v1/shipping-batches/${batchId}/labels/zpl`);
    expect(zpl.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(zplBarcodes(zpl.body)).toEqual(trackingNumbers);
    const one = await api(account.key, `/api/v1/shipments/${trackingNumbers[1]}/label/zpl`);
    expect(zplBarcodes(one.body)).toEqual([trackingNumbers[1]]);

    const stranger = await accountWithKey(testApp.app, 'READ_ONLY');
    expectProblem(await api(stranger.key, `/api/v1/shipping-batches/${batchId}/labels`), 404);
    expectProblem(await api(stranger.key, `/api/v1/shipping-batches/${batchId}/labels/zpl`), 404);
    expectProblem(
      await api(stranger.key, `/api/v1/shipments/${trackingNumbers[1]}/label/zpl`),
      404,
    );

    const { batchId: unpaid } = await batchOf(user, [{}]);
    const problem = expectProblem(
      await api(account.key, `/api/v1/shipping-batches/${unpaid}/labels`),
      409,
    );
    expect(problem['detail']).toBe(LabelMessages.batchWithoutLabels);
  });
});
