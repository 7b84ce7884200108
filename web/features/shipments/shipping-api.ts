import { z } from 'zod';
import type { FieldProblem } from '#domain/common/error.ts';
import {
  OrderCreateResponseSchema,
  ValidateShipmentResponseSchema,
  type OrderCreateInput,
  type ValidateShipmentInput,
} from '#domain/shipments/schemas.ts';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { ShippingMessages } from './shipment-form-values.ts';

/** A failed Next, with the message of spec section 8 (Single shipment) to show. */
export class ShipmentSubmitError extends Error {
  /** The request field the server named, as the form names it ("customs.items.0.hsCode"), and its message. */
  constructor(
    message: string,
    readonly problem?: FieldProblem,
  ) {
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
  const trackingNumber = await createOrder(order);
  try {
    const { shippingBatchId } = await apiRequest(
      '/web/ship/validate',
      ValidateShipmentResponseSchema,
      {
        body: {
          batchId: null,
          shippingRequests: [{ trackingNumber, serviceCode: order.serviceCode }],
        } satisfies ValidateShipmentInput,
      },
    );
    return shippingBatchId;
  } catch {
    throw new ShipmentSubmitError(ShippingMessages.validationFailed);
  }
}

/** POST /web/order/create, answering the new order's tracking number. */
async function createOrder(order: OrderCreateInput): Promise<string> {
  try {
    const { data } = await apiRequest('/web/order/create', OrderCreateResponseSchema, {
      body: order,
    });
    return data.trackingNumber;
  } catch (error) {
    // An answer without a tracking number gets the spec's own message, not the parser's.
    if (error instanceof z.ZodError) throw new ShipmentSubmitError(ShippingMessages.createFailed);
    throw new ShipmentSubmitError(
      ShippingMessages.createError(reasonOf(error)),
      error instanceof ApiRequestError && error.field
        ? // The server names a field by its JSON path ("customs/items/0/hsCode"); the form by dots.
          { field: error.field.replaceAll('/', '.'), message: error.message }
        : undefined,
    );
  }
}
