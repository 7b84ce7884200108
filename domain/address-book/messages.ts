/** An address book holds at most this many addresses: far more than anyone keeps, few enough to list in one answer. */
export const MAX_ADDRESSES_PER_USER = 1000;

/** The longest text the address suggestion and geocoding calls accept. */
export const MAX_ADDRESS_QUERY_LENGTH = 200;

/** User-visible address-book messages, word for word from spec sections 5 and 8 (Address book). */
export const AddressBookMessages = {
  selectFromSuggestions: 'Please select an address from the suggestions.',
  invalidAddress: 'Invalid address. Please select an address from the suggestions.',
  fillRequiredFields: 'Please fill in all required fields.',
  invalidPhone: 'Please enter a valid phone number (10 digits).',
  invalidEmail: 'Please enter a valid email address.',
  selectToDelete: 'Please select at least one address to delete.',
  confirmDeleteOne: 'Are you sure you want to delete this address?',
  emptyBook: "You don't have any saved addresses yet.",
  noAddressesFound: 'No addresses found.',
  loadFailed: 'Failed to load addresses. Please try again later.',
  retrieveFailed: 'Failed to retrieve address book',
  addFailed: 'Failed to add address',
  updateFailed: 'Failed to update address',
  deleteFailed: 'Failed to delete address(es)',
  setDefaultFailed: 'Failed to set default address',
  addressIdRequiredForUpdates: 'Address ID is required for updates',
  saveFailed: 'Failed to add/update address. Please try again later.',
  // Not in the spec; our own wording for cases it leaves open.
  addressIdRequired: 'Address ID is required.',
  addressNotFound: 'This address was not found in your address book.',
  someAddressesNotFound:
    'One or more of these addresses were not found in your address book. Nothing was deleted.',
  bookFull: `Your address book is full (${MAX_ADDRESSES_PER_USER} addresses). Delete addresses you no longer need before adding more.`,
  tooManyToDelete: `At most ${MAX_ADDRESSES_PER_USER} addresses can be deleted at once.`,
  queryTooLong: `Address text must be at most ${MAX_ADDRESS_QUERY_LENGTH} characters.`,
} as const;

/** The confirmation for deleting several addresses at once (spec section 5: 'a variant for N addresses'). */
export const confirmDeleteMany = (count: number) =>
  `Are you sure you want to delete these ${count} addresses?`;
