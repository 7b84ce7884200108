import { eq } from 'drizzle-orm';
import { AccountPageMessages as Messages } from '#domain/account/messages.ts';
import { deleteAllAddressesOf } from '../address-book/index.ts';
import {
  eraseSignIn,
  isOwnPassword,
  unusablePasswordHash,
  type CurrentUser,
} from '../auth/index.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import { deleteAllEndpointsOf } from '../webhooks/index.ts';

export type DeleteAccountDependencies = {
  db: Database;
  paymentProvider: Pick<PaymentProvider, 'deleteSavedCards'>;
  now: () => Date;
};

/** Where a deleted account's email goes: unique, under a domain that can never receive mail. */
export const placeholderEmailOf = (userId: string) => `deleted-${userId}@deleted.invalid`;

export const DELETED_USER_NAME = 'Deleted user';

/**
 * Deletes the signed-in user's account (docs/decisions/009-account-deletion.md): the password
 * proves it is them; the personal data goes (name, phone, email, address book, saved cards,
 * sessions, reset links, webhook endpoints with their logs); the user row stays, marked deleted, because their orders and invoice
 * lines point at it and stay for the carrier and accounting.
 */
export async function deleteAccount(
  { db, paymentProvider, now }: DeleteAccountDependencies,
  user: CurrentUser,
  typed: { password: string; clientAddress: string },
): Promise<void> {
  if (!(await isOwnPassword({ db, now }, user, typed))) {
    throw badRequest(Messages.wrongPasswordToDelete, 'password');
  }
  // The vendor first: if it fails the account is untouched and the user can try again; the
  // other way round a failure would leave cards behind an account nobody can sign in to.
  await paymentProvider.deleteSavedCards(user.userId);
  const placeholderEmail = placeholderEmailOf(user.userId);
  const unusableHash = await unusablePasswordHash();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ username: DELETED_USER_NAME, email: placeholderEmail, phone: '', deletedAt: now() })
      .where(eq(users.id, user.userId));
    await deleteAllAddressesOf(tx, user.userId);
    await deleteAllEndpointsOf(tx, user.userId);
    await eraseSignIn(tx, {
      accountId: user.accountId,
      placeholderEmail,
      unusablePasswordHash: unusableHash,
    });
  });
}
