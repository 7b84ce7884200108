/**
 * `npm run bench:soak`: the production topology of docs/deploy.md (scripts/cluster.ts: HAProxy,
 * two API nodes, two job workers, compiled) under a realistic mix of customers for SOAK_MINUTES
 * (default 10): tracking lookups, order history pages, quotes, single shipments paid by card and
 * bulk uploads followed on their live feed (bench/soak-traffic.ts). Prints the throughput,
 * requests, errors and p50/p99 per endpoint, and each process's memory (resident set) after a
 * 60 s warm-up, every 30 s and at the end. Goals: no errors, and every process's memory growing
 * by less than 10% from the warm-up to the end. A benchmark, not a test: it exits 0 whatever
 * the figures. Ctrl-C stops the traffic early and still reports and cleans up.
 * Usage: npm run bench:soak   (SOAK_MINUTES=0.5 for a quick try; SOAK_USERS customers at once,
 * default 8; the database is a new one on SOAK_DATABASE_SERVER, default the local test server,
 * dropped at the end)
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_BUILD_DIR } from '../scripts/build-server.ts';
import { startCluster, type Cluster } from '../scripts/cluster.ts';
import { createEmptyPostgresDatabase } from '../server/test-support/test-database.ts';
import { createCustomer, createRecorder, totalsOf } from './soak-traffic.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
// Each customer sends about one request a second: enough for two cores to serve and measure.
const USERS = Number(process.env.SOAK_USERS ?? 8);
const DATABASE_SERVER =
  process.env.SOAK_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/test';
/**
 * The warm-up: a 10-minute run showed each API node's resident set still rising by about 25 MB
 * between 30 s and 60 s (code compiled, pools and caches filled), then flat within 3%.
 */
const WARM_UP_SECONDS = 60;
/** The time between memory samples after the warm-up. */
const SAMPLE_SECONDS = 30;
const MEMORY_GROWTH_GOAL_PERCENT = 10;
/** Kinds of error listed; past these the list says how many more there were. */
const LISTED_PROBLEMS = 20;

if (!(MINUTES > 0) || !Number.isInteger(USERS) || USERS < 1) {
  throw new Error('SOAK_MINUTES must be a number above 0 and SOAK_USERS a whole number from 1');
}

type NamedProcess = { name: string; child: ChildProcess };
/** Seconds into the traffic, and each process's resident set then in MB (undefined: gone). */
type MemorySample = { atSeconds: number; megabytes: (number | undefined)[] };

function residentMegabytes(pid: number | undefined): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) / 1024;
  } catch {
    return undefined;
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  sleep(Math.max(0, ms), undefined, { signal }).catch(() => {});

/**
 * Reads every process's memory after the warm-up (the baseline), then each SAMPLE_SECONDS, and
 * once more when the traffic ends, at `durationMs` or when `signal` aborts.
 */
async function sampleMemory(processes: NamedProcess[], durationMs: number, signal: AbortSignal) {
  const started = performance.now();
  const sample = (): MemorySample => ({
    atSeconds: Math.round((performance.now() - started) / 1000),
    megabytes: processes.map(({ child }) => residentMegabytes(child.pid)),
  });
  const samples: MemorySample[] = [];
  for (let at = WARM_UP_SECONDS * 1000; at < durationMs; at += SAMPLE_SECONDS * 1000) {
    await pause(started + at - performance.now(), signal);
    if (signal.aborted) break;
    samples.push(sample());
  }
  await pause(started + durationMs - performance.now(), signal);
  samples.push(sample());
  return samples;
}

/** Runs the customers against `cluster` for the set time; answers what they met and the memory. */
async function soak(cluster: Cluster, stopEarly: AbortSignal) {
  const processes: NamedProcess[] = [
    ...cluster.apiNodes.map((node, index) => ({ name: `api-${index + 1}`, child: node.child })),
    ...cluster.workers.map((child, index) => ({ name: `worker-${index + 1}`, child })),
  ];
  const started = performance.now();
  const exits: string[] = [];
  for (const { name, child } of processes) {
    child.once('exit', (code, signal) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      exits.push(`${name} exited (${code ?? signal}) ${seconds} s into the traffic`);
    });
  }
  const recorder = createRecorder();
  const benchFailed = new AbortController();
  const trafficEnds = AbortSignal.any([
    stopEarly,
    benchFailed.signal,
    AbortSignal.timeout(MINUTES * 60_000),
  ]);
  const customers = Array.from({ length: USERS }, (_, index) =>
    createCustomer({ base: cluster.url, number: index + 1, recorder }),
  );
  const traffic = Promise.all(customers.map((customer) => customer.run(trafficEnds)));
  // A customer that throws is a fault of the bench: everything stops, and it fails below.
  traffic.catch(() => benchFailed.abort());
  const memory = await sampleMemory(processes, MINUTES * 60_000, trafficEnds);
  await traffic;
  return {
    recorder,
    seconds: (performance.now() - started) / 1000,
    processes,
    memory,
    // A copy: the exits of cluster.stop() to come are no news.
    exits: [...exits],
  };
}

// ---- the report ----

/** Rows of cells as a Markdown table with its columns aligned. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

const megabytes = (value: number | undefined) => (value === undefined ? 'gone' : value.toFixed(1));

function report({ recorder, seconds, processes, memory, exits }: Awaited<ReturnType<typeof soak>>) {
  const figures = recorder.figures();
  const totals = totalsOf(figures, seconds);
  console.log('');
  console.log(
    table(
      ['endpoint', 'requests', 'errors', 'p50 ms', 'p99 ms'],
      [
        ...figures.map((row) => [
          row.endpoint,
          String(row.requests),
          String(row.errors),
          row.p50Ms.toFixed(1),
          row.p99Ms.toFixed(1),
        ]),
        ['all', String(totals.requests), String(totals.errors), '', ''],
      ],
    ),
  );
  console.log(
    `\nThroughput: ${totals.perSecond.toFixed(1)} requests/s over ${seconds.toFixed(0)} s`,
  );

  const problems = recorder.problems();
  if (problems.length > 0) {
    console.log('\nErrors, by kind:');
    for (const [problem, count] of problems.slice(0, LISTED_PROBLEMS)) {
      console.log(`  ${count} x ${problem}`);
    }
    if (problems.length > LISTED_PROBLEMS) {
      console.log(`  and ${problems.length - LISTED_PROBLEMS} more kinds`);
    }
  }
  for (const exit of exits) console.log(`\n${exit}`);

  const baseline = memory.length > 1 ? memory[0]! : undefined;
  const end = memory.at(-1)!;
  const growths = processes.map((_, index) => {
    const [before, after] = [baseline?.megabytes[index], end.megabytes[index]];
    return before === undefined || after === undefined ? undefined : (after / before - 1) * 100;
  });
  console.log('');
  console.log(
    table(
      ['process', `MB at ${baseline?.atSeconds ?? '-'} s`, `MB at ${end.atSeconds} s`, 'growth'],
      processes.map(({ name }, index) => [
        name,
        megabytes(baseline?.megabytes[index]),
        megabytes(end.megabytes[index]),
        growths[index] === undefined ? 'n/a' : `${growths[index].toFixed(1)}%`,
      ]),
    ),
  );
  console.log(
    `\nMemory every ${SAMPLE_SECONDS} s (MB; at s ${memory.map((sample) => sample.atSeconds).join(', ')}):`,
  );
  processes.forEach(({ name }, index) => {
    const trend = memory.map((sample) => megabytes(sample.megabytes[index])).join(' ');
    console.log(`  ${name.padEnd(9)} ${trend}`);
  });

  const largest = Math.max(...growths.map((growth) => growth ?? Number.NaN));
  const largestOf = processes[growths.indexOf(largest)]?.name;
  const memoryVerdict = !baseline
    ? `not measured (run longer than the ${WARM_UP_SECONDS} s warm-up)`
    : Number.isNaN(largest)
      ? 'NOT met (a process is gone)'
      : `${largest < MEMORY_GROWTH_GOAL_PERCENT ? 'met' : 'NOT met'} (largest ${largest.toFixed(1)}%, ${largestOf})`;
  const errorsVerdict = totals.errors === 0 ? 'met' : `NOT met (${totals.errors} errors)`;
  console.log(
    `\nGoals: no errors: ${errorsVerdict}; memory growth under ${MEMORY_GROWTH_GOAL_PERCENT}% in every process: ${memoryVerdict}`,
  );
}

// ---- the run ----

const stopEarly = new AbortController();
const onSignal = () => {
  // Ctrl-C reaches the cluster's processes as well: the requests under way then fail.
  console.log('\nStopping early; the figures cover what ran, with the requests cut short.');
  stopEarly.abort();
};
process.once('SIGINT', onSignal);
process.once('SIGTERM', onSignal);

const database = await createEmptyPostgresDatabase(DATABASE_SERVER);
let cluster: Cluster | undefined;
try {
  console.log('Starting the cluster (HAProxy, 2 API nodes, 2 workers)');
  cluster = await startCluster({ buildDir: SERVER_BUILD_DIR, databaseUrl: database.databaseUrl });
  if (!stopEarly.signal.aborted) {
    console.log(
      `Soak: ${USERS} customers for ${MINUTES} min at ${cluster.url}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)}`,
    );
    const outcome = await soak(cluster, stopEarly.signal);
    console.log(`load average at the end: ${loadavg()[0]!.toFixed(1)}`);
    report(outcome);
  }
} finally {
  await cluster?.stop();
  await database.drop();
}
