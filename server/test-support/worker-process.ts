import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HS_NOMENCLATURE_SAMPLE } from './customs-products.ts';

const workerEntry = fileURLToPath(new URL('../worker.ts', import.meta.url));

/**
 * `npm run worker` on `databaseUrl` as a child process of its own (node itself, so that SIGKILL
 * reaches it), with `environment` added to ours and the tests' HS nomenclature. `ready` settles
 * once it says it is working.
 */
export function startWorkerProcess(
  databaseUrl: string,
  environment: Record<string, string> = {},
): { worker: ChildProcess; ready: Promise<void> } {
  const worker = spawn(process.execPath, ['--import', 'tsx', workerEntry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HS_NOMENCLATURE_FILE: HS_NOMENCLATURE_SAMPLE,
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    let said = '';
    worker.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Worker ready')) resolve();
    });
    worker.once('exit', (code) =>
      reject(new Error(`The worker ended (${code}) before it was ready`)),
    );
  });
  // A worker killed before it was ready is what some tests do: nobody need hear of it.
  ready.catch(() => {});
  return { worker, ready };
}
