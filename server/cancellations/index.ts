/** The cancellations room's front door: what other rooms and the entry points use of it (docs/ARCHITECTURE.md). */
export { createShipmentCancellation, type CancelShipment } from './cancel-shipment.ts';
export { startRefundRetry } from './refund-retry.ts';
export { registerCancellationRoutes } from './routes.ts';
