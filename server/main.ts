import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createReadiness } from './health/readiness.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo/seed-demo-data.ts';
import { createOutboxMailer } from './providers/mail/outbox-mailer.ts';

const config = loadConfigOrExit();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);

// Mail is written to the outbox; with SMTP_URL set the app's dispatcher sends it from there.
const mailer = createOutboxMailer(database.db);
const readiness = createReadiness();
// The demo data and the app do not wait on each other: both are made at once, and the server
// listens when both are done.
const [seeded, app] = await Promise.all([
  config.production ? [] : seedDemoData({ db: database.db, config, now: () => new Date() }),
  buildApp({ config, database, mailer, logger: true, readiness }),
]);
if (seeded.length > 0) {
  console.log('Demo accounts created (password %s):', DEMO_PASSWORD);
  for (const account of seeded) console.log(`  ${account.email}  ${account.description}`);
}

/**
 * First /readyz says 'draining' while requests are still served, so a load balancer moves
 * traffic away; then the server stops accepting, finishes the requests in flight and closes
 * the progress feeds with 1012, which the web app follows by reconnecting (to another node).
 */
async function shutDown(signal: string) {
  if (readiness.draining) return;
  readiness.drain();
  app.log.info(`${signal} received: draining for ${config.shutdownDrainSeconds} s`);
  await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
  app.log.info('Finishing open requests');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
console.log(`Maplepost is ready at ${config.publicUrl} (${where})`);
