/** The address-book room's front door: what other rooms use of it, and nothing else (docs/ARCHITECTURE.md). */
export { deleteAllAddressesOf, listAddresses } from './queries.ts';
