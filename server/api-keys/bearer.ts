import type { FastifyRequest } from 'fastify';
import { ApiKeyMessages as Messages, type ApiKeyScope } from '#domain/api-keys/schemas.ts';
import type { CurrentUser } from '../auth/index.ts';
import { hashSecretToken } from '../crypto/secret-tokens.ts';
import type { Database } from '../db/client.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { API_KEY_PATTERN } from './keys.ts';
import { findLiveKey, touchKey } from './queries.ts';

/** Who a public API call comes from: the key's owner, and the key. */
export type ApiCaller = { user: CurrentUser; keyId: string; scope: ApiKeyScope };

// lastUsedAt is refreshed at most once a minute: one write per minute per key, not per call.
const LAST_USED_REFRESH_MS = 60 * 1000;

/** The key of an `Authorization: Bearer <key>` header, or null without one. */
function bearerKeyOf(request: FastifyRequest): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Authenticates public API calls by their bearer key, and by nothing else: a session cookie
 * sent along counts for nothing here, as a key counts for nothing on /web.
 */
export function createApiKeyAuth({ db, now }: { db: Database; now: () => Date }) {
  return {
    /**
     * The caller behind the request's key: 401 without a live key, 403 when the key's scope does
     * not allow what the route needs (a READ_ONLY key on a SHIPPING route).
     */
    async requireCaller(request: FastifyRequest, needed: ApiKeyScope): Promise<ApiCaller> {
      const key = bearerKeyOf(request);
      if (!key) throw unauthorized(Messages.missingKey);
      // A malformed key cannot be a live one: no lookup for it.
      const found = API_KEY_PATTERN.test(key) && (await findLiveKey(db, hashSecretToken(key)));
      if (!found) throw unauthorized(Messages.invalidKey);
      const at = now();
      if (!found.lastUsedAt || at.getTime() - found.lastUsedAt.getTime() >= LAST_USED_REFRESH_MS) {
        await touchKey(db, found.keyId, at);
      }
      if (needed === 'SHIPPING' && found.scope !== 'SHIPPING')
        throw forbidden(Messages.readOnlyKey);
      return { user: found.user, keyId: found.keyId, scope: found.scope };
    },
  };
}

export type ApiKeyAuth = ReturnType<typeof createApiKeyAuth>;
