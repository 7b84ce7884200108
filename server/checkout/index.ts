/** The checkout room's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { batchTotalCents } from './batch-status.ts';
export { canBeHandedOver, handOverOf, NO_WAY_TO_HAND_OVER } from './drop-off-locations.ts';
export { settleBatch } from './queries.ts';
export { payBatch } from './pay-batch.ts';
export { paymentMethodsOf } from './payment-methods.ts';
export { startPaymentReconciler } from './payment-reconciler.ts';
