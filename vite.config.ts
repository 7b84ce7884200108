import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://localhost:${apiPort}`;

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
  },
  server: {
    port: 3000,
    // `npm run dev`: Vite serves the app with hot reload, the API runs beside it.
    proxy: { '/web': apiTarget, '/healthz': apiTarget, '/dev': apiTarget },
  },
});
