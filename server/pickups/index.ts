/** The pickups room's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { describePickup } from './describe-pickup.ts';
export { findBatchPickup, type PickupRow } from './queries.ts';
export { createPickup, pickupOf } from './create-pickup.ts';
