import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CustomsMessages } from '#domain/customs/customs-messages.ts';
import { orders } from '../db/schema.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import {
  bulkEntry,
  bulkShipper,
  processedRows,
  T_SHIRTS_CUSTOMS,
  TO_NEW_YORK,
  waitForUpload,
} from '../test-support/bulk.ts';

const testApp = useTestApp();

describe('customs on the rows of POST /web/order/create/batch', () => {
  it('makes a row to the other country an order that keeps its declaration; one without fails alone with the message, and so does a domestic one with customs', async () => {
    const { db } = testApp.database;
    const shipper = await bulkShipper(testApp.app);
    const uploadId = await shipper.newUpload('CROSS-BORDER', [
      bulkEntry({ ...TO_NEW_YORK, customs: T_SHIRTS_CUSTOMS }),
      bulkEntry(TO_NEW_YORK),
      bulkEntry({ customs: T_SHIRTS_CUSTOMS }),
      bulkEntry({ ...TO_NEW_YORK, customs: { ...T_SHIRTS_CUSTOMS, items: [] } }),
    ]);
    const upload = await waitForUpload(db, uploadId);
    expect(upload).toMatchObject({ totalOrders: 4, successCount: 1, failureCount: 3 });

    const rows = await processedRows(db, uploadId);
    expect(rows.map((row) => [row.result.processingStatus, row.result.errorMessage])).toEqual([
      ['SUCCESS', null],
      ['FAILED', CustomsMessages.required],
      ['FAILED', CustomsMessages.notForDomestic],
      ['FAILED', CustomsMessages.noItems],
    ]);
    expect(rows[0]!.result.trackingNumber).toMatch(/^MP\d{9}CA$/);
    expect(rows[0]!.result.orderDetails).toMatchObject({ recipientCountryCode: 'US' });

    const [order] = await db.select().from(orders).where(eq(orders.id, rows[0]!.orderId!));
    expect(order!.customs).toEqual({
      contentsType: 'MERCHANDISE',
      currency: 'CAD',
      nonDelivery: 'RETURN',
      dutiesPaidBy: 'RECIPIENT',
      items: [
        {
          description: "Women's cotton T-shirt",
          quantity: 3,
          unitValueCents: 1850,
          unitWeight: 0.2,
          hsCode: '610910',
          originCountry: 'CA',
        },
      ],
      senderTaxId: '',
      recipientTaxId: '',
      invoiceNumber: '',
      cusmaOriginating: false,
    });
  });

  it('names the item in a declaration it refuses, and takes the row retried with its customs fixed', async () => {
    const shipper = await bulkShipper(testApp.app);
    const vague = {
      ...T_SHIRTS_CUSTOMS,
      items: [{ ...T_SHIRTS_CUSTOMS.items[0], description: 'stuff' }],
    };
    const uploadId = await shipper.newUpload('VAGUE', [
      bulkEntry({ ...TO_NEW_YORK, customs: vague }),
    ]);
    await waitForUpload(testApp.database.db, uploadId);
    const [row] = await processedRows(testApp.database.db, uploadId);
    expect(row!.result.errorMessage).toBe(
      CustomsMessages.item(1, CustomsMessages.descriptionVague('stuff')),
    );

    const retried = await shipper.retryRow(
      uploadId,
      1,
      bulkEntry({ ...TO_NEW_YORK, customs: T_SHIRTS_CUSTOMS }),
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ processingStatus: 'SUCCESS', errorMessage: null });
  });
});
