import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/**
 * The usual setup of an API test file: one test app, built before its tests and closed after
 * them. Call it at the top of the file; the answer reaches the app inside tests and hooks.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
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
    now: () => started().now(),
    advanceClock: (milliseconds) => started().advanceClock(milliseconds),
    backgroundWorkDone: () => started().backgroundWorkDone(),
    close: () => started().close(),
  };
}
