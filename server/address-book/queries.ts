import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_ADDRESSES_PER_USER } from '#domain/address-book/messages.ts';
import type { Address, AddressInput } from '#domain/address-book/schemas.ts';
import type { Database, Executor } from '../db/client.ts';
import { addresses, users } from '../db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The columns of an Address as the API answers it. */
const addressColumns = {
  addressId: addresses.id,
  name: addresses.name,
  phone: addresses.phone,
  email: addresses.email,
  companyName: addresses.companyName,
  streetAddress: addresses.streetAddress,
  unitNumber: addresses.unitNumber,
  city: addresses.city,
  province: addresses.province,
  postalCode: addresses.postalCode,
  countryCode: addresses.countryCode,
  isDefault: addresses.isDefault,
};

const ownedBy = (userId: string) => eq(addresses.userId, userId);
const ownAddress = (userId: string, addressId: string) =>
  and(ownedBy(userId), eq(addresses.id, addressId));

/** The user's address book: the default first, then the newest; the id keeps the order stable. */
export function listAddresses(db: Database, userId: string): Promise<Address[]> {
  return db
    .select(addressColumns)
    .from(addresses)
    .where(ownedBy(userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/**
 * Locks the user's row until the transaction ends, so one user's address-book writes take
 * turns: two first addresses saved at once cannot both become default, nor two inserts pass
 * the cap together.
 */
async function lockAddressBook(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Saves a new address; a user's first address becomes their default. Null when the book already holds MAX_ADDRESSES_PER_USER. */
export function insertAddress(
  db: Database,
  userId: string,
  input: AddressInput,
): Promise<Address | null> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [book] = await tx.select({ size: count() }).from(addresses).where(ownedBy(userId));
    const size = book?.size ?? 0;
    if (size >= MAX_ADDRESSES_PER_USER) return null;
    const [address] = await tx
      .insert(addresses)
      .values({ ...input, userId, isDefault: size === 0 })
      .returning(addressColumns);
    return address!;
  });
}

/** Saves new fields over one of the user's addresses; its default flag stays as it was. Undefined when the user has no such address. */
export async function updateAddress(
  db: Database,
  userId: string,
  addressId: string,
  input: AddressInput,
): Promise<Address | undefined> {
  const [address] = await db
    .update(addresses)
    .set({ ...input, updatedAt: sql`now()` })
    .where(ownAddress(userId, addressId))
    .returning(addressColumns);
  return address;
}

/**
 * Deletes these addresses of the user, all or none: false, with nothing deleted, when any id
 * is not one of theirs. When the default goes, the newest remaining address becomes the
 * default, so a book with addresses always has one.
 */
export function deleteAddresses(
  db: Database,
  userId: string,
  addressIds: string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const owned = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(ownedBy(userId), inArray(addresses.id, addressIds)));
    if (owned.length !== addressIds.length) return false;
    await tx.delete(addresses).where(and(ownedBy(userId), inArray(addresses.id, addressIds)));
    await makeNewestDefaultIfNone(tx, userId);
    return true;
  });
}

async function makeNewestDefaultIfNone(tx: Transaction, userId: string): Promise<void> {
  const [current] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(ownedBy(userId), eq(addresses.isDefault, true)));
  if (current) return;
  const [newest] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(ownedBy(userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  if (newest)
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
}

/** Makes this address the user's one default; undefined when the user has no such address. */
export function setDefaultAddress(
  db: Database,
  userId: string,
  addressId: string,
): Promise<Address | undefined> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [target] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(ownAddress(userId, addressId));
    if (!target) return undefined;
    // The old default goes first: the unique index allows one default per user at any moment.
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(ownedBy(userId), eq(addresses.isDefault, true)));
    const [address] = await tx
      .update(addresses)
      .set({ isDefault: true })
      .where(eq(addresses.id, addressId))
      .returning(addressColumns);
    return address;
  });
}

/** Empties the user's address book (their account is being deleted); joins the caller's transaction. */
export async function deleteAllAddressesOf(executor: Executor, userId: string): Promise<void> {
  await executor.delete(addresses).where(ownedBy(userId));
}
