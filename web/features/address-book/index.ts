/** The address-book feature's front door: what the shell and other features use of it (docs/ARCHITECTURE.md). */
export { formatPhone, partyFromAddressBook } from './address-display.ts';
export { AddressPickerModal } from './address-picker-modal.tsx';
export { ChooseFromAddressBookButton } from './choose-from-address-book-button.tsx';
