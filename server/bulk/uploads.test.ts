import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { bulkEntry, bulkShipper, processedRows, waitForUpload } from '../test-support/bulk.ts';

const testApp = useTestApp();

describe('POST /web/order/create/batch', () => {
  it('refuses a caller who is not signed in', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/web/order/create/batch',
      payload: { batchId: 'NOV-24', orderList: [bulkEntry()] },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an envelope that is not one: no list, an empty one, more than 100 rows', async () => {
    const shipper = await bulkShipper(testApp.app);
    await shipper.createBatch('ENVELOPE');
    const notObject = await shipper.post('/web/order/create/batch', [bulkEntry()]);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().message).toBe('The upload must be a JSON object.');
    const noList = await shipper.upload('ENVELOPE', 'rows');
    expect(noList.statusCode).toBe(400);
    expect(noList.json().message).toBe('orderList must be a list of orders.');
    const empty = await shipper.upload('ENVELOPE', []);
    expect(empty.json().message).toBe('Please add at least one recipient.');
    const tooMany = await shipper.upload(
      'ENVELOPE',
      Array.from({ length: 101 }, () => bulkEntry()),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      'Maximum 100 orders allowed per upload. Please reduce the number of orders in your spreadsheet.',
    );
  });

  it("answers 404 for a batch that is not the caller's", async () => {
    const owner = await bulkShipper(testApp.app);
    await owner.createBatch('MINE');
    const stranger = await bulkShipper(testApp.app);
    const response = await stranger.upload('MINE', [bulkEntry()]);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Batch 'MINE' was not found.");
  });

  it('processes every row: good rows become priced orders, bad rows fail naming the field', async () => {
    const { database } = testApp;
    const shipper = await bulkShipper(testApp.app);
    const uploadId = await shipper.newUpload('ROWS', [
      bulkEntry(),
      bulkEntry({ recipientPostalCode: 'ABC' }),
      bulkEntry({ senderName: '', senderCompany: 'Harbour Books' }),
      bulkEntry({ weightUnit: 'TONNES' }),
      bulkEntry({ recipientName: 'Zoë Tremblay', recipientCity: 'Montréal' }),
    ]);
    const upload = await waitForUpload(database.db, uploadId);
    expect(upload).toMatchObject({ totalOrders: 5, successCount: 3, failureCount: 2 });
    expect(upload.completedAt).toBeInstanceOf(Date);

    const rows = await processedRows(database.db, uploadId);
    expect(rows.map((row) => row.result.processingStatus)).toEqual([
      'SUCCESS',
      'FAILED',
      'SUCCESS',
      'FAILED',
      'SUCCESS',
    ]);
    expect(rows[1]!.result).toMatchObject({
      rowNumber: 2,
      trackingNumber: null,
      errorMessage: "Recipient postal code 'ABC' is not a valid Canadian postal code.",
      rates: { rates: [] },
      orderDetails: { recipientName: '王小明', recipientPostalCode: 'ABC' },
    });
    expect(rows[3]!.result.errorMessage).toBe('Weight unit must be KGS or LBS.');

    const good = rows[0]!.result;
    expect(good.errorMessage).toBeNull();
    const rates = good.rates.rates;
    expect(rates.length).toBeGreaterThan(1);
    const selected = rates.filter((rate) => rate.selected);
    expect(selected).toHaveLength(1);
    expect(selected[0]!.finalDue).toBe(Math.min(...rates.map((rate) => rate.finalDue)));

    // Exactly one order per good row, priced with the selected service, owned by the shipper.
    const created = await database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, shipper.account.user.userId));
    expect(created.map((order) => order.trackingNumber).sort()).toEqual(
      rows.flatMap((row) => (row.result.trackingNumber ? [row.result.trackingNumber] : [])).sort(),
    );
    const first = created.find((order) => order.trackingNumber === good.trackingNumber)!;
    expect(first.serviceCode).toBe(selected[0]!.serviceCode);
    expect(first.priceCents).toBe(Math.round(selected[0]!.finalDue * 100));
    // The company names a sender who gave no name (the wizard's sender rule).
    const byCompany = created.find(
      (order) => order.trackingNumber === rows[2]!.result.trackingNumber,
    )!;
    expect(byCompany.senderName).toBe('Harbour Books');

    // Each committed row took its own place in the progress sequence.
    const sequence = rows.map((row) => row.progressSeq);
    expect(new Set(sequence).size).toBe(5);
    expect(sequence.every((value) => typeof value === 'number')).toBe(true);
  });

  it('processes a full upload of 100 rows', async () => {
    const { database } = testApp;
    const shipper = await bulkShipper(testApp.app);
    const uploadId = await shipper.newUpload(
      'HUNDRED',
      Array.from({ length: 100 }, () => bulkEntry()),
    );
    const upload = await waitForUpload(database.db, uploadId);
    expect(upload).toMatchObject({ totalOrders: 100, successCount: 100, failureCount: 0 });
    const rows = await processedRows(database.db, uploadId);
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(100);
    expect(rows.every((row) => row.orderId !== null)).toBe(true);
  });
});
