import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProcessedOrder } from '#domain/bulk/schemas.ts';
import { bulkUploads, orders } from '../db/schema.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { bulkEntry, bulkShipper, processedRows, waitForUpload } from '../test-support/bulk.ts';

const testApp = useTestApp();

/** A shipper with a completed upload of a good row and a row with a wrong postal code. */
async function uploadedGoodAndBad(batchId: string) {
  const shipper = await bulkShipper(testApp.app);
  const uploadId = await shipper.newUpload(batchId, [
    bulkEntry(),
    bulkEntry({ recipientPostalCode: '2134', recipientCountryCode: 'US' }),
  ]);
  await waitForUpload(testApp.database.db, uploadId);
  const [good, bad] = (await processedRows(testApp.database.db, uploadId)).map((row) => row.result);
  return { shipper, uploadId, good: good!, bad: bad! };
}

const countsOf = async (uploadId: string) => {
  const [upload] = await testApp.database.db
    .select()
    .from(bulkUploads)
    .where(eq(bulkUploads.id, uploadId));
  return upload!;
};

describe('retrying a failed row', () => {
  it('processes the corrected entry alone: the row succeeds and the counts follow', async () => {
    const { shipper, uploadId, bad } = await uploadedGoodAndBad('RETRY');
    expect(bad.processingStatus).toBe('FAILED');

    const stillWrong = await shipper.retryRow(uploadId, 2, bulkEntry({ recipientName: '' }));
    expect(stillWrong.statusCode).toBe(200);
    expect(stillWrong.json()).toMatchObject({
      rowNumber: 2,
      processingStatus: 'FAILED',
      errorMessage: 'Recipient name is required.',
    });
    expect(await countsOf(uploadId)).toMatchObject({ successCount: 1, failureCount: 1 });

    const fixed = await shipper.retryRow(
      uploadId,
      2,
      bulkEntry({ recipientPostalCode: 'M5V 3L9' }),
    );
    expect(fixed.statusCode).toBe(200);
    const processed = fixed.json<ProcessedOrder>();
    expect(processed).toMatchObject({
      rowNumber: 2,
      processingStatus: 'SUCCESS',
      errorMessage: null,
    });
    expect(processed.trackingNumber).toEqual(expect.any(String));
    expect(await countsOf(uploadId)).toMatchObject({
      status: 'COMPLETED',
      successCount: 2,
      failureCount: 0,
    });
    const [row] = (await processedRows(testApp.database.db, uploadId)).filter(
      (candidate) => candidate.rowNumber === 2,
    );
    expect(row!.result).toEqual(processed);
  });

  it('refuses a row that has not failed, and another user’s upload', async () => {
    const { shipper, uploadId } = await uploadedGoodAndBad('RETRY-2');
    const good = await shipper.retryRow(uploadId, 1, bulkEntry());
    expect(good.statusCode).toBe(409);
    expect(good.json().message).toBe('Row 1 has not failed, so there is nothing to retry.');
    const missing = await shipper.retryRow(uploadId, 3, bulkEntry());
    expect(missing.statusCode).toBe(404);

    const stranger = await bulkShipper(testApp.app);
    const theirs = await stranger.retryRow(uploadId, 2, bulkEntry());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('This upload was not found.');
  });
});

describe('POST /web/order/select-service/{trackingNumber}', () => {
  it('prices the order again with another of its services, and marks it selected', async () => {
    const { shipper, good } = await uploadedGoodAndBad('SELECT');
    const other = good.rates.rates.find((rate) => !rate.selected)!;
    const response = await shipper.selectService(good.trackingNumber!, other.serviceCode);
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json<ProcessedOrder>();
    expect(changed.rates.rates.filter((rate) => rate.selected)).toEqual([
      { ...other, selected: true },
    ]);
    const [order] = await testApp.database.db
      .select()
      .from(orders)
      .where(eq(orders.trackingNumber, good.trackingNumber!));
    expect(order).toMatchObject({
      serviceCode: other.serviceCode,
      priceCents: Math.round(other.finalDue * 100),
    });
  });

  it('refuses a service not offered, another user’s order and a single-shipment order', async () => {
    const { shipper, good } = await uploadedGoodAndBad('SELECT-2');
    const unknown = await shipper.selectService(good.trackingNumber!, 'MOON_EXPRESS');
    expect(unknown.statusCode).toBe(400);
    const stranger = await bulkShipper(testApp.app);
    const theirs = await stranger.selectService(good.trackingNumber!, 'CA_GROUND');
    expect(theirs.statusCode).toBe(404);
  });
});

describe('POST /web/order/validate/batch', () => {
  it('puts the chosen services into one shipping batch that checkout shows', async () => {
    const { shipper, good } = await uploadedGoodAndBad('FINAL');
    const chosen = good.rates.rates.find((rate) => rate.selected)!;
    const response = await shipper.validateBatch('FINAL', [
      { trackingNumber: good.trackingNumber!, serviceCode: chosen.serviceCode },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { shippingBatchId } = response.json<{ data: { shippingBatchId: string } }>().data;

    const status = await testApp.app.inject({
      method: 'GET',
      url: `/web/ship/status/${shippingBatchId}`,
      cookies: shipper.cookies,
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({
      shippingBatchId,
      paid: false,
      totalCost: chosen.finalDue,
      validRequests: [{ trackingNumber: good.trackingNumber, serviceCode: chosen.serviceCode }],
    });

    // In a shipping batch now: its service is no longer changed on review.
    const late = await shipper.selectService(good.trackingNumber!, chosen.serviceCode);
    expect(late.statusCode).toBe(404);
  });

  it('refuses nothing to finalize, a failed or foreign order and another user’s batch', async () => {
    const { shipper, good } = await uploadedGoodAndBad('FINAL-2');
    const nothing = await shipper.validateBatch('FINAL-2', []);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('There are no successful orders to finalize.');

    const other = await uploadedGoodAndBad('FINAL-3');
    const foreign = await shipper.validateBatch('FINAL-2', [
      { trackingNumber: other.good.trackingNumber!, serviceCode: 'CA_GROUND' },
    ]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(
      `Order ${other.good.trackingNumber} is not a successful order of this batch.`,
    );

    const stranger = await bulkShipper(testApp.app);
    const theirs = await stranger.validateBatch('FINAL-2', [
      { trackingNumber: good.trackingNumber!, serviceCode: 'CA_GROUND' },
    ]);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("Batch 'FINAL-2' was not found.");
  });
});
