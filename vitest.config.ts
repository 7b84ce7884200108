import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: [
            'domain/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['./test-setup/fail-on-console-error.ts'],
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
          setupFiles: ['./test-setup/fail-on-console-error.ts', './test-setup/web.ts'],
          // Rendering the whole site in jsdom is slow on a busy two-core machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
