/**
 * Order history at scale. Creates its own PostgreSQL database (maplepost_bench, dropped at the
 * end) on the server of DATABASE_URL, runs the migrations, fills 1,000,000 orders over 1,000
 * accounts (one of them holding 100,000) with generate_series, then measures through
 * app.inject():
 *   - p50/p95 of GET /web/order/list at page 1, deep pages and with each filter;
 *   - public tracking lookups per second (GET /web/tracking/{n}) against a Fastify
 *     hello-world measured the same way in the same run.
 * Usage: npm run bench:orders [-- samples]   (DATABASE_URL defaults to the local test server;
 * BENCH_ORDERS=20000 for a quick trial, BENCH_KEEP=1 to keep the database afterwards and
 * BENCH_REUSE=1 to measure it again without filling)
 */
import { loadavg } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { SESSION_COOKIE } from '../server/auth/sessions.ts';
import { loadConfig } from '../server/config.ts';
import { hashSecretToken } from '../server/crypto/secret-tokens.ts';
import { openDatabase } from '../server/db/client.ts';
import { createOutboxMailer } from '../server/providers/mail/outbox-mailer.ts';
import { databaseUrl, onServer, SERVER_URL } from './postgres-server.ts';

const BENCH_DATABASE = 'maplepost_bench';
// BENCH_ORDERS makes a smaller trial run; the figures in docs/benchmarks.md use the default.
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const ACCOUNTS = 1_000;
// Enough distinct parcels that a 5-second run never asks for one twice (about 10,000 a second at most).
const DISTINCT_PARCELS = 60_000;
const POPULAR_PARCELS = 1_000;
const BIG_ACCOUNT_ORDERS = ORDERS / 10;
const SAMPLES = Number(process.argv[2] ?? 300);
const WARM_UP = 30;
const THROUGHPUT_SECONDS = 5;
const THROUGHPUT_CONCURRENCY = 10;
const BIG_TOKEN = 'bench-big-account-session';
const SMALL_TOKEN = 'bench-small-account-session';

/**
 * Accounts, users and sessions, then the orders in one INSERT ... SELECT: user 1 gets the
 * first 100,000 orders (in 1,000 batches of 100), the other 999 users share the rest. Every
 * order gets a valid S10 tracking number (its serial is its row number), a status, one of a
 * few recipient names and a creation time 30 seconds before the previous one. They are inserted
 * oldest first, as the portal creates them, so each user's order numbers follow their times.
 */
const FILL_SQL = `
insert into accounts (id, email, password_hash)
  select md5('account' || n)::uuid, 'bench' || n || '@example.com', 'not-a-hash'
  from generate_series(1, ${ACCOUNTS}) n;
insert into users (id, account_id, username, email)
  select md5('user' || n)::uuid, md5('account' || n)::uuid, 'Bench User ' || n, 'bench' || n || '@example.com'
  from generate_series(1, ${ACCOUNTS}) n;
insert into shipping_batches (id, user_id, status)
  select md5('batch' || k)::uuid, md5('user1')::uuid, 'PAID' from generate_series(0, 999) k;
insert into orders (
  tracking_number, user_id, sender_name, sender_phone_number, sender_email, sender_street_address,
  sender_city, sender_province, sender_postal_code, sender_country_code,
  recipient_name, recipient_phone_number, recipient_street_address, recipient_city,
  recipient_province, recipient_postal_code, recipient_country_code,
  weight, weight_unit, length, width, height, dimension_unit, chargeable_grams,
  service_code, service_name, eta_days, list_price_cents, discount_rate, price_cents,
  status, shipping_batch_id, created_at, updated_at)
select
  'MP' || d || (case 11 - (8 * substr(d, 1, 1)::int + 6 * substr(d, 2, 1)::int + 4 * substr(d, 3, 1)::int
      + 2 * substr(d, 4, 1)::int + 3 * substr(d, 5, 1)::int + 5 * substr(d, 6, 1)::int
      + 9 * substr(d, 7, 1)::int + 7 * substr(d, 8, 1)::int) % 11
    when 10 then 0 when 11 then 5
    else 11 - (8 * substr(d, 1, 1)::int + 6 * substr(d, 2, 1)::int + 4 * substr(d, 3, 1)::int
      + 2 * substr(d, 4, 1)::int + 3 * substr(d, 5, 1)::int + 5 * substr(d, 6, 1)::int
      + 9 * substr(d, 7, 1)::int + 7 * substr(d, 8, 1)::int) % 11 end)::text || 'CA',
  case when g <= ${BIG_ACCOUNT_ORDERS} then md5('user1')::uuid
    else md5('user' || (2 + g % ${ACCOUNTS - 1}))::uuid end,
  'Bench Sender', '6045550123', 'sender@example.com', '1055 W Georgia St',
  'Vancouver', 'BC', 'V6E 3P3', 'CA',
  (array['Mei Wong', 'Jean Tremblay', 'Ahmed Khan', 'Olivia Smith', 'Liam Martin',
         'Emma Roy', 'Noah Gagnon', 'Chloé Côté', 'Arjun Patel', 'Sofia Rossi'])[1 + g % 10]
    || ' ' || (g % 997),
  '4165550199', '290 Bremner Blvd', 'Toronto', 'ON', 'M5V 3L9', 'CA',
  2, 'KGS', 30, 20, 10, 'CM', 2000,
  'CA_GROUND', 'Canada Ground', 3, 1500, 0, 1500,
  (array['ORDER_CREATED', 'LABEL_CREATED', 'PICKUP_SCHEDULED', 'PICKED_UP', 'SHIPPED',
         'AT_WAREHOUSE', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED'])[1 + g % 9],
  case when g <= ${BIG_ACCOUNT_ORDERS} then md5('batch' || ((g - 1) / 100))::uuid end,
  now() - g * interval '30 seconds', now() - g * interval '30 seconds'
from (select g, lpad(g::text, 8, '0') as d from generate_series(1, ${ORDERS}) g) serials
order by g desc;
insert into tracking_events (order_id, status, description, location, occurred_at)
  select id, status, 'Bench event', 'Toronto, ON', created_at + interval '1 hour'
  from orders where tracking_number like 'MP0000%';
`;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

type Row = { what: string; p50?: string; p95?: string; perSecond?: string; note?: string };
const rows: Row[] = [];

/** p50 and p95 of one GET, one request at a time after a warm-up; every answer must be 200. */
async function latency(app: FastifyInstance, what: string, url: string, token: string) {
  const cookies = { [SESSION_COOKIE]: token };
  const timings: number[] = [];
  let items = 0;
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, cookies });
    const elapsed = performance.now() - start;
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    if (i >= WARM_UP) timings.push(elapsed);
    items = (response.json() as { items?: unknown[] }).items?.length ?? 0;
  }
  timings.sort((a, b) => a - b);
  rows.push({
    what: `${what} (${items} items)`,
    p50: percentile(timings, 0.5).toFixed(2),
    p95: percentile(timings, 0.95).toFixed(2),
  });
}

/**
 * Requests per second of GETs from THROUGHPUT_CONCURRENCY callers for THROUGHPUT_SECONDS.
 * Each request comes from its own client address: the tracking lookup's per-client limit
 * would otherwise measure the limiter, not the lookup.
 */
async function throughput(app: FastifyInstance, urlOf: (i: number) => string) {
  let done = 0;
  let failed = 0;
  const end = performance.now() + THROUGHPUT_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: THROUGHPUT_CONCURRENCY }, async (_, worker) => {
      for (let i = worker; performance.now() < end; i += THROUGHPUT_CONCURRENCY) {
        const remoteAddress = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        const response = await app.inject({ method: 'GET', url: urlOf(i), remoteAddress });
        if (response.statusCode === 200) done += 1;
        else failed += 1;
      }
    }),
  );
  return { perSecond: done / THROUGHPUT_SECONDS, failed };
}

// BENCH_REUSE=1 measures the database a BENCH_KEEP=1 run left, without filling it again.
const REUSE = Boolean(process.env.BENCH_REUSE);
if (!REUSE) {
  console.log(`Creating ${BENCH_DATABASE} on ${new URL(SERVER_URL).host} and migrating...`);
  await onServer(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await onServer(`create database ${BENCH_DATABASE}`);
}
const database = await openDatabase({ databaseUrl: databaseUrl(BENCH_DATABASE) });
try {
  const fill = new pg.Client({ connectionString: databaseUrl(BENCH_DATABASE) });
  await fill.connect();
  if (!REUSE) {
    let started = performance.now();
    console.log(`Filling ${ORDERS.toLocaleString('en-CA')} orders over ${ACCOUNTS} accounts...`);
    await fill.query(FILL_SQL);
    console.log(`  filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    started = performance.now();
    // A real table is vacuumed by autovacuum; the visibility map lets counts and id pages read the index alone.
    await fill.query('vacuum analyze');
    console.log(`  vacuum analyze in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  // Signed in now, not when the fill began: a session idle for 30 minutes has ended.
  await fill.query('delete from sessions where token_hash in ($1, $2)', [
    hashSecretToken(BIG_TOKEN),
    hashSecretToken(SMALL_TOKEN),
  ]);
  await fill.query(
    "insert into sessions (token_hash, account_id) values ($1, md5('account1')::uuid), ($2, md5('account2')::uuid)",
    [hashSecretToken(BIG_TOKEN), hashSecretToken(SMALL_TOKEN)],
  );
  const { rows: batchRows } = await fill.query<{ id: string }>(
    "select md5('batch500')::uuid::text as id",
  );
  const { rows: trackingRows } = await fill.query<{ tracking_number: string }>(
    'select tracking_number from orders where tracking_number like $1 order by tracking_number limit $2',
    ['MP0000%', DISTINCT_PARCELS],
  );
  await fill.end();

  const app = await buildApp({
    config: loadConfig({ WEB_DIST_DIR: '/nonexistent-web-build' }),
    database,
    mailer: createOutboxMailer(database.db),
  });
  await app.ready();

  const big = '100,000-order account';
  const list = '/web/order/list';
  await latency(app, `${big}, page 1`, `${list}?page=1`, BIG_TOKEN);
  await latency(app, `${big}, page 100`, `${list}?page=100`, BIG_TOKEN);
  await latency(app, `${big}, page 5,000`, `${list}?page=5000`, BIG_TOKEN);
  await latency(app, `${big}, last page (10,000)`, `${list}?page=10000`, BIG_TOKEN);
  await latency(app, `${big}, size 100, page 1`, `${list}?page=1&size=100`, BIG_TOKEN);
  await latency(app, `${big}, status=IN_TRANSIT, page 1`, `${list}?status=IN_TRANSIT`, BIG_TOKEN);
  await latency(
    app,
    `${big}, status=IN_TRANSIT, page 1,000`,
    `${list}?status=IN_TRANSIT&page=1000`,
    BIG_TOKEN,
  );
  await latency(app, `${big}, recipientName=wong, page 1`, `${list}?recipientName=wong`, BIG_TOKEN);
  await latency(
    app,
    `${big}, recipientName=wong 42, page 1`,
    `${list}?recipientName=wong%2042`,
    BIG_TOKEN,
  );
  await latency(app, `${big}, batchId, page 1`, `${list}?batchId=${batchRows[0]!.id}`, BIG_TOKEN);
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  await latency(
    app,
    `${big}, dateFrom..dateTo (8 days), page 1`,
    `${list}?dateFrom=${weekAgo}&dateTo=${today}`,
    BIG_TOKEN,
  );
  await latency(
    app,
    `${big}, all filters`,
    `${list}?status=IN_TRANSIT&recipientName=wong&dateFrom=${weekAgo}&dateTo=${today}`,
    BIG_TOKEN,
  );
  await latency(app, '900-order account, page 1', `${list}?page=1`, SMALL_TOKEN);
  await latency(app, `${big}, GET /web/order/summary`, '/web/order/summary', BIG_TOKEN);

  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.ready();
  const helloResult = await throughput(hello, () => '/');
  rows.push({ what: 'Fastify hello-world', perSecond: helloResult.perSecond.toFixed(0) });

  const probe = await app.inject({
    method: 'GET',
    url: `/web/tracking/${trackingRows[0]!.tracking_number}`,
  });
  if (probe.statusCode === 200) {
    // Popular parcels looked up again and again, mostly served from the answers kept for a
    // moment; then every lookup a parcel not asked for yet, each one a database read.
    const popular = trackingRows.slice(0, POPULAR_PARCELS);
    const lines = [
      {
        what: `GET /web/tracking/{n}, ${POPULAR_PARCELS} parcels asked again and again`,
        rows: popular,
        offset: 0,
      },
      {
        what: 'GET /web/tracking/{n}, a different parcel each time',
        rows: trackingRows,
        offset: POPULAR_PARCELS,
      },
    ];
    for (const line of lines) {
      const tracking = await throughput(
        app,
        (i) => `/web/tracking/${line.rows[(line.offset + i) % line.rows.length]!.tracking_number}`,
      );
      rows.push({
        what: line.what,
        perSecond: tracking.perSecond.toFixed(0),
        note: `${((100 * tracking.perSecond) / helloResult.perSecond).toFixed(0)}% of hello-world${tracking.failed ? `, ${tracking.failed} not 200` : ''}`,
      });
    }
  } else {
    rows.push({
      what: 'GET /web/tracking/{n}',
      note: `not available (answered ${probe.statusCode})`,
    });
  }
  await hello.close();
  await app.close();

  console.log(
    `\n${SAMPLES} sequential requests per line after ${WARM_UP} warm-up; throughput ${THROUGHPUT_CONCURRENCY} concurrent callers for ${THROUGHPUT_SECONDS} s, all through app.inject(); load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}\n`,
  );
  console.log('| what | p50 ms | p95 ms | requests/s | note |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.what} | ${row.p50 ?? ''} | ${row.p95 ?? ''} | ${row.perSecond ?? ''} | ${row.note ?? ''} |`,
    );
  }
} finally {
  await database.close();
  // BENCH_KEEP=1 leaves the database for EXPLAIN ANALYZE by hand.
  if (!process.env.BENCH_KEEP)
    await onServer(`drop database if exists ${BENCH_DATABASE} with (force)`);
}
