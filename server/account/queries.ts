import { and, eq, isNull } from 'drizzle-orm';
import type { ProfileUpdateRequest } from '#domain/account/schemas.ts';
import type { UserProfile } from '#domain/auth/schemas.ts';
import type { LabelFormat } from '#domain/labels/schemas.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';

export async function findUserProfile(
  db: Database,
  userId: string,
): Promise<UserProfile | undefined> {
  const [profile] = await db
    .select({
      userId: users.id,
      username: users.username,
      email: users.email,
      phone: users.phone,
      paymentType: users.paymentType,
      billingType: users.billingType,
      contractRate: users.contractRate,
      sameCityRate: users.sameCityRate,
      labelFormat: users.labelFormat,
    })
    .from(users)
    .where(eq(users.id, userId));
  return profile;
}

/** Sets the format Print Label gives the user; answers the profile as stored. */
export async function updateLabelFormat(
  db: Database,
  userId: string,
  labelFormat: LabelFormat,
): Promise<UserProfile | undefined> {
  await db
    .update(users)
    .set({ labelFormat })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return findUserProfile(db, userId);
}

/** Sets the profile fields a user may change themselves; answers the profile as stored. */
export async function updateUserProfile(
  db: Database,
  userId: string,
  change: ProfileUpdateRequest,
): Promise<UserProfile | undefined> {
  await db
    .update(users)
    .set({ username: change.username, phone: change.phone })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return findUserProfile(db, userId);
}
