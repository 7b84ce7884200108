import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const ownScript = /\/(web|domain)\/.*\.tsx?$/;
const isOwnScript = (id: string) =>
  ownScript.test(id) && !id.includes('/node_modules/') && !id.endsWith('/web/main.tsx');

const apiPort = Number(process.env.API_PORT ?? 3001);
// changeOrigin stays false: the API's same-origin check compares Origin with the Host header.
const api = { target: `http://localhost:${apiPort}`, changeOrigin: false };

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    rollupOptions: {
      // Our own modules do nothing when imported but declare things, so a feature's front door
      // (index.ts) brings into a chunk only what that chunk uses. Stylesheets do have effects.
      treeshake: { moduleSideEffects: (id) => !isOwnScript(id) },
    },
  },
  server: {
    port: 3000,
    // `npm run dev`: Vite serves the app with hot reload, the API runs beside it.
    proxy: {
      '/web': api,
      '/healthz': api,
      '/dev': api,
      '/payments': api,
      '/batch-progress': { ...api, ws: true },
    },
  },
});
