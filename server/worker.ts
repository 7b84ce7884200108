import { startBulkWorkers } from './bulk/index.ts';
import { startPaymentReconciler } from './checkout/index.ts';
import { loadConfigOrExit } from './config.ts';
import { loadHsNomenclature } from './customs/index.ts';
import { openDatabase } from './db/client.ts';
import { startJobBoss } from './db/job-boss.ts';
import { errorFacts } from './http/log-options.ts';
import { createSandboxPaymentProvider } from './providers/payments/sandbox/sandbox-provider.ts';
import { startUnpaidSweep } from './shipments/unpaid-sweep.ts';
import { startWebhooks } from './webhooks/index.ts';

/**
 * `npm run worker`: bulk upload jobs, webhook deliveries, the daily sweep of unpaid orders and the payment reconciler in a process of
 * their own, beside the server and any other workers, all sharing the queues on PostgreSQL. The embedded database belongs to one process,
 * so a separate worker needs DATABASE_URL.
 */
const config = loadConfigOrExit();
if (!config.databaseUrl) {
  console.error(
    'DATABASE_URL is required: a separate worker shares PostgreSQL with the server (the embedded database runs its workers inside `npm start`).',
  );
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl });
const now = () => new Date();
// The facts the server's log keeps of an error (log-options.ts), never a failed query's rows.
const log = {
  error: (details: { err?: unknown }, message: string) =>
    console.error(message, { ...details, err: errorFacts(details.err) }),
};
// The process's one pg-boss, for every queue and schedule below.
const jobs = await startJobBoss(database, {
  shortestExpirySeconds: config.bulkJobTimeoutSeconds,
  log,
});
const webhooks = await startWebhooks({
  jobs,
  db: database.db,
  now,
  config: { ...config, webhookWorkers: Math.max(config.webhookWorkers, 1) },
  log,
});
const workers = await startBulkWorkers({
  jobs,
  database,
  now,
  config: { ...config, bulkWorkers: Math.max(config.bulkWorkers, 1) },
  log,
  webhooks: webhooks.events,
  // Bulk rows' HS codes are checked here as the server checks a single order's.
  hsNomenclature: await loadHsNomenclature(config.hsNomenclatureFile, {
    warn: (details, message) => console.warn(message, details),
  }),
});
await startUnpaidSweep(jobs, { db: database.db, now, log });
await startPaymentReconciler(jobs, {
  db: database.db,
  now,
  provider: createSandboxPaymentProvider({
    db: database.db,
    secret: config.paymentsSandboxSecret,
    now,
  }),
  webhooks: webhooks.events,
  log,
});

let closing = false;
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal} received, finishing the jobs under way`);
  await workers.stop();
  await jobs.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));
console.log(
  `Worker ready: ${Math.max(config.bulkWorkers, 1)} bulk uploads and ${Math.max(config.webhookWorkers, 1)} webhook deliveries at once (PostgreSQL)`,
);
