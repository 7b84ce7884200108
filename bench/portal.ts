import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitUntilReady } from '../scripts/server-process.ts';

/** Runs a command with its output hidden but its errors shown; `done` settles when it exits. */
export function run(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on('exit', (code, signal) =>
      code === 0 || signal ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed`)),
    );
  });
  return { process: child, done };
}

/** A portal started for a bench: its address, and how to stop it and remove its data. */
export type BenchPortal = { baseUrl: string; stop(): Promise<void> };

/**
 * Starts the portal from the sources on a fresh embedded database (the demo account is seeded),
 * on a free port, and waits until it answers. The web build must be in dist/web already.
 */
export async function startPortal(): Promise<BenchPortal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'maplepost-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // tsx as a loader, not its CLI: one process, so stopping it stops the server.
  const server = run(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
  });
  const stop = async () => {
    server.process.kill();
    await server.done.catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Five minutes: on a busy machine the first start (migrations, demo data) is slow.
    await waitUntilReady(baseUrl, 300);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
