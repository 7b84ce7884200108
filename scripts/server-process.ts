import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export type ServerProcess = { child: ChildProcess; base: string };

/**
 * Where `npm run start:prod` and `npm run worker` let Node keep the bytecode of the modules it
 * compiled (NODE_COMPILE_CACHE), so a restart skips compiling them again: about 0.8 s of a
 * 3.4 s start on an existing database (docs/benchmarks.md).
 */
export const PRODUCTION_COMPILE_CACHE = 'node_modules/.cache/node-compile-cache';

/** Where a started process's output goes: nowhere, or through a pipe the caller reads. */
export type ProcessOutput = 'ignore' | 'pipe';

/**
 * The compiled server of `buildDir` (see build-server.ts) as a process of its own, with node
 * alone, on a free port of loopback unless `environment` names a PORT (a restarted node's own);
 * `environment` adds to or overrides this process's own (NODE_COMPILE_CACHE, for one, as
 * start:prod sets it).
 */
export async function startCompiledServer(
  buildDir: string,
  environment: Record<string, string>,
  output: ProcessOutput = 'ignore',
): Promise<ServerProcess> {
  const port = environment.PORT ?? String(await freePort());
  const child = startCompiled(
    path.join(buildDir, 'main.js'),
    { PORT: port, HOST: '127.0.0.1', ...environment },
    output,
  );
  return { child, base: `http://127.0.0.1:${port}` };
}

/** The compiled job worker of `buildDir` (`npm run worker`) as a process of its own. */
export function startCompiledWorker(
  buildDir: string,
  environment: Record<string, string>,
  output: ProcessOutput = 'ignore',
): ChildProcess {
  return startCompiled(path.join(buildDir, 'worker.js'), environment, output);
}

function startCompiled(entry: string, environment: Record<string, string>, output: ProcessOutput) {
  // The flags of `npm run start:prod` (--liftoff-only: decision 020).
  return spawn(process.execPath, ['--liftoff-only', '--enable-source-maps', entry], {
    env: { ...process.env, ...environment },
    stdio: ['ignore', output, output],
  });
}

/** The status /readyz answers, or 0 while nothing listens. */
export async function readinessOf(base: string): Promise<number> {
  try {
    return (await fetch(`${base}/readyz`)).status;
  } catch {
    return 0;
  }
}

/** Waits until the server at `base` says it is ready (/readyz 200); throws after `seconds`. */
export function waitUntilReady(base: string, seconds: number): Promise<void> {
  return waitFor(async () => (await readinessOf(base)) === 200, `${base} to be ready`, seconds);
}

/** Polls `condition` every 100 ms; throws naming `what` after `seconds`. */
export async function waitFor(condition: () => Promise<boolean>, what: string, seconds: number) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline;) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Waited ${seconds} s for ${what}`);
}
