import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyMessages } from '#domain/api-keys/schemas.ts';
import { accountWithKey, createKeyAs } from '../test-support/api-keys.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { callApi, expectProblem } from '../test-support/public-api.ts';

const CALLS_PER_MINUTE = 3;
const environment = { API_KEY_CALLS_PER_MINUTE: String(CALLS_PER_MINUTE) };

const listShipments = (node: TestApp, key: string) =>
  callApi(node.app, key, { method: 'GET', url: '/api/v1/shipments' });

describe('the calls a key may make a minute', () => {
  let node: TestApp;
  beforeAll(async () => {
    node = await createTestApp({ environment });
  });
  afterAll(() => node.close());

  it('are told on every answer, and the call past them answers 429 with when to retry', async () => {
    const { key } = await accountWithKey(node.app);
    for (let call = 1; call <= CALLS_PER_MINUTE; call += 1) {
      const response = await listShipments(node, key);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe(String(CALLS_PER_MINUTE));
      expect(response.headers['ratelimit-remaining']).toBe(String(CALLS_PER_MINUTE - call));
      expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(Number(response.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    }

    const refused = await listShipments(node, key);
    const problem = expectProblem(refused, 429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(problem['detail']).toBe(ApiKeyMessages.rateLimited(CALLS_PER_MINUTE, retryAfter));
    expect(refused.headers['ratelimit-remaining']).toBe('0');
  });

  it('are counted per key: another key of the same account keeps its own', async () => {
    const account = await accountWithKey(node.app);
    for (let call = 0; call <= CALLS_PER_MINUTE; call += 1) await listShipments(node, account.key);
    expectProblem(await listShipments(node, account.key), 429);

    const second = await createKeyAs(node.app, account.token, { name: 'Warehouse' });
    const response = await listShipments(node, second.json<{ key: string }>().key);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('are not spent by calls with a wrong key', async () => {
    const { key } = await accountWithKey(node.app);
    const forged = `${key.slice(0, -4)}AAAA`;
    for (let call = 0; call <= CALLS_PER_MINUTE; call += 1) {
      expectProblem(await listShipments(node, forged), 401);
    }
    expect((await listShipments(node, key)).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, across API nodes', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ environment });
    second = await createTestApp({ environment, database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('count one key’s calls together, whichever node answers them', async () => {
    const { key } = await accountWithKey(first.app);
    const nodes = [first, second, first];
    for (const node of nodes) expect((await listShipments(node, key)).statusCode).toBe(200);
    expectProblem(await listShipments(second, key), 429);
  });
});
