/** The bulk address check's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { registerBulkAddressCheckRoutes } from './routes.ts';
