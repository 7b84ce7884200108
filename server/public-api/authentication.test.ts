import { describe, expect, it } from 'vitest';
import { ApiKeyListSchema, ApiKeyMessages as Messages } from '#domain/api-keys/schemas.ts';
import { SAMPLE_RATE_REQUEST } from '#domain/test-support/sample-parcels.ts';
import { accountWithKey } from '../test-support/api-keys.ts';
import { withSession } from '../test-support/auth.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { callApi, expectProblem } from '../test-support/public-api.ts';

const testApp = useTestApp();

const listShipments = (headers: Record<string, string | undefined>, cookies = {}) =>
  testApp.app.inject({ method: 'GET', url: '/api/v1/shipments', headers, cookies });

describe('who may call /api/v1', () => {
  it('answers a call without a key 401, naming the Bearer scheme', async () => {
    const response = await listShipments({ origin: undefined });
    const problem = expectProblem(response, 401);
    expect(problem['detail']).toBe(Messages.missingKey);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="Maplepost API"');
  });

  it('never takes the session cookie for a key', async () => {
    const account = await accountWithKey(testApp.app);
    const response = await listShipments({}, withSession(account.token));
    expectProblem(response, 401);
  });

  it.each([
    'Basic dXNlcjpwYXNz',
    'Bearer',
    'Bearer mp_test_not-a-key',
    `Bearer mp_test_${'0'.repeat(12)}_${'a'.repeat(43)}`,
  ])('answers 401 to the header %s', async (authorization) => {
    const response = await listShipments({ authorization, origin: undefined });
    expectProblem(response, 401);
  });

  it('takes the key, records when it was last used, and refuses it once revoked', async () => {
    const account = await accountWithKey(testApp.app);
    const response = await callApi(testApp.app, account.key, {
      method: 'GET',
      url: '/api/v1/shipments',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: [], nextCursor: null });

    const list = await testApp.app.inject({
      method: 'GET',
      url: '/web/user/api-keys',
      cookies: withSession(account.token),
    });
    const [listed] = ApiKeyListSchema.parse(list.json()).keys;
    expect(listed!.lastUsedAt).not.toBeNull();

    await testApp.app.inject({
      method: 'DELETE',
      url: `/web/user/api-keys/${account.keyId}`,
      cookies: withSession(account.token),
    });
    const afterRevoke = await callApi(testApp.app, account.key, {
      method: 'GET',
      url: '/api/v1/shipments',
    });
    expect(expectProblem(afterRevoke, 401)['detail']).toBe(Messages.invalidKey);
  });

  it('lets a bearer write through from anywhere, cookie or not: CSRF needs a cookie that counts', async () => {
    const account = await accountWithKey(testApp.app);
    const response = await callApi(testApp.app, account.key, {
      method: 'POST',
      url: '/api/v1/rates',
      headers: { origin: 'https://shop.example' },
      cookies: withSession(account.token),
      payload: SAMPLE_RATE_REQUEST,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('problem details on /api/v1', () => {
  it('answers an unknown path 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expectProblem(response, 404);
  });

  it('keeps the web app’s error shape on /web', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/web/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such endpoint: GET /web/nothing-here' });
  });

  it('requires JSON bodies on writes (415)', async () => {
    const account = await accountWithKey(testApp.app);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await callApi(testApp.app, account.key, {
        method: 'POST',
        url: '/api/v1/rates',
        headers: { 'content-type': contentType },
        payload: 'weight=2',
      });
      expectProblem(response, 415);
    }
  });

  it('answers bad JSON 400', async () => {
    const account = await accountWithKey(testApp.app);
    const response = await callApi(testApp.app, account.key, {
      method: 'POST',
      url: '/api/v1/rates',
      headers: { 'content-type': 'application/json' },
      payload: '{"weight": ',
    });
    expectProblem(response, 400);
  });

  it('names every field a schema refuses', async () => {
    const account = await accountWithKey(testApp.app);
    const response = await callApi(testApp.app, account.key, {
      method: 'POST',
      url: '/api/v1/rates',
      payload: { ...SAMPLE_RATE_REQUEST, weight: -1, originPostalCode: '' },
    });
    const problem = expectProblem(response, 400);
    const errors = problem['errors'] as { field: string; message: string }[];
    expect(errors.map((error) => error.field).sort()).toEqual(['originPostalCode', 'weight']);
    expect(problem['field']).toBe(errors[0]!.field);
    expect(problem['detail']).toBe(errors[0]!.message);
  });

  it('answers 401 before reading the body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/rates',
      headers: { 'content-type': 'text/plain', origin: undefined },
      payload: 'nonsense',
    });
    expectProblem(response, 401);
  });
});
