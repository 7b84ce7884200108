import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.ts';
import {
  readinessOf,
  startCompiledServer,
  waitFor,
  waitUntilReady,
  type ServerProcess,
} from './server-process.ts';

// The build production runs: plain JavaScript, started with node alone (no TypeScript loader).
describe('the compiled server', () => {
  // Inside the project, so the bundle finds node_modules as dist/server does.
  const buildDir = path.join('dist', `test-server-${randomUUID()}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'maplepost-compiled-'));
  let server: ServerProcess;

  beforeAll(async () => {
    await buildServer(buildDir);
    server = await startCompiledServer(buildDir, {
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent-web-build',
      SHUTDOWN_DRAIN_SECONDS: '3',
    });
  }, 60_000);

  afterAll(() => {
    server.child.kill('SIGKILL');
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates a new embedded database and becomes ready', async () => {
    await waitUntilReady(server.base, 90);
  }, 120_000);

  it('on SIGTERM says it drains while it still answers, then exits cleanly', async () => {
    const exited = once(server.child, 'exit');
    server.child.kill('SIGTERM');
    await waitFor(async () => (await readinessOf(server.base)) === 503, 'draining', 3);
    expect((await fetch(`${server.base}/livez`)).status).toBe(200);

    const [code] = await exited;
    expect(code).toBe(0);
  }, 60_000);
});
