import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AddressBookMessages as Messages } from '#domain/address-book/messages.ts';
import {
  AddressInputSchema,
  AddressListSchema,
  AddressSchema,
  AddressUpdateSchema,
  DeleteAddressesRequestSchema,
  DeleteAddressesResponseSchema,
  SetDefaultAddressRequestSchema,
} from '#domain/address-book/schemas.ts';
import type { Sessions } from '../auth/index.ts';
import type { Database } from '../db/client.ts';
import { isRowId } from '../db/row-id.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { checkPlace } from '../postal/place-agreement.ts';
import {
  deleteAddresses,
  insertAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './queries.ts';

export type AddressBookRouteDependencies = {
  db: Database;
  sessions: Pick<Sessions, 'requireUser'>;
};

/**
 * The address book of spec section 7, under /web/user/addressbook. Every call works on the
 * signed-in user's own addresses only: another user's address id is answered 404, as if it
 * did not exist.
 */
/** The address's postal code must exist and its province be the code's, whether picked or typed by hand. */
function assertKnownPlace(address: { province: string; postalCode: string }): void {
  const place = checkPlace(address);
  if (!place.ok) throw badRequest(place.message, place.field);
}

export function registerAddressBookRoutes(
  app: FastifyInstance,
  { db, sessions }: AddressBookRouteDependencies,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/web/user/addressbook/get',
    { schema: { response: { 200: AddressListSchema } } },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      return listAddresses(db, userId);
    },
  );

  routes.post(
    '/web/user/addressbook/insert',
    { schema: { body: AddressInputSchema, response: { 201: AddressSchema } } },
    async (request, reply) => {
      const { userId } = await sessions.requireUser(request);
      assertKnownPlace(request.body);
      const address = await insertAddress(db, userId, request.body);
      if (!address) throw conflict(Messages.bookFull);
      return reply.status(201).send(address);
    },
  );

  routes.post(
    '/web/user/addressbook/update',
    { schema: { body: AddressUpdateSchema, response: { 200: AddressSchema } } },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      const { addressId, ...fields } = request.body;
      assertKnownPlace(fields);
      const address = isRowId(addressId)
        ? await updateAddress(db, userId, addressId, fields)
        : undefined;
      if (!address) throw notFound(Messages.addressNotFound);
      return address;
    },
  );

  routes.post(
    '/web/user/addressbook/delete',
    {
      schema: {
        body: DeleteAddressesRequestSchema,
        response: { 200: DeleteAddressesResponseSchema },
      },
    },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      const addressIds = [...new Set(request.body.addressIds)];
      const deleted = addressIds.every(isRowId) && (await deleteAddresses(db, userId, addressIds));
      if (!deleted) throw notFound(Messages.someAddressesNotFound);
      return { addressIds };
    },
  );

  routes.post(
    '/web/user/addressbook/setDefault',
    { schema: { body: SetDefaultAddressRequestSchema, response: { 200: AddressSchema } } },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      const { addressId } = request.body;
      const address = isRowId(addressId)
        ? await setDefaultAddress(db, userId, addressId)
        : undefined;
      if (!address) throw notFound(Messages.addressNotFound);
      return address;
    },
  );
}
