import type { FastifyInstance } from 'fastify';
import type { Address } from '#domain/addresses/schemas.ts';
import { registerAccount, withSession } from '../auth/test-helpers.ts';

/** Address-book bodies at real places, as the form sends them after a suggestion was picked. */
export const SAMPLE_ADDRESSES = {
  royalCentre: {
    name: 'Ada Lovelace',
    phone: '(604) 555-0123',
    email: 'ada@example.com',
    companyName: 'Analytical Engines Ltd.',
    streetAddress: '1055 W Georgia St',
    unitNumber: '1203',
    city: 'Vancouver',
    province: 'BC',
    postalCode: 'V6E 3P3',
    countryCode: 'CA',
  },
  cnTower: {
    name: 'Grace Hopper',
    phone: '416-555-0199',
    email: 'grace@example.com',
    companyName: '',
    streetAddress: '290 Bremner Blvd',
    unitNumber: '',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5V 3L9',
    countryCode: 'CA',
  },
  empireState: {
    name: 'Alan Turing',
    phone: '+1 212 736 3100',
    email: 'alan@example.com',
    companyName: 'Bletchley LLC',
    streetAddress: '350 5th Ave',
    unitNumber: '3300',
    city: 'New York',
    province: 'NY',
    postalCode: '10118',
    countryCode: 'US',
  },
} as const;

/** A new user and the five address-book calls made with their session. */
export async function signUpWithAddressBook(app: FastifyInstance) {
  const account = await registerAccount(app);
  const cookies = withSession(account.token);
  const post = (action: string, payload: object) =>
    app.inject({ method: 'POST', url: `/web/user/addressbook/${action}`, payload, cookies });
  return {
    userId: account.user.userId,
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
