import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { ApiKeyScope } from '#domain/api-keys/schemas.ts';
import type { Database } from '../db/client.ts';
import { isRowId } from '../db/row-id.ts';
import { apiKeys, users } from '../db/schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const live = (userId: string) => and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt));

/** The user's keys that are not revoked, newest first. */
export async function listLiveKeys(db: Database, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(live(userId)).orderBy(desc(apiKeys.createdAt));
}

/**
 * Stores a new key unless the user already has `max` live ones; answers the row, or null at the
 * limit. The user's row is locked meanwhile, so two keys created at once cannot both pass the count.
 */
export async function insertKeyWithin(
  db: Database,
  key: { userId: string; name: string; prefix: string; keyHash: string; scope: ApiKeyScope },
  max: number,
): Promise<ApiKeyRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, key.userId)).for('update');
    const [held] = await tx.select({ total: count() }).from(apiKeys).where(live(key.userId));
    if ((held?.total ?? 0) >= max) return null;
    const [inserted] = await tx.insert(apiKeys).values(key).returning();
    return inserted!;
  });
}

/** Revokes the user's live key; false when there is none with this id (or it is someone else's). */
export async function revokeKey(
  db: Database,
  userId: string,
  keyId: string,
  at: Date,
): Promise<boolean> {
  if (!isRowId(keyId)) return false;
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, keyId), live(userId)))
    .returning({ id: apiKeys.id });
  return revoked.length === 1;
}

/** The live key with this hash and its user, unless the user's account was deleted. */
export async function findLiveKey(db: Database, keyHash: string) {
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      scope: apiKeys.scope,
      lastUsedAt: apiKeys.lastUsedAt,
      user: {
        userId: users.id,
        accountId: users.accountId,
        name: users.username,
        email: users.email,
        role: users.role,
        labelFormat: users.labelFormat,
      },
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt), isNull(users.deletedAt)));
  return row;
}

export async function touchKey(db: Database, keyId: string, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, keyId));
}
