import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import rules that hold ARCHITECTURE.md's boundaries: domain <- server, domain <- web. */
const boundary = (forbidden, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: forbidden.map((group) => ({ group: [group], message })) },
  ],
});

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', '.e2e-data/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['domain/**'],
    rules: boundary(
      ['#server/*', '#web/*', '**/server/**', '**/web/**', 'node:*', 'fs', 'pg', 'drizzle-orm*', 'fastify*', 'react*'],
      'domain/ holds pure rules: it imports nothing of ours outside domain/ and does no I/O.',
    ),
  },
  {
    files: ['web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary(
        ['#server/*', '**/server/**', 'node:*', 'pg', 'drizzle-orm*', 'fastify*'],
        'web/ imports domain/ only; server code never reaches the browser.',
      ),
    },
  },
  {
    files: ['server/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: boundary(['#web/*', '**/web/**'], 'Nothing imports web/.'),
  },
);
