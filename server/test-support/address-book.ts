import type { FastifyInstance } from 'fastify';
import { SAMPLE_ADDRESSES } from '#domain/test-support/sample-addresses.ts';
import type { Address } from '#domain/address-book/schemas.ts';
import { registerAccount, withSession } from './auth.ts';

/** A new user and the five address-book calls made with their session. */
export async function signUpWithAddressBook(app: FastifyInstance) {
  const account = await registerAccount(app);
  const cookies = withSession(account.token);
  const post = (action: string, payload: object) =>
    app.inject({ method: 'POST', url: `/web/user/addressbook/${action}`, payload, cookies });
  return {
    userId: account.user.userId,
    token: account.token,
    list: async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/web/user/addressbook/get',
        cookies,
      });
      return response.json<Address[]>();
    },
    /** Inserts and answers the created address; the test fails on anything but 201. */
    add: async (payload: object = SAMPLE_ADDRESSES.royalCentre) => {
      const response = await post('insert', payload);
      if (response.statusCode !== 201)
        throw new Error(`insert answered ${response.statusCode}: ${response.body}`);
      return response.json<Address>();
    },
    insert: (payload: object) => post('insert', payload),
    update: (payload: object) => post('update', payload),
    remove: (addressIds: string[]) => post('delete', { addressIds }),
    setDefault: (addressId: string) => post('setDefault', { addressId }),
  };
}
