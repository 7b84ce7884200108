import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ApiKeyCreated, ApiKeyScope } from '#domain/api-keys/schemas.ts';
import { registerAccount, withSession } from './auth.ts';

/** Creates a key through the API keys page's call, as the holder of the session token. */
export function createKeyAs(
  app: FastifyInstance,
  token: string,
  body: { name?: unknown; scope?: unknown } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/web/user/api-keys',
    cookies: withSession(token),
    payload: { name: 'Shop', scope: 'SHIPPING', ...body },
  });
}

/** A new account and one key of the scope: its session token, user and the key itself. */
export async function accountWithKey(app: FastifyInstance, scope: ApiKeyScope = 'SHIPPING') {
  const account = await registerAccount(app);
  const response = await createKeyAs(app, account.token, { scope });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<ApiKeyCreated>();
  return { ...account, key: created.key, keyId: created.apiKey.keyId };
}

/** Headers of a public API call made with the key; no Origin, as a shop's server sends none. */
export const bearer = (key: string) => ({ authorization: `Bearer ${key}`, origin: undefined });
