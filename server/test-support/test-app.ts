import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Readiness } from '../health/readiness.ts';
import type { DeliverySettings } from '../webhooks/index.ts';
import { HS_NOMENCLATURE_SAMPLE } from './customs-products.ts';
import { createBackgroundWork } from '../http/background-work.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import { createOutboxMailer } from '../providers/mail/outbox-mailer.ts';
import { injectFromOurPages } from './inject-from-our-pages.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** The time on the app's clock. */
  now(): Date;
  /** Moves the app's clock forward, to test expiry rules without waiting. */
  advanceClock(milliseconds: number): void;
  /** Waits for work the app answered before finishing, such as mail. */
  backgroundWorkDone(): Promise<void>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  mailer?: Mailer;
  /** Environment variables of the configuration, such as TRUST_PROXY or NODE_ENV. */
  environment?: Record<string, string>;
  /** Another test app's database: this app is then a second API node on it. */
  database?: DatabaseHandle;
  /** Stops the app's clock at this instant (advanceClock still moves it), for tests that count seconds. */
  clockStoppedAt?: Date;
  /** What /readyz reports, for tests that drain it as SIGTERM does. */
  readiness?: Readiness;
  /** How webhooks are sent and retried: tests retry at once. */
  webhookDelivery?: DeliverySettings;
};

/**
 * Builds the real app on a fresh database, for tests that drive it through app.inject() as the
 * portal's own pages would (see injectFromOurPages). Mail goes to the outbox unless the test
 * brings its own mailer. Given another test app's database, it builds a second API node on it
 * instead (closing it leaves the database to its owner), to prove that nodes share what they must.
 */
export async function createTestApp({
  mailer,
  environment = {},
  database: sharedDatabase,
  clockStoppedAt,
  readiness,
  webhookDelivery,
}: TestAppOptions = {}): Promise<TestApp> {
  const database = sharedDatabase ?? (await openTestDatabase());
  // The hand-typed sample of the HS nomenclature: a few dozen rows, read in well under a millisecond.
  const config = loadConfig({
    WEB_DIST_DIR: '/nonexistent-web-build',
    HS_NOMENCLATURE_FILE: HS_NOMENCLATURE_SAMPLE,
    ...environment,
  });
  let offset = 0;
  // A failure in the background is a console error, which fails the test.
  const backgroundWork = createBackgroundWork({
    error: ({ err }, message) => console.error(message, err),
  });
  const now = () => new Date((clockStoppedAt?.getTime() ?? Date.now()) + offset);
  const app = await buildApp({
    backgroundWork,
    config,
    database,
    mailer: mailer ?? createOutboxMailer(database.db),
    now,
    readiness,
    webhookDelivery,
    retryRefunds: false,
    sweepUnpaidOrders: false,
    reconcilePayments: false,
  });
  injectFromOurPages(app, config.publicUrl);
  await app.ready();
  return {
    app,
    database,
    config,
    now,
    advanceClock: (milliseconds) => {
      offset += milliseconds;
    },
    backgroundWorkDone: () => backgroundWork.settled(),
    async close() {
      await app.close();
      if (!sharedDatabase) await database.close();
    },
  };
}
