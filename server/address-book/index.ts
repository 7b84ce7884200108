/** The address-book room's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { deleteAllAddressesOf } from './queries.ts';
