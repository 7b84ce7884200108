import { describe, expect, it } from 'vitest';
import { mockFetch, requestBody } from '../../test-support/mock-fetch.ts';
import { ShippingMessages, toOrderCreatePayload } from './shipment-form-values.ts';
import { ShipmentSubmitError, submitShipment } from './shipping-api.ts';
import { FILLED_SHIPMENT } from '../../test-support/shipments.ts';

const CREATE = 'POST /web/order/create';
const VALIDATE = 'POST /web/ship/validate';
const ORDER = toOrderCreatePayload(FILLED_SHIPMENT, 'CA_GROUND');
const CREATED = { status: 201, body: { data: { trackingNumber: 'MP123456785CA' } } };

async function failureOf(submit: Promise<unknown>) {
  const error = await submit.then(
    () => null,
    (problem: unknown) => problem,
  );
  expect(error).toBeInstanceOf(ShipmentSubmitError);
  return (error as ShipmentSubmitError).message;
}

describe('submitShipment', () => {
  it('creates the order, validates it into a new batch and answers the batch id', async () => {
    const fetchMock = mockFetch({
      [CREATE]: CREATED,
      [VALIDATE]: { status: 200, body: { shippingBatchId: 'batch-1' } },
    });
    await expect(submitShipment(ORDER)).resolves.toBe('batch-1');
    expect(requestBody(fetchMock, VALIDATE)).toEqual({
      batchId: null,
      shippingRequests: [{ trackingNumber: 'MP123456785CA', serviceCode: 'CA_GROUND' }],
    });
  });

  it("says the server's reason when the order is refused", async () => {
    mockFetch({ [CREATE]: { status: 400, body: { message: 'The service is not offered.' } } });
    expect(await failureOf(submitShipment(ORDER))).toBe(
      ShippingMessages.createError('The service is not offered.'),
    );
  });

  it('gives the spec message to an answer without a tracking number', async () => {
    for (const data of [{}, { trackingNumber: '' }]) {
      mockFetch({ [CREATE]: { status: 201, body: { data } } });
      expect(await failureOf(submitShipment(ORDER))).toBe(ShippingMessages.createFailed);
    }
  });

  it('says validation failed when the answer has no batch id', async () => {
    for (const body of [{}, { shippingBatchId: '' }]) {
      mockFetch({ [CREATE]: CREATED, [VALIDATE]: { status: 200, body } });
      expect(await failureOf(submitShipment(ORDER))).toBe(ShippingMessages.validationFailed);
    }
  });
});
