import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountMessages } from '#domain/auth/messages.ts';
import {
  AddressBookMessages as Messages,
  MAX_ADDRESSES_PER_USER,
} from '#domain/address-book/messages.ts';
import { SAMPLE_ADDRESSES } from '#domain/test-support/sample-addresses.ts';
import { postalCodeNotFoundMessage } from '#domain/common/postal-code-format.ts';
import { addresses } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { signUpWithAddressBook } from '../test-support/address-book.ts';

const { royalCentre, cnTower, empireState } = SAMPLE_ADDRESSES;

// One app for the file: each test signs up its own user, so tests do not meet.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const signUp = () => signUpWithAddressBook(testApp.app);
const UNKNOWN_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const idsOf = (list: { addressId: string }[]) => list.map((address) => address.addressId);

describe('a guest', () => {
  it.each([
    ['GET', 'get'],
    ['POST', 'insert'],
    ['POST', 'update'],
    ['POST', 'delete'],
    ['POST', 'setDefault'],
  ] as const)('gets 401 from %s /web/user/addressbook/%s', async (method, action) => {
    const payload =
      action === 'insert'
        ? royalCentre
        : action === 'update'
          ? { ...royalCentre, addressId: UNKNOWN_ID }
          : action === 'delete'
            ? { addressIds: [UNKNOWN_ID] }
            : { addressId: UNKNOWN_ID };
    const response = await testApp.app.inject({
      method,
      url: `/web/user/addressbook/${action}`,
      ...(method === 'POST' ? { payload } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: AccountMessages.authExpired });
  });
});

describe('POST /web/user/addressbook/insert', () => {
  it('answers 201 with the saved address, normalised; the first one becomes default', async () => {
    const book = await signUp();
    const response = await book.insert({
      ...royalCentre,
      postalCode: 'v6e3p3',
      province: 'British Columbia',
      countryCode: 'ca',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      ...royalCentre,
      addressId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      phone: '6045550123',
      isDefault: true,
    });
  });

  it('saves later addresses as not default, even when the body asks for it', async () => {
    const book = await signUp();
    await book.add(royalCentre);
    const second = await book.add({ ...empireState, isDefault: true });
    expect(second).toMatchObject({ isDefault: false, phone: '2127363100', countryCode: 'US' });
  });

  it('stores a missing company and unit as empty text', async () => {
    const book = await signUp();
    const { companyName: _company, unitNumber: _unit, ...required } = royalCentre;
    expect(await book.add(required)).toMatchObject({ companyName: '', unitNumber: '' });
  });

  it.each([
    ['no name', { name: '' }, Messages.fillRequiredFields, 'name'],
    ['no phone', { phone: undefined }, Messages.fillRequiredFields, 'phone'],
    ['no email', { email: ' ' }, Messages.fillRequiredFields, 'email'],
    ['no street', { streetAddress: undefined }, Messages.fillRequiredFields, 'streetAddress'],
    ['a phone of 9 digits', { phone: '604-555-012' }, Messages.invalidPhone, 'phone'],
    ['an invalid email', { email: 'ada@example' }, Messages.invalidEmail, 'email'],
    [
      'a 101-character name',
      { name: 'n'.repeat(101) },
      'Name must be at most 100 characters.',
      'name',
    ],
    [
      'a 51-character unit',
      { unitNumber: '1'.repeat(51) },
      'Unit number must be at most 50 characters.',
      'unitNumber',
    ],
    ['no city (nothing picked)', { city: '' }, Messages.selectFromSuggestions, 'city'],
    [
      'no postal code (nothing picked)',
      { postalCode: undefined },
      Messages.selectFromSuggestions,
      'postalCode',
    ],
    ['a ZIP code in Canada', { postalCode: '10118' }, Messages.invalidAddress, 'postalCode'],
    ['a country outside CA and US', { countryCode: 'FR' }, Messages.invalidAddress, 'countryCode'],
    [
      'a province that is not the postal code\'s (typed by hand)',
      { province: 'AB' },
      'Postal code V6E is in British Columbia, not Alberta.',
      'province',
    ],
    [
      'a postal code not in use',
      { postalCode: 'V0Z 1A1' },
      postalCodeNotFoundMessage('V0Z 1A1'),
      'postalCode',
    ],
  ])('refuses %s with 400 and the spec message', async (_, change, message, field) => {
    const book = await signUp();
    const response = await book.insert({ ...royalCentre, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
    expect(await book.list()).toEqual([]);
  });

  it(`refuses address ${MAX_ADDRESSES_PER_USER + 1} with 409`, async () => {
    const book = await signUp();
    const row = {
      ...royalCentre,
      phone: '6045550123',
      countryCode: 'CA' as const,
      userId: book.userId,
    };
    await testApp.database.db
      .insert(addresses)
      .values(Array.from({ length: MAX_ADDRESSES_PER_USER }, () => row));

    const response = await book.insert(cnTower);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: Messages.bookFull });
  });
});

describe('GET /web/user/addressbook/get', () => {
  it('answers an empty list for a new user', async () => {
    const book = await signUp();
    expect(await book.list()).toEqual([]);
  });

  it('lists the default first, then the newest first', async () => {
    const book = await signUp();
    const first = await book.add(royalCentre);
    const second = await book.add(cnTower);
    const third = await book.add(empireState);
    expect(idsOf(await book.list())).toEqual([first.addressId, third.addressId, second.addressId]);

    await book.setDefault(second.addressId);
    expect(idsOf(await book.list())).toEqual([second.addressId, third.addressId, first.addressId]);
  });
});

describe('POST /web/user/addressbook/update', () => {
  it("refuses a body without addressId: 'Address ID is required for updates'", async () => {
    const book = await signUp();
    const response = await book.update(royalCentre);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: Messages.addressIdRequiredForUpdates,
      field: 'addressId',
    });
  });

  it('saves the new fields and keeps the default flag, whatever the body says', async () => {
    const book = await signUp();
    const theDefault = await book.add(royalCentre);
    const other = await book.add(cnTower);

    const edited = await book.update({
      ...empireState,
      addressId: other.addressId,
      isDefault: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      ...empireState,
      addressId: other.addressId,
      phone: '2127363100',
      isDefault: false,
    });
    const renamed = await book.update({
      ...royalCentre,
      name: 'Ada King',
      addressId: theDefault.addressId,
      isDefault: false,
    });
    expect(renamed.json()).toMatchObject({ name: 'Ada King', isDefault: true });
    expect(await book.list()).toEqual([renamed.json(), edited.json()]);
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['an id that is not a uuid', 'not-a-uuid'],
  ])('answers 404 for %s', async (_, addressId) => {
    const book = await signUp();
    await book.add(royalCentre);
    const response = await book.update({ ...cnTower, addressId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: Messages.addressNotFound });
  });

  it('refuses invalid fields with 400 and leaves the address as it was', async () => {
    const book = await signUp();
    const saved = await book.add(royalCentre);
    const response = await book.update({ ...royalCentre, addressId: saved.addressId, phone: '12' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: Messages.invalidPhone, field: 'phone' });
    expect(await book.list()).toEqual([saved]);
  });
});

describe('POST /web/user/addressbook/setDefault', () => {
  it('marks that address only, and answers it', async () => {
    const book = await signUp();
    const first = await book.add(royalCentre);
    const second = await book.add(cnTower);
    const third = await book.add(empireState);

    const response = await book.setDefault(third.addressId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...third, isDefault: true });
    const flags = Object.fromEntries((await book.list()).map((a) => [a.addressId, a.isDefault]));
    expect(flags).toEqual({
      [first.addressId]: false,
      [second.addressId]: false,
      [third.addressId]: true,
    });
  });

  it('leaves things as they are for the current default', async () => {
    const book = await signUp();
    const first = await book.add(royalCentre);
    expect((await book.setDefault(first.addressId)).json()).toEqual(first);
  });

  it("refuses a body without addressId: 'Address ID is required.'", async () => {
    const book = await signUp();
    const response = await book.setDefault(undefined as unknown as string);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: Messages.addressIdRequired, field: 'addressId' });
    expect(await book.list()).toEqual([]);
  });

  it.each([UNKNOWN_ID, 'not-a-uuid'])('answers 404 for %s', async (addressId) => {
    const book = await signUp();
    const first = await book.add(royalCentre);
    const response = await book.setDefault(addressId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: Messages.addressNotFound });
    expect(await book.list()).toEqual([first]);
  });
});

describe('POST /web/user/addressbook/delete', () => {
  it('deletes several addresses at once and answers their ids', async () => {
    const book = await signUp();
    const first = await book.add(royalCentre);
    const second = await book.add(cnTower);
    const third = await book.add(empireState);

    const response = await book.remove([second.addressId, third.addressId, second.addressId]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ addressIds: [second.addressId, third.addressId] });
    expect(await book.list()).toEqual([first]);
  });

  it('makes the newest remaining address the default when the default goes', async () => {
    const book = await signUp();
    const first = await book.add(royalCentre);
    const second = await book.add(cnTower);
    const third = await book.add(empireState);
    await book.setDefault(second.addressId);

    await book.remove([second.addressId]);
    expect(await book.list()).toEqual([
      { ...third, isDefault: true },
      { ...first, isDefault: false },
    ]);
  });

  it('makes the next address saved the default once the book is empty', async () => {
    const book = await signUp();
    const only = await book.add(royalCentre);
    await book.remove([only.addressId]);
    expect(await book.list()).toEqual([]);
    expect(await book.add(cnTower)).toMatchObject({ isDefault: true });
  });

  it.each([[[]], [undefined]])('refuses %j with the no-selection message', async (addressIds) => {
    const book = await signUp();
    const response = await book.remove(addressIds as unknown as string[]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: Messages.selectToDelete, field: 'addressIds' });
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['an id that is not a uuid', 'not-a-uuid'],
  ])('deletes nothing when one of the ids is %s, answering 404', async (_, stranger) => {
    const book = await signUp();
    const first = await book.add(royalCentre);
    const response = await book.remove([first.addressId, stranger]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: Messages.someAddressesNotFound });
    expect(await book.list()).toEqual([first]);
  });
});
