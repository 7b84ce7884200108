/** The shipments room's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { ownedBy, type Owner, type OwnerKey, type Owners } from './owners.ts';
export { priceOrder, priceServices, type OrderPrice } from './price-order.ts';
export {
  findBatchHolding,
  findOwnedBatch,
  findOwnedOrder,
  insertOrder,
  listBatchOrders,
  lockOwnedBatch,
  pricingAccountOf,
  type BatchRow,
  type OrderRow,
} from './queries.ts';
export { partyOf } from './party-of.ts';
export { shipmentOf } from './shipment-resource.ts';
export { validateShipment } from './validate-shipment.ts';
export { listOrders } from './list-orders.ts';
export { createOrder } from './create-order.ts';
export { discardUnpaidOrders, ofBulkBatch } from './discard-orders.ts';
