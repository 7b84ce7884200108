import { z } from 'zod';

/**
 * The answer of POST /web/ship/validate: shippingBatchId at the top level, where the
 * single-shipment page reads it (spec section 7). Its own module, so that the order history's
 * Pay reads it without loading the shipment form's schemas.
 */
export const ValidateShipmentResponseSchema = z.object({ shippingBatchId: z.string().min(1) });
