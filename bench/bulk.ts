/**
 * Bulk upload throughput: the time from POST /web/order/create/batch to the upload's COMPLETED
 * status for 100-row uploads, one alone and ten at once, on the embedded PGlite (in memory)
 * and on PostgreSQL (its own database maplepost_bench_bulk on the server of DATABASE_URL,
 * dropped at the end). The rows are processed by the server's in-process workers
 * (BULK_WORKERS, default 2) through the pg-boss queue, as under `npm start`, and on PostgreSQL
 * again by BENCH_WORKER_PROCESSES (default 2) `npm run worker` processes with none in the
 * server. The clock stops at the feed's COMPLETED message (the WebSocket at /batch-progress,
 * followed as the wizard follows it, opened once the POST answered). Goals (issue 13): one upload under 1 s, ten at once under 3 s.
 * Usage: npm run bench:bulk [-- rounds]   (BENCH_DATABASES=pglite or postgresql for one only)
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app.ts';
import { SESSION_COOKIE } from '../server/auth/sessions.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/client.ts';
import { createOutboxMailer } from '../server/providers/mail/outbox-mailer.ts';
import { databaseUrl, onServer } from './postgres-server.ts';
import { BatchProgressMessageSchema, type BatchProgressMessage } from '../domain/bulk/schemas.ts';
import { median } from './median.ts';
import { sampleOrderAt } from './sample-orders.ts';

const BENCH_DATABASE = 'maplepost_bench_bulk';
const ROUNDS = Number(process.argv[2] ?? 5);
const ROWS = 100;
const AT_ONCE = 10;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgresql').split(',');
const WORKER_PROCESSES = Number(process.env.BENCH_WORKER_PROCESSES ?? 2);
const WORKER_ENTRY = fileURLToPath(new URL('../server/worker.ts', import.meta.url));

/** One spreadsheet row as the wizard sends it: a Vancouver sender, recipients across Canada. */
const orderList = Array.from({ length: ROWS }, (_, index) => sampleOrderAt(index));

async function measure(
  kind: string,
  database: DatabaseHandle,
  environment: Record<string, string | undefined> = {},
) {
  const config = loadConfig({
    ...process.env,
    WEB_DIST_DIR: '/nonexistent-web-build',
    ...environment,
  });
  const app = await buildApp({ config, database, mailer: createOutboxMailer(database.db) });
  await app.ready();
  const register = await app.inject({
    method: 'POST',
    url: '/web/auth/register',
    payload: {
      name: 'Bench User',
      email: `bench-${Date.now()}@example.com`,
      password: 'Granite-Harbour-42!',
    },
  });
  const session = register.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value;
  const cookies = { [SESSION_COOKIE]: session };
  // As the wizard's page sends them: cookie-carrying writes must name our origin.
  const headers = { origin: config.publicUrl };
  await app.inject({ method: 'POST', url: '/web/batch/create/BENCH', cookies, headers });

  /** POSTs the upload and follows it on the live feed, as the wizard does, until COMPLETED. */
  const uploadToTheEnd = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/web/order/create/batch',
      payload: { batchId: 'BENCH', orderList },
      cookies,
      headers,
    });
    if (response.statusCode !== 202) throw new Error(response.body);
    const { uploadId } = response.json<{ data: { uploadId: string } }>().data;
    let last: BatchProgressMessage | undefined;
    await new Promise<void>((resolve, reject) => {
      void app
        .injectWS(
          '/batch-progress',
          {
            headers: {
              origin: config.publicUrl,
              host: new URL(config.publicUrl).host,
              cookie: `${SESSION_COOKIE}=${session}`,
            },
          },
          {
            onInit(ws) {
              ws.on('message', (data) => {
                last = BatchProgressMessageSchema.parse(JSON.parse(data.toString()));
              });
              ws.on('close', () => resolve());
              ws.on('error', reject);
            },
          },
        )
        .then((socket) => socket.send(JSON.stringify({ batchId: 'BENCH', uploadId })), reject);
    });
    if (last?.status !== 'COMPLETED' || last.successCount !== ROWS)
      throw new Error(`upload not completed: ${JSON.stringify(last)}`);
  };
  const timed = async (count: number) => {
    const started = performance.now();
    await Promise.all(Array.from({ length: count }, uploadToTheEnd));
    return performance.now() - started;
  };

  await timed(1); // warm-up: JIT, caches, the first pg-boss fetch
  const alone: number[] = [];
  const together: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    alone.push(await timed(1));
    together.push(await timed(AT_ONCE));
  }
  await app.close();
  const format = (values: number[]) =>
    `median ${median(values).toFixed(0)} ms, best ${Math.min(...values).toFixed(0)} ms, worst ${Math.max(...values).toFixed(0)} ms`;
  console.log(`${kind}, ${ROUNDS} rounds:`);
  console.log(`  one upload of ${ROWS} rows, POST to COMPLETED:   ${format(alone)}`);
  console.log(
    `  ${AT_ONCE} uploads of ${ROWS} rows at once, to all COMPLETED: ${format(together)}`,
  );
}

console.log(`load average before: ${loadavg()[0]!.toFixed(1)}`);
if (DATABASES.includes('pglite')) {
  const database = await openDatabase({});
  await measure(`PGlite (in memory), ${loadConfig().bulkWorkers} in-process workers`, database);
  await database.close();
}
if (DATABASES.includes('postgresql')) {
  await onServer(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await onServer(`create database ${BENCH_DATABASE}`);
  const url = databaseUrl(BENCH_DATABASE);
  const database = await openDatabase({ databaseUrl: url });
  try {
    await measure(`PostgreSQL, ${loadConfig().bulkWorkers} in-process workers`, database, {
      DATABASE_URL: url,
    });
    if (WORKER_PROCESSES > 0) {
      const workers = Array.from({ length: WORKER_PROCESSES }, () =>
        spawn(process.execPath, ['--import', 'tsx', WORKER_ENTRY], {
          env: { ...process.env, DATABASE_URL: url },
          stdio: 'ignore',
        }),
      );
      try {
        await measure(
          `PostgreSQL, ${WORKER_PROCESSES} worker processes (npm run worker)`,
          database,
          {
            DATABASE_URL: url,
            BULK_WORKERS: '0',
          },
        );
      } finally {
        for (const worker of workers) worker.kill('SIGTERM');
      }
    }
  } finally {
    await database.close();
    await onServer(`drop database if exists ${BENCH_DATABASE} with (force)`);
  }
}
console.log(`load average after: ${loadavg()[0]!.toFixed(1)}`);
