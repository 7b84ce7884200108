/**
 * Shipments made per second through the public API. A monthly-billed account's key sends
 * POST /api/v1/shipments over HTTP, the reference page's example body with a new Idempotency-Key
 * each time, from `concurrency` clients for `seconds`; each answer is a created, priced and paid
 * shipment with its label ready. Then every key is sent again: those answers come from the
 * idempotency table, and are counted as replays per second. Prints both with p50/p95 latency.
 * Runs on the embedded database, or with DATABASE_URL on a new database of that PostgreSQL
 * server (dropped after). The key's call limit is lifted for the run.
 * Usage: npm run bench:api [-- seconds [concurrency]]
 */
import { eq } from 'drizzle-orm';
import { loadavg } from 'node:os';
import { apiExamples } from '../domain/public-api/examples.ts';
import { users } from '../server/db/schema.ts';
import { createTestApp } from '../server/test-support/test-app.ts';
import { median } from './median.ts';

const SECONDS = Number(process.argv[2] ?? 10);
const CONCURRENCY = Number(process.argv[3] ?? 8);
const WARM_UP_CALLS = 20;

if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
const testApp = await createTestApp({ environment: { API_KEY_CALLS_PER_MINUTE: '100000' } });
const { app } = testApp;

async function monthlyBilledKey(): Promise<string> {
  const registered = await app.inject({
    method: 'POST',
    url: '/web/auth/register',
    payload: {
      name: 'Bench Shop',
      email: 'bench-shop@example.com',
      password: 'Granite-Harbour-42!',
    },
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const { user } = registered.json<{ user: { userId: string } }>();
  await testApp.database.db
    .update(users)
    .set({ billingType: 'MONTHLY_BILLING' })
    .where(eq(users.id, user.userId));
  const session = registered.cookies.find((cookie) => cookie.name.endsWith('session'))!;
  const created = await app.inject({
    method: 'POST',
    url: '/web/user/api-keys',
    cookies: { [session.name]: session.value },
    payload: { name: 'Bench', scope: 'SHIPPING' },
  });
  if (created.statusCode !== 201) throw new Error(`key: ${created.body}`);
  return created.json<{ key: string }>().key;
}

const origin = await app.listen({ host: '127.0.0.1', port: 0 });
const key = await monthlyBilledKey();
const body = JSON.stringify(apiExamples({ origin, now: new Date() })['POST /shipments']!.body);

/** One POST /api/v1/shipments under the idempotency key; answers its latency in ms. */
async function createShipment(idempotencyKey: string, expected: { replayed: boolean }) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/v1/shipments`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body,
  });
  const text = await response.text();
  const replayed = response.headers.get('idempotent-replayed') === 'true';
  if (response.status !== 201 || replayed !== expected.replayed) {
    throw new Error(`${response.status} (replayed: ${replayed}): ${text}`);
  }
  return performance.now() - started;
}

/** Sends each key `keys` gives, from CONCURRENCY clients, until it gives none; answers the rate and latencies. */
async function measure(keys: () => string | undefined, replayed: boolean) {
  const latencies: number[] = [];
  const started = performance.now();
  const client = async () => {
    for (let next = keys(); next !== undefined; next = keys()) {
      latencies.push(await createShipment(next, { replayed }));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - started) / 1000;
  return { count: latencies.length, perSecond: latencies.length / seconds, latencies };
}

const describe = (
  label: string,
  { count, perSecond, latencies }: Awaited<ReturnType<typeof measure>>,
) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN;
  console.log(
    `${label}: ${perSecond.toFixed(1)} a second (${count} calls); p50 ${median(latencies).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
  );
};

for (let i = 0; i < WARM_UP_CALLS; i += 1)
  await createShipment(`warm-up-${i}`, { replayed: false });

const used: string[] = [];
const deadline = performance.now() + SECONDS * 1000;
const created = await measure(() => {
  if (performance.now() >= deadline) return undefined;
  used.push(`bench-${used.length}`);
  return used.at(-1);
}, false);
const replays = await measure(() => used.shift(), true);

console.log(
  `POST /api/v1/shipments on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}, ${CONCURRENCY} clients, load average ${loadavg()[0]!.toFixed(2)}:`,
);
describe('  shipments created and paid', created);
describe('  retries answered from memory', replays);
await testApp.close();
