import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentStyles } from './scripts/vite/mantine-component-styles.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { prerenderPages } from './scripts/vite/prerender.ts';

const ownScript = /\/(web|domain)\/.*\.tsx?$/;
const isOwnScript = (id: string) =>
  ownScript.test(id) && !id.includes('/node_modules/') && !id.endsWith('/web/main.tsx');

const apiPort = Number(process.env.API_PORT ?? 3001);
// changeOrigin stays false: the API's same-origin check compares Origin with the Host header.
const api = { target: `http://localhost:${apiPort}`, changeOrigin: false };

// React Router's package offers only its development build (warnings, checks) under every
// export condition; its production build sits beside it, so builds point there by hand.
const reactRouterDir = path.dirname(
  createRequire(import.meta.url).resolve('react-router/package.json'),
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ command }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), mantineComponentStyles(), prerenderPages(), precompress()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    modulePreload: {
      // Every browser we serve has supported <link rel="modulepreload"> since 2023 (Safari 17,
      // Firefox 115); the polyfill would cost every page about 0.4 KB of its initial JS.
      polyfill: false,
    },
    // Written for scripts/check-bundle-size.ts and for reading a production stack trace by
    // hand, but not linked from the chunks; the server refuses to send them.
    sourcemap: 'hidden',
    rollupOptions: {
      // Our own modules do nothing when imported but declare things, so a feature's front door
      // (index.ts) brings into a chunk only what that chunk uses. Stylesheets do have effects.
      treeshake: { moduleSideEffects: (id) => !isOwnScript(id) },
    },
  },
  // The bulk wizard's sheet reader runs in a module worker that loads the spreadsheet library
  // on demand: a worker of split chunks needs ES modules (the default, iife, cannot split).
  worker: { format: 'es' },
  server: {
    port: 3000,
    // `npm run dev`: Vite serves the app with hot reload, the API runs beside it and answers
    // every path the server owns (scripts/dev.test.ts tries one of each).
    proxy: {
      '/web': api,
      '/api': api,
      '/dev': api,
      '/payments': api,
      '/healthz': api,
      '/livez': api,
      '/readyz': api,
      '/batch-progress': { ...api, ws: true },
    },
  },
}));
