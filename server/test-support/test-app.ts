import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createOutboxMailer } from '../providers/mail/outbox-mailer.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Moves the app's clock forward, to test expiry rules without waiting. */
  advanceClock(milliseconds: number): void;
  close(): Promise<void>;
};

/** Builds the real app on a fresh database, for tests that drive it through app.inject(). */
export async function createTestApp(): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = { ...loadConfig({}), webDistDir: '/nonexistent-web-build' };
  let offset = 0;
  const app = await buildApp({
    config,
    database,
    mailer: createOutboxMailer(database.db),
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
    async close() {
      await app.close();
      await database.close();
    },
  };
}
