import { useQuery } from '@tanstack/react-query';
import { useRefetchingMutation } from '../../lib/use-refetching-mutation.ts';
import {
  AddressListSchema,
  AddressSchema,
  DeleteAddressesResponseSchema,
  type AddressInput,
  type AddressUpdate,
} from '#domain/address-book/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** The cached address book; every change to it invalidates `all`. */
export const addressBookKeys = {
  all: ['address-book'] as const,
  list: () => [...addressBookKeys.all, 'list'] as const,
};

const BASE = '/web/user/addressbook';

/** The address-book calls of spec section 7; each answer is parsed with the server's schema. */
export const addressBookApi = {
  list: (signal?: AbortSignal) => apiRequest(`${BASE}/get`, AddressListSchema, { signal }),
  insert: (address: AddressInput) => apiRequest(`${BASE}/insert`, AddressSchema, { body: address }),
  update: (address: AddressUpdate) =>
    apiRequest(`${BASE}/update`, AddressSchema, { body: address }),
  delete: (addressIds: string[]) =>
    apiRequest(`${BASE}/delete`, DeleteAddressesResponseSchema, { body: { addressIds } }),
  setDefault: (addressId: string) =>
    apiRequest(`${BASE}/setDefault`, AddressSchema, { body: { addressId } }),
};

/** The signed-in user's addresses, the default first. */
export function useAddressBook() {
  return useQuery({
    queryKey: addressBookKeys.list(),
    queryFn: ({ signal }) => addressBookApi.list(signal),
  });
}

/** A change to the address book; it stays pending until the list has been fetched again, so what follows shows the new list. */
export function useAddressBookMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  return useRefetchingMutation(mutationFn, [addressBookKeys.all]);
}
