/**
 * `npm run cluster`: the production topology of docs/deploy.md on one machine, for trying it out
 * and for the multi-node tests: HAProxy in front of two API nodes (`npm run start:prod`) and two
 * job workers (`npm run worker`), all on the PostgreSQL of DATABASE_URL and the compiled build.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { SERVER_BUILD_DIR } from './build-server.ts';
import {
  freePort,
  PRODUCTION_COMPILE_CACHE,
  startCompiledServer,
  startCompiledWorker,
  waitFor,
  type ProcessOutput,
  type ServerProcess,
} from './server-process.ts';

export type ClusterOptions = {
  buildDir: string;
  databaseUrl: string;
  /** The balancer's port; a free one when omitted. */
  port?: number;
  apiNodes?: number;
  workers?: number;
  /** Added to every node's environment (BULK_JOB_TIMEOUT_SECONDS, say). */
  environment?: Record<string, string>;
  /** Print each process's output here, prefixed with its name (the command line does). */
  printOutput?: boolean;
};

/** What the balancer says of an API node: whether it sends it requests, and how many it has there. */
export type BalancedNode = { name: string; up: boolean; requestsInFlight: number };

export type Cluster = {
  /** The balancer's address: what a browser or a client uses. */
  url: string;
  apiNodes: ServerProcess[];
  workers: ChildProcess[];
  balancer: ChildProcess;
  /** Starts one more worker (after one was killed, say), kept in `workers`. */
  addWorker(): ChildProcess;
  /**
   * Starts API node `index` again on its own port, the one the balancer knows (after it was
   * killed, say): answers it, in `apiNodes`, once it is ready.
   */
  restartApiNode(index: number): Promise<ServerProcess>;
  /** The API nodes as the balancer sees them now, named api-1, api-2... in `apiNodes` order. */
  balancedNodes(): Promise<BalancedNode[]>;
  /** SIGTERM to every process; waits until all have exited. */
  stop(): Promise<void>;
};

/** How long a process gets to become ready, on a busy two-core machine. */
const START_SECONDS = 60;
/** How long a process gets to finish after SIGTERM before SIGKILL. */
const STOP_SECONDS = 20;

/**
 * HAProxy's configuration: round robin over the nodes that answer /readyz, so that a draining or
 * dead node gets no new requests within a second; WebSockets (the progress feed) pass through.
 * A request whose connection a node refused is sent to another; one a node received is never
 * sent twice (no retry on an empty or late answer: the first might have been carried out).
 * The statistics are read on a Unix socket at `statsSocket`, this user's only.
 */
export function balancerConfiguration(port: number, nodes: string[], statsSocket: string): string {
  const servers = nodes.map(
    (base, index) => `  server api-${index + 1} ${new URL(base).host} check`,
  );
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${statsSocket} mode 600 level user`,
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch',
    '  retries 2',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    'frontend portal',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api_nodes',
    'backend api_nodes',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /readyz',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 1 rise 2',
    ...servers,
    '',
  ].join('\n');
}

/** The secret of `name` from the environment, or one made for this cluster, the same on every node. */
function sharedSecret(name: string, environment: Record<string, string | undefined>): string {
  return environment[name] ?? randomBytes(32).toString('hex');
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (spawnSync('haproxy', ['-v']).error) {
    throw new Error(
      "npm run cluster needs HAProxy: install it with 'sudo apt-get install -y haproxy'.",
    );
  }
  const output: ProcessOutput = options.printOutput ? 'pipe' : 'ignore';
  const named = <T extends ChildProcess>(child: T, name: string): T => {
    if (options.printOutput) printOutputOf(child, name);
    return child;
  };
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const given = { ...process.env, ...options.environment };
  const environment = {
    NODE_ENV: 'production',
    NODE_COMPILE_CACHE: PRODUCTION_COMPILE_CACHE,
    DATABASE_URL: options.databaseUrl,
    PUBLIC_URL: url,
    // Client addresses (rate limits, login throttling) come from the balancer's X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    CARRIER_EVENTS_SECRET: sharedSecret('CARRIER_EVENTS_SECRET', given),
    PAYMENTS_SANDBOX_SECRET: sharedSecret('PAYMENTS_SANDBOX_SECRET', given),
    WEBHOOK_SECRETS_KEY: sharedSecret('WEBHOOK_SECRETS_KEY', given),
    ...options.environment,
  };

  const apiNodes: ServerProcess[] = [];
  const workers: ChildProcess[] = [];
  const others: ChildProcess[] = [];
  const configDir = mkdtempSync(path.join(tmpdir(), 'maplepost-cluster-'));
  const statsSocket = path.join(configDir, 'haproxy.sock');
  const stop = async () => {
    const children = [...apiNodes.map((node) => node.child), ...workers, ...others];
    await Promise.all(children.map((child) => stopProcess(child)));
    rmSync(configDir, { recursive: true, force: true });
  };
  const addWorker = () => {
    const name = `worker-${workers.length + 1}`;
    const worker = named(startCompiledWorker(options.buildDir, environment, output), name);
    workers.push(worker);
    return worker;
  };
  const startApiNode = async (index: number, port: Record<string, string> = {}) => {
    // The API nodes work no jobs: that is the workers' part.
    const node = await startCompiledServer(
      options.buildDir,
      { ...environment, BULK_WORKERS: '0', ...port },
      output,
    );
    return { ...node, child: named(node.child, `api-${index + 1}`) };
  };
  const restartApiNode = async (index: number) => {
    const previous = apiNodes[index]!;
    await stopProcess(previous.child);
    const node = await startApiNode(index, { PORT: new URL(previous.base).port });
    apiNodes[index] = node;
    await untilReady(node, `API node ${index + 1}`);
    return node;
  };
  try {
    for (let index = 0; index < (options.apiNodes ?? 2); index += 1) {
      apiNodes.push(await startApiNode(index));
    }
    for (let index = 0; index < (options.workers ?? 2); index += 1) addWorker();
    // Every node migrates under one lock (server/db/client.ts): the first does, the others wait.
    await Promise.all(apiNodes.map((node, index) => untilReady(node, `API node ${index + 1}`)));

    const configFile = path.join(configDir, 'haproxy.cfg');
    writeFileSync(
      configFile,
      balancerConfiguration(
        port,
        apiNodes.map((node) => node.base),
        statsSocket,
      ),
    );
    const balancer = named(
      spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', output, output] }),
      'haproxy',
    );
    others.push(balancer);
    await untilReady({ child: balancer, base: url }, 'the balancer');
    const balancedNodes = () => balancedNodesOf(statsSocket);
    return { url, apiNodes, workers, balancer, addWorker, restartApiNode, balancedNodes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Waits for /readyz 200 at `base`, failing at once, with its exit code, if the process ends. */
async function untilReady({ child, base }: ServerProcess, name: string): Promise<void> {
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${name} exited with code ${String(code)} before it was ready`);
  });
  const ready = waitFor(
    async () => (await fetch(`${base}/readyz`).catch(() => null))?.status === 200,
    `${name} to be ready`,
    START_SECONDS,
  );
  try {
    await Promise.race([ready, exited]);
  } finally {
    exited.catch(() => {});
  }
}

/** HAProxy's `show stat` on its socket: a CSV line for each frontend, backend and server. */
async function balancedNodesOf(statsSocket: string): Promise<BalancedNode[]> {
  const socket = createConnection(statsSocket).setEncoding('utf8');
  socket.end('show stat\n');
  let answer = '';
  for await (const chunk of socket) answer += chunk;
  const [header = '', ...lines] = answer.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const rows = lines.map((line) => {
    const fields = line.split(',');
    return (name: string) => fields[columns.indexOf(name)] ?? '';
  });
  return rows
    .filter((field) => field('pxname') === 'api_nodes' && field('svname').startsWith('api-'))
    .map((field) => ({
      name: field('svname'),
      // 'UP', or 'UP 1/2' while failing checks count towards down; 'DOWN 1/2' while rising.
      up: field('status').startsWith('UP'),
      // Current sessions: requests the node is serving, idle kept-alive connections aside.
      requestsInFlight: Number(field('scur')),
    }));
}

/** SIGTERM, then SIGKILL if the process is still there after STOP_SECONDS. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_SECONDS * 1000);
  await exited;
  clearTimeout(timer);
}

/** Each line a process writes, prefixed with its name, on this terminal. */
function printOutputOf(child: ChildProcess, name: string) {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream)
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      'npm run cluster needs DATABASE_URL, the PostgreSQL every node shares (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/maplepost npm run cluster).',
    );
    process.exit(1);
  }
  const cluster = await startCluster({
    buildDir: SERVER_BUILD_DIR,
    databaseUrl,
    port: Number(process.env.PORT ?? 8080),
    printOutput: true,
  });
  console.log(`Maplepost cluster ready at ${cluster.url}`);
  console.log(`  API nodes: ${cluster.apiNodes.map((node) => node.base).join(', ')}; 2 workers`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
