import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ApiKeyListSchema,
  ApiKeyMessages as Messages,
  MAX_API_KEY_NAME_LENGTH,
  MAX_API_KEYS_PER_ACCOUNT,
  type ApiKeyCreated,
} from '#domain/api-keys/schemas.ts';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { hashSecretToken } from '../crypto/secret-tokens.ts';
import { apiKeys } from '../db/schema.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { API_KEY_PATTERN } from './keys.ts';
import { accountWithKey, createKeyAs } from '../test-support/api-keys.ts';

const testApp = useTestApp();

const listKeys = (token: string) =>
  testApp.app.inject({ method: 'GET', url: '/web/user/api-keys', cookies: withSession(token) });
const revoke = (token: string, keyId: string) =>
  testApp.app.inject({
    method: 'DELETE',
    url: `/web/user/api-keys/${keyId}`,
    cookies: withSession(token),
  });

describe('API keys on the API keys page', () => {
  it('shows a new key once, keeps only its hash, and lists it by its prefix', async () => {
    const { token } = await registerAccount(testApp.app);
    const response = await createKeyAs(testApp.app, token, {
      name: ' My shop ',
      scope: 'READ_ONLY',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { key, apiKey } = response.json<ApiKeyCreated>();
    expect(key).toMatch(API_KEY_PATTERN);
    expect(key.startsWith(`${apiKey.prefix}_`)).toBe(true);
    expect(apiKey).toMatchObject({ name: 'My shop', scope: 'READ_ONLY', lastUsedAt: null });
    expect(apiKey.prefix).toMatch(/^mp_test_[0-9a-f]{12}$/);

    const [row] = await testApp.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, apiKey.keyId));
    expect(row!.keyHash).toBe(hashSecretToken(key));
    expect(JSON.stringify(row)).not.toContain(key.slice(apiKey.prefix.length + 1));

    const list = await listKeys(token);
    expect(list.statusCode).toBe(200);
    expect(ApiKeyListSchema.parse(list.json()).keys).toEqual([apiKey]);
    expect(list.body).not.toContain(key);
  });

  it('lists keys newest first', async () => {
    const { token } = await registerAccount(testApp.app);
    await createKeyAs(testApp.app, token, { name: 'First' });
    await createKeyAs(testApp.app, token, { name: 'Second' });
    const { keys } = ApiKeyListSchema.parse((await listKeys(token)).json());
    expect(keys.map((key) => key.name)).toEqual(['Second', 'First']);
  });

  it.each([
    [{ name: '' }, Messages.nameRequired],
    [{ name: '   ' }, Messages.nameRequired],
    [{ name: undefined }, Messages.nameRequired],
    [{ name: 'x'.repeat(MAX_API_KEY_NAME_LENGTH + 1) }, Messages.nameTooLong],
    [{ scope: 'ADMIN' }, Messages.scopeInvalid],
  ])('refuses %o with a clear message', async (body, message) => {
    const { token } = await registerAccount(testApp.app);
    const response = await createKeyAs(testApp.app, token, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it(`allows ${MAX_API_KEYS_PER_ACCOUNT} live keys, counting revoked ones out`, async () => {
    const { token } = await registerAccount(testApp.app);
    const created = await Promise.all(
      Array.from({ length: MAX_API_KEYS_PER_ACCOUNT + 2 }, (_, index) =>
        createKeyAs(testApp.app, token, { name: `Key ${index}` }),
      ),
    );
    const codes = created.map((response) => response.statusCode).sort();
    expect(codes).toEqual([...Array<number>(MAX_API_KEYS_PER_ACCOUNT).fill(201), 409, 409]);
    const refused = created.find((response) => response.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ message: Messages.tooManyKeys });

    const { keyId } = created
      .find((response) => response.statusCode === 201)!
      .json<ApiKeyCreated>().apiKey;
    expect((await revoke(token, keyId)).statusCode).toBe(200);
    expect((await createKeyAs(testApp.app, token)).statusCode).toBe(201);
  });

  it('revokes a key, which then leaves the list', async () => {
    const { token, keyId } = await accountWithKey(testApp.app);
    const response = await revoke(token, keyId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: Messages.keyRevoked });
    expect(ApiKeyListSchema.parse((await listKeys(token)).json()).keys).toEqual([]);
    expect((await revoke(token, keyId)).statusCode).toBe(404);
  });

  it('answers 404 for another account’s key and for ids that are no key, and leaves it live', async () => {
    const owner = await accountWithKey(testApp.app);
    const stranger = await registerAccount(testApp.app);
    for (const keyId of [owner.keyId, 'not-a-key-id', '00000000-0000-4000-8000-000000000000']) {
      const response = await revoke(stranger.token, keyId);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ message: Messages.keyNotFound });
    }
    expect(ApiKeyListSchema.parse((await listKeys(stranger.token)).json()).keys).toEqual([]);
    expect(ApiKeyListSchema.parse((await listKeys(owner.token)).json()).keys).toHaveLength(1);
  });

  it('is for signed-in users only', async () => {
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/web/user/api-keys' })).statusCode,
    ).toBe(401);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/web/user/api-keys',
      payload: { name: 'Shop', scope: 'SHIPPING' },
    });
    expect(created.statusCode).toBe(401);
  });

  it('never takes a key as sign-in for /web calls', async () => {
    const { key } = await accountWithKey(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/web/user/api-keys',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
