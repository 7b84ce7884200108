import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones, TEST_FILES } from './eslint-boundaries.js';

/** Import rules that hold ARCHITECTURE.md's boundaries: domain <- server, domain <- web. */
const boundary = (forbidden, message) => ({
  'no-restricted-imports': [
    'error',
    // Matched as regular expressions: in the gitignore syntax of `group`, '#server/*' is a comment.
    { patterns: forbidden.map((regex) => ({ regex, message })) },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.e2e-data/',
      'data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['domain/**', 'server/**', 'web/**'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions and parser, import-x skips .ts files as unparsable
      // and resolves none of their imports. Import cycles are checked apart, type-only imports
      // included (scripts/check-import-cycles.ts, run by `npm run lint`).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['domain/**'],
    rules: boundary(
      ['^#(server|web)/', '/(server|web)/', '^(node:|fs$|pg$|drizzle-orm|fastify|react)'],
      'domain/ holds pure rules: it imports nothing of ours outside domain/ and does no I/O.',
    ),
  },
  {
    files: ['web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary(
        ['^#server/', '/server/', '^(node:|pg$|drizzle-orm|fastify)'],
        'web/ imports domain/ only; server code never reaches the browser.',
      ),
    },
  },
  {
    files: ['server/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: boundary(['^#web/', '/web/'], 'Nothing imports web/.'),
  },
  {
    // The bench's floor page is the site's own frame with nothing on it, built apart (bench/lighthouse.ts).
    files: ['bench/floor/*.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
