import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressBookMessages as Messages } from '#domain/address-book/messages.ts';
import { SAMPLE_ADDRESSES } from '#domain/test-support/sample-addresses.ts';
import type { Address } from '#domain/address-book/schemas.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { signUpWithAddressBook } from '../test-support/address-book.ts';

const { royalCentre, cnTower, empireState } = SAMPLE_ADDRESSES;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** User A with two addresses (the first is default) and user B with one of their own. */
async function twoUsers() {
  const alice = await signUpWithAddressBook(testApp.app);
  const aliceDefault = await alice.add(royalCentre);
  const aliceOther = await alice.add(cnTower);
  const bob = await signUpWithAddressBook(testApp.app);
  const bobOwn = await bob.add(empireState);
  const aliceBook: Address[] = await alice.list();
  return { alice, aliceBook, aliceDefault, aliceOther, bob, bobOwn };
}

describe("one user and another's address book", () => {
  it('lists only their own addresses', async () => {
    const { alice, bob, bobOwn, aliceBook } = await twoUsers();
    expect(await bob.list()).toEqual([bobOwn]);
    expect(await alice.list()).toEqual(aliceBook);
  });

  it("gets 404 updating another user's address, which stays as it was", async () => {
    const { alice, aliceBook, aliceOther, bob } = await twoUsers();
    const response = await bob.update({ ...empireState, addressId: aliceOther.addressId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: Messages.addressNotFound });
    expect(await alice.list()).toEqual(aliceBook);
  });

  it("gets 404 deleting another user's address, and nothing is deleted, their own included", async () => {
    const { alice, aliceBook, aliceDefault, bob, bobOwn } = await twoUsers();
    expect((await bob.remove([aliceDefault.addressId])).statusCode).toBe(404);
    const mixed = await bob.remove([bobOwn.addressId, aliceDefault.addressId]);
    expect(mixed.statusCode).toBe(404);
    expect(await alice.list()).toEqual(aliceBook);
    expect(await bob.list()).toEqual([bobOwn]);
  });

  it("gets 404 setting another user's address as default, and neither default moves", async () => {
    const { alice, aliceBook, aliceOther, bob, bobOwn } = await twoUsers();
    const response = await bob.setDefault(aliceOther.addressId);
    expect(response.statusCode).toBe(404);
    expect(await alice.list()).toEqual(aliceBook);
    expect(await bob.list()).toEqual([bobOwn]);
  });
});
