import { describe, expect, it } from 'vitest';
import { ShipmentSchema } from '#domain/public-api/schemas.ts';
import { CancellationMessages, CancellationSchema } from '#domain/shipments/cancellation.ts';
import { accountWithKey } from '../test-support/api-keys.ts';
import { withSession } from '../test-support/auth.ts';
import { orderBody, shipper } from '../test-support/shipments.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { accountWithKeyAndSavedCard, billMonthly, callApi, expectProblem } from '../test-support/public-api.ts';

const testApp = useTestApp();

const call = (key: string, method: 'GET' | 'POST', url: string) =>
  callApi(testApp.app, key, { method, url });

async function shipmentOf(key: string): Promise<string> {
  const created = await callApi(testApp.app, key, {
    method: 'POST',
    url: '/api/v1/shipments',
    payload: orderBody(),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ trackingNumber: string }>().trackingNumber;
}

describe('POST /api/v1/shipments/{trackingNumber}/cancel', () => {
  it('refunds a card-paid shipment and leaves it without a label', async () => {
    const shop = await accountWithKeyAndSavedCard(testApp.app);
    const trackingNumber = await shipmentOf(shop.key);

    const response = await call(shop.key, 'POST', `/api/v1/shipments/${trackingNumber}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    const cancellation = CancellationSchema.parse(response.json());
    expect(cancellation.refund).toMatchObject({ method: 'CARD', state: 'REFUNDED' });

    const shipment = ShipmentSchema.parse(
      (await call(shop.key, 'GET', `/api/v1/shipments/${trackingNumber}`)).json(),
    );
    expect(shipment).toMatchObject({ status: 'CANCELLED', paid: true, labelUrl: null });
    expect(cancellation.refund.amount).toBe(shipment.finalDue);
    const label = await call(shop.key, 'GET', `/api/v1/shipments/${trackingNumber}/label`);
    expectProblem(label, 404);
  });

  it('takes an invoiced shipment off the monthly invoice', async () => {
    const shop = await accountWithKey(testApp.app);
    await billMonthly(testApp.database.db, shop.user.userId);
    const trackingNumber = await shipmentOf(shop.key);
    const response = await call(shop.key, 'POST', `/api/v1/shipments/${trackingNumber}/cancel`);
    expect(response.json()).toMatchObject({
      status: 'CANCELLED',
      refund: { method: 'INVOICE', state: 'REFUNDED' },
    });
    const invoices = await testApp.app.inject({
      method: 'GET',
      url: '/web/user/invoices',
      cookies: withSession(shop.token),
    });
    expect(invoices.json()).toEqual({ invoices: [] });
  });

  it('answers problems for a shipment it cannot cancel, and a read-only key may not', async () => {
    const shop = await accountWithKey(testApp.app);
    await billMonthly(testApp.database.db, shop.user.userId);
    const unpaid = await shipper(testApp.app, withSession(shop.token)).newOrder();
    const problem = expectProblem(
      await call(shop.key, 'POST', `/api/v1/shipments/${unpaid}/cancel`),
      409,
    );
    expect(problem['detail']).toBe(CancellationMessages.notPaid);
    expectProblem(await call(shop.key, 'POST', '/api/v1/shipments/MP999999995CA/cancel'), 404);

    const reader = await accountWithKey(testApp.app, 'READ_ONLY');
    const theirs = await shipmentOf(shop.key);
    expectProblem(await call(reader.key, 'POST', `/api/v1/shipments/${theirs}/cancel`), 403);
  });
});
