/** The bulk feature's front door: what the shell and other features use of it (docs/ARCHITECTURE.md). */
export { BulkShipmentPage } from './bulk-shipment-page.tsx';
