/** The order history room's front door: what other features use of it, and nothing else (docs/ARCHITECTURE.md). */
export { UnpaidOrderActions } from './unpaid-order-actions.tsx';
export { DiscardBatchUnpaid } from './discard-batch-unpaid.tsx';
export { orderKeys } from './order-history-api.ts';
