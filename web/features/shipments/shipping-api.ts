import { z } from 'zod';
import type { OrderCreateInput } from '#domain/shipments/schemas.ts';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { ShippingMessages } from './shipment-form-values.ts';

/** Read loosely so that an answer without a tracking number gets the spec's own message. */
const CreateAnswerSchema = z.object({
  data: z.object({ trackingNumber: z.string().optional() }).optional(),
});
const ValidateAnswerSchema = z.object({ shippingBatchId: z.string().optional() });

/** A failed Next, with the message of spec section 8 (Single shipment) to show. */
export class ShipmentSubmitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShipmentSubmitError';
  }
}

const reasonOf = (error: unknown) =>
  error instanceof ApiRequestError || error instanceof Error ? error.message : String(error);

/**
 * Next (spec section 4, Single shipment flow): creates the order, then validates it into a new
 * shipping batch, and answers the batch id checkout opens. Every failure is a ShipmentSubmitError.
 */
export async function submitShipment(order: OrderCreateInput): Promise<string> {
  let trackingNumber: string | undefined;
  try {
    const answer = await apiRequest('/web/order/create', CreateAnswerSchema, { body: order });
    trackingNumber = answer.data?.trackingNumber;
  } catch (error) {
    throw new ShipmentSubmitError(ShippingMessages.createError(reasonOf(error)));
  }
  if (!trackingNumber) throw new ShipmentSubmitError(ShippingMessages.createFailed);

  let shippingBatchId: string | undefined;
  try {
    const answer = await apiRequest('/web/ship/validate', ValidateAnswerSchema, {
      body: {
        batchId: null,
        shippingRequests: [{ trackingNumber, serviceCode: order.serviceCode }],
      },
    });
    shippingBatchId = answer.shippingBatchId;
  } catch {
    throw new ShipmentSubmitError(ShippingMessages.validationFailed);
  }
  if (!shippingBatchId) throw new ShipmentSubmitError(ShippingMessages.validationFailed);
  return shippingBatchId;
}
