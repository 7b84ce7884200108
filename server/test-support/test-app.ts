import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createBackgroundWork } from '../http/background-work.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import { createOutboxMailer } from '../providers/mail/outbox-mailer.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Moves the app's clock forward, to test expiry rules without waiting. */
  advanceClock(milliseconds: number): void;
  /** Waits for work the app answered before finishing, such as mail. */
  backgroundWorkDone(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Builds the real app on a fresh database, for tests that drive it through app.inject(). Mail
 * goes to the outbox unless the test brings its own mailer.
 */
export async function createTestApp({ mailer }: { mailer?: Mailer } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ WEB_DIST_DIR: '/nonexistent-web-build' });
  let offset = 0;
  // A failure in the background is a console error, which fails the test.
  const backgroundWork = createBackgroundWork({
    error: ({ err }, message) => console.error(message, err),
  });
  const app = await buildApp({
    backgroundWork,
    config,
    database,
    mailer: mailer ?? createOutboxMailer(database.db),
    now: () => new Date(Date.now() + offset),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    advanceClock: (milliseconds) => {
      offset += milliseconds;
    },
    backgroundWorkDone: () => backgroundWork.settled(),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
