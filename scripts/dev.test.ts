import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { BatchProgressMessageSchema } from '#domain/bulk/schemas.ts';
import { OPENAPI_PATH } from '#domain/public-api/paths.ts';
import { freePort, waitUntilReady } from './server-process.ts';

// `npm run dev` as a newcomer starts it: Vite on one port answers the pages and forwards every
// path the API owns to the API beside it, the progress feed's WebSocket included.
describe('npm run dev', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'maplepost-dev-'));
  let dev: ChildProcess;
  let base: string;

  beforeAll(async () => {
    const webPort = await freePort();
    let apiPort = await freePort();
    while (apiPort === webPort) apiPort = await freePort();
    base = `http://localhost:${webPort}`;
    // A process group of its own: the script, Vite, tsx's watcher and the API stop together.
    dev = spawn('sh', ['scripts/dev.sh'], {
      env: { ...process.env, PORT: String(webPort), API_PORT: String(apiPort), DATA_DIR: dataDir },
      stdio: 'ignore',
      detached: true,
    });
    // The API migrates a new database and seeds the demo data first.
    await waitUntilReady(base, 150);
  }, 180_000);

  afterAll(async () => {
    if (dev.exitCode === null) {
      const exited = once(dev, 'exit');
      process.kill(-dev.pid!, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the app with hot reload', async () => {
    const page = await fetch(`${base}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/@vite/client');
  });

  it('forwards the API: /web, /api/v1 and the probes', async () => {
    const session = await fetch(`${base}/web/auth/session`);
    expect(session.headers.get('content-type')).toContain('application/json');
    const openApi = await fetch(`${base}${OPENAPI_PATH}`);
    expect(openApi.status).toBe(200);
    expect(await openApi.json()).toMatchObject({ openapi: expect.any(String) });
    expect((await fetch(`${base}/livez`)).status).toBe(200);
  });

  it('forwards the progress feed’s WebSocket', async () => {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/batch-progress`, {
      headers: { origin: base },
    });
    await once(socket, 'open');
    socket.send(JSON.stringify({ batchId: 'none', uploadId: 'none' }));
    const [data] = await once(socket, 'message');
    // A guest follows no upload: the API answers so, and closes the feed.
    expect(BatchProgressMessageSchema.parse(JSON.parse(String(data))).status).toBe('NOT_FOUND');
  });
});
