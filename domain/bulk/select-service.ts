import { ProcessedOrderSchema } from './schemas.ts';

/**
 * The answer of POST /web/order/select-service/{trackingNumber}: the order as processed, its
 * rates flagged anew with the chosen one selected and priced by the server. Review replaces
 * its row with it, so the price and the Total Cost follow what the server charges.
 */
export const SelectServiceResponseSchema = ProcessedOrderSchema;
