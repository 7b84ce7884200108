/** The geo feature's front door: what the shell and other features use of it (docs/ARCHITECTURE.md). */
export { AddressAutocomplete, PICK_ADDRESS_HINT } from './address-autocomplete.tsx';
export { PickedPlace } from './picked-place.tsx';
