import { randomBytes } from 'node:crypto';
import {
  ApiKeyMessages as Messages,
  MAX_API_KEYS_PER_ACCOUNT,
  type ApiKeyCreateRequest,
  type ApiKeyCreated,
  type ApiKeySummary,
} from '#domain/api-keys/schemas.ts';
import { createSecretToken, hashSecretToken } from '../crypto/secret-tokens.ts';
import type { Database } from '../db/client.ts';
import { conflict } from '../http/errors.ts';
import { insertKeyWithin, type ApiKeyRow } from './queries.ts';

/**
 * `mp_live_` on a production server, `mp_test_` anywhere else, so that a key pasted into the
 * wrong configuration is recognisable at a glance (and by secret scanners).
 */
export const keyPrefixStart = (production: boolean) => (production ? 'mp_live_' : 'mp_test_');

/** What a key looks like: the prefix, a 12-character public id, '_', and 43 characters of secret. */
export const API_KEY_PATTERN = /^mp_(?:live|test)_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/;

export const summaryOf = (row: ApiKeyRow): ApiKeySummary => ({
  keyId: row.id,
  name: row.name,
  prefix: row.prefix,
  scope: row.scope,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * Makes a key for the user: 256 random bits behind a public id. Only the SHA-256 of the whole key
 * is stored (a random secret this long needs no salt or slow hash), so the answer is the one
 * time the key can be seen.
 */
export async function createApiKey(
  { db, production }: { db: Database; production: boolean },
  userId: string,
  { name, scope }: ApiKeyCreateRequest,
): Promise<ApiKeyCreated> {
  const prefix = `${keyPrefixStart(production)}${randomBytes(6).toString('hex')}`;
  const key = `${prefix}_${createSecretToken()}`;
  const row = await insertKeyWithin(
    db,
    { userId, name, prefix, keyHash: hashSecretToken(key), scope },
    MAX_API_KEYS_PER_ACCOUNT,
  );
  if (!row) throw conflict(Messages.tooManyKeys);
  return { key, apiKey: summaryOf(row) };
}
