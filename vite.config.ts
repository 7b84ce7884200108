import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  },
  server: {
    port: 3000,
    // `npm run dev`: Vite serves the app with hot reload, the API runs beside it.
    proxy: { '/web': api, '/healthz': api, '/dev': api, '/payments': api },
  },
});
