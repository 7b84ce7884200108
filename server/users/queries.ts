import { eq } from 'drizzle-orm';
import type { UserProfile } from '#domain/auth/schemas.ts';
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
    })
    .from(users)
    .where(eq(users.id, userId));
  return profile;
}
