import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProcessedOrder } from '#domain/bulk/schemas.ts';
import { registerAccount, withSession } from './auth.ts';
import type { Database } from '../db/client.ts';
import { bulkUploadRows, bulkUploads } from '../db/schema.ts';
import { orderBody } from './shipments.ts';

/** One orderList entry: the single-shipment test order without its service and remarks. */
export function bulkEntry(overrides: Parameters<typeof orderBody>[0] = {}) {
  // The service and remarks are chosen on review, not sent with the upload.
  const { serviceCode: _service, packageInstruction: _remarks, ...entry } = orderBody(overrides);
  return entry;
}

/** Where orderBody's Vancouver sender ships across the border: New York. */
export const TO_NEW_YORK = {
  recipientStreetAddress: '350 5th Ave',
  recipientUnitNumber: '3300',
  recipientCity: 'New York',
  recipientProvince: 'NY',
  recipientCountryCode: 'US',
  recipientPostalCode: '10118',
} as const;

/** The declaration a bulk row to New York carries (the wizard's one item, DAP, returned if undelivered): 0.6 kg of a 2 kg parcel. */
export const T_SHIRTS_CUSTOMS = {
  contentsType: 'MERCHANDISE',
  currency: 'CAD',
  nonDelivery: 'RETURN',
  dutiesPaidBy: 'RECIPIENT',
  items: [
    {
      description: "Women's cotton T-shirt",
      quantity: '3',
      unitValue: '18.50',
      unitWeight: 0.2,
      hsCode: '6109.10',
      originCountry: 'CA',
    },
  ],
} as const;

/** A signed-in user driving the bulk calls. */
export async function bulkShipper(app: FastifyInstance) {
  const account = await registerAccount(app);
  const cookies = withSession(account.token);
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, payload, cookies });
  const self = {
    account,
    cookies,
    post,
    listBatches: () => app.inject({ method: 'GET', url: '/web/batch/list', cookies }),
    createBatch: (batchId: string) => post(`/web/batch/create/${encodeURIComponent(batchId)}`),
    upload: (batchId: string, orderList: unknown) =>
      post('/web/order/create/batch', { batchId, orderList }),
    /** Creates the batch when needed, uploads and answers the upload id. */
    async newUpload(batchId: string, orderList: object[]): Promise<string> {
      await self.createBatch(batchId);
      const response = await self.upload(batchId, orderList);
      expect(response.statusCode, response.body).toBe(202);
      return response.json<{ data: { uploadId: string } }>().data.uploadId;
    },
    retryRow: (uploadId: string, rowNumber: number, entry: object) =>
      post(`/web/order/create/batch/${uploadId}/rows/${rowNumber}`, entry),
    selectService: (trackingNumber: string, serviceCode: string) =>
      post(`/web/order/select-service/${trackingNumber}`, { serviceCode }),
    validateBatch: (
      batchId: string,
      shippingRequests: { trackingNumber: string; serviceCode: string }[],
    ) => post('/web/order/validate/batch', { batchId, shippingRequests }),
  };
  return self;
}

/** Waits until the upload's job has completed it; answers the upload. */
export async function waitForUpload(db: Database, uploadId: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [upload] = await db.select().from(bulkUploads).where(eq(bulkUploads.id, uploadId));
    if (upload?.status === 'COMPLETED') return upload;
    if (Date.now() > deadline)
      throw new Error(`upload ${uploadId} not completed: ${JSON.stringify(upload)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The processed orders of an upload, by row number. */
export async function processedRows(db: Database, uploadId: string) {
  const rows = await db
    .select()
    .from(bulkUploadRows)
    .where(eq(bulkUploadRows.uploadId, uploadId))
    .orderBy(bulkUploadRows.rowNumber);
  return rows.map((row) => ({ ...row, result: row.result as ProcessedOrder }));
}
