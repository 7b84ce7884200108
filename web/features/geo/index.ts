/** The geo feature's front door: what the shell and other features use of it (docs/ARCHITECTURE.md). */
export { PICK_ADDRESS_HINT } from './address-autocomplete.tsx';
export {
  AddressFields,
  type AddressField,
  type AddressValues,
  type InputBinding,
} from './address-fields.tsx';
export { useFormAddressFields, type AddressFieldPaths } from './use-form-address-fields.ts';
