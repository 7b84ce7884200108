/**
 * `npm run bench:startup`: how long the compiled server (`npm run start:prod`'s build, here
 * outside production so that it starts without secrets) takes from launch to a ready /readyz,
 * on a new embedded database (migrations and demo data) and again on that same one, and the
 * most memory it held meanwhile (peak resident set, VmHWM) and what it holds once ready (resident
 * set, VmRSS). Three runs each; medians printed.
 * Node's compile cache as start:prod keeps it; the first run fills it when it is empty.
 */
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, SERVER_BUILD_DIR } from '../scripts/build-server.ts';
import {
  PRODUCTION_COMPILE_CACHE,
  startCompiledServer,
  waitUntilReady,
} from '../scripts/server-process.ts';
import { median } from './median.ts';

const RUNS = 3;

type Start = { seconds: number; peakMegabytes: number; readyMegabytes: number };

/** Launches the server on `dataDir`, waits until it is ready, reads its peak memory, stops it. */
async function timeStart(dataDir: string): Promise<Start> {
  const startedAt = performance.now();
  const { child, base } = await startCompiledServer(SERVER_BUILD_DIR, {
    DATA_DIR: dataDir,
    WEB_DIST_DIR: 'dist/web',
    NODE_COMPILE_CACHE: PRODUCTION_COMPILE_CACHE,
  });
  await waitUntilReady(base, 120);
  const seconds = (performance.now() - startedAt) / 1000;
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const megabytes = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
  return { seconds, peakMegabytes: megabytes('VmHWM'), readyMegabytes: megabytes('VmRSS') };
}

function report(label: string, starts: Start[]) {
  const seconds = median(starts.map((start) => start.seconds));
  const peak = median(starts.map((start) => start.peakMegabytes));
  const ready = median(starts.map((start) => start.readyMegabytes));
  console.log(
    `${label.padEnd(28)} ready in ${seconds.toFixed(2)} s (runs: ${starts.map((start) => start.seconds.toFixed(2)).join(', ')}), peak memory ${peak.toFixed(0)} MB, ${ready.toFixed(0)} MB when ready`,
  );
}

await buildServer(SERVER_BUILD_DIR);
const fresh: Start[] = [];
const existing: Start[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'maplepost-startup-'));
  try {
    fresh.push(await timeStart(dataDir));
    existing.push(await timeStart(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`Node ${process.version}, compiled server (${SERVER_BUILD_DIR}), embedded database`);
report('new database', fresh);
report('existing database', existing);
