/** The shipments room's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { ownedBy, type Owner, type Owners } from './owners.ts';
export {
  findOwnedBatch,
  listBatchOrders,
  lockOwnedBatch,
  type BatchRow,
  type OrderRow,
} from './queries.ts';
