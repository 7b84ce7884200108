import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { sharedRateLimitStore } from './shared-rate-limit-store.ts';

const MAX = 3;
const WINDOW_MS = 1500;

/** An API node with two limited routes, counting in `database`. */
async function nodeOn(database: DatabaseHandle): Promise<FastifyInstance> {
  const node = Fastify();
  await node.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(database.executeSql),
  });
  const config = { rateLimit: { max: MAX, timeWindow: WINDOW_MS } };
  node.get('/track', { config }, async () => 'tracked');
  node.get('/places', { config }, async () => 'places');
  await node.ready();
  return node;
}

const get = (node: FastifyInstance, url: string, remoteAddress = '203.0.113.7') =>
  node.inject({ method: 'GET', url, remoteAddress });

describe('the per-address ceilings counted in the database', () => {
  let database: DatabaseHandle;
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    [nodeA, nodeB] = [await nodeOn(database), await nodeOn(database)];
  });

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await database?.close();
  });

  it('holds one ceiling across nodes: requests spread over two count as on one', async () => {
    const statuses = [];
    for (let i = 0; i <= MAX; i += 1) {
      statuses.push((await get(i % 2 === 0 ? nodeA : nodeB, '/track')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await get(nodeB, '/track');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_MS / 1000 + 1);
  });

  it('counts each route and each client address apart', async () => {
    expect((await get(nodeA, '/places')).statusCode).toBe(200);
    expect((await get(nodeB, '/track', '198.51.100.20')).statusCode).toBe(200);
  });

  it('starts a new window once the old one has ended', async () => {
    for (let i = 0; i < MAX; i += 1) await get(nodeA, '/track', '192.0.2.55');
    expect((await get(nodeB, '/track', '192.0.2.55')).statusCode).toBe(429);
    // The database's clock times the windows: its window ends as if WINDOW_MS had passed.
    await database.executeSql(
      `update request_counts set window_ends_at = now() - interval '1 millisecond'
       where key like '%192.0.2.55'`,
    );
    const fresh = await get(nodeB, '/track', '192.0.2.55');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-ratelimit-remaining']).toBe(String(MAX - 1));
  });

  it('counts requests sent at once exactly', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => get(i % 2 ? nodeA : nodeB, '/places', '192.0.2.99')),
    );
    expect(statuses.filter((reply) => reply.statusCode === 200)).toHaveLength(MAX);
  });

  it('clears ended windows, at most once a minute, so the table holds the current ones only', async () => {
    await database.executeSql(
      `insert into request_counts (key, hits, window_ends_at) values ('ended', 9, now() - interval '1 second')`,
    );
    const endedRows = async () =>
      (await database.executeSql(`select 1 from request_counts where key = 'ended'`)).rows.length;
    await get(nodeA, '/track', '192.0.2.200');
    expect(await endedRows()).toBe(1);

    const inAMinute = Date.now() + 61_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(inAMinute);
    try {
      await get(nodeA, '/track', '192.0.2.200');
      await vi.waitFor(async () => expect(await endedRows()).toBe(0));
    } finally {
      clock.mockRestore();
    }
  });
});
