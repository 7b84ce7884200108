import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const failOnConsoleError = './test-setup/fail-on-console-error.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          // The pure rules (no I/O, no module state) share workers: a fresh worker per file cost
          // them 18 s of a 21 s run on a busy two-core machine, and 3 s without.
          name: 'domain',
          include: ['domain/**/*.test.ts'],
          environment: 'node',
          setupFiles: [failOnConsoleError],
          isolate: false,
        },
      },
      {
        test: {
          name: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          setupFiles: [failOnConsoleError],
          // Each API test file opens its own database; two cores run two at a time.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [failOnConsoleError, './test-setup/web.ts'],
          // Rendering the whole site in jsdom is slow on a busy two-core machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
