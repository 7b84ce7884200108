import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.ts';

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** The status /readyz answers, or 0 while nothing listens. */
async function readiness(base: string): Promise<number> {
  try {
    return (await fetch(`${base}/readyz`)).status;
  } catch {
    return 0;
  }
}

async function waitFor(condition: () => Promise<boolean>, what: string, seconds = 90) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; ) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Waited ${seconds} s for ${what}`);
}

// The build production runs: plain JavaScript, started with node alone (no TypeScript loader).
describe('the compiled server', () => {
  // Inside the project, so the bundle finds node_modules as dist/server does.
  const outdir = path.join('dist', `test-server-${randomUUID()}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'maplepost-compiled-'));
  let server: ChildProcess;
  let base: string;

  beforeAll(async () => {
    await buildServer(outdir);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: '/nonexistent-web-build',
        SHUTDOWN_DRAIN_SECONDS: '3',
      },
      stdio: 'ignore',
    });
  }, 60_000);

  afterAll(() => {
    server.kill('SIGKILL');
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates a new embedded database and becomes ready', async () => {
    await waitFor(async () => (await readiness(base)) === 200, 'the server to be ready');
  }, 120_000);

  it('on SIGTERM says it drains while it still answers, then exits cleanly', async () => {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await waitFor(async () => (await readiness(base)) === 503, 'readyz to say draining', 3);
    expect((await fetch(`${base}/livez`)).status).toBe(200);

    const [code] = await exited;
    expect(code).toBe(0);
  }, 60_000);
});
