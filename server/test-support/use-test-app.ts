import { afterAll, beforeAll } from 'vitest';
import type { Mailer } from '../providers/mail/mailer.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The usual setup of an API test file: one test app, built before its tests and closed after
 * them. Call it at the top of the file; the answer reaches the app inside tests and hooks.
 */
export function useTestApp(options: { mailer?: Mailer } = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(() => current?.close());
  const started = () => {
    if (!current) throw new Error('The test app is built in beforeAll: use it in a test or hook.');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    get config() {
      return started().config;
    },
    advanceClock: (milliseconds) => started().advanceClock(milliseconds),
    backgroundWorkDone: () => started().backgroundWorkDone(),
    close: () => started().close(),
  };
}
