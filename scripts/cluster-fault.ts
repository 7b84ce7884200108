/**
 * The fault run of issue 36 on the production topology (scripts/cluster.ts: HAProxy, two API
 * nodes, one job worker, PostgreSQL, the compiled build): a shop's server sends KEYS paid
 * `POST /api/v1/shipments`, each with an Idempotency-Key of its own, CONCURRENCY at a time, and
 * retries every key not yet answered (no answer, a 5xx, a 409 "still being processed") after a
 * short pause, as a shop's server should; meanwhile one API node is killed with SIGKILL twice and
 * started again. Then the database is read: orders, payments, the card provider's charges and
 * the idempotency claims. scripts/cluster-fault.test.ts holds the figures to the issue's rules;
 * `npm run bench:api-fault` prints them.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Shipment } from '#domain/public-api/schemas.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { IdempotencyMessages } from '#server/public-api/idempotency.ts';
import { accountWithKeyAndSavedCard } from '#server/test-support/public-api.ts';
import { orderBody } from '#server/test-support/shipments.ts';
import { injectOverHttp } from '#server/test-support/inject-over-http.ts';
import { createEmptyPostgresDatabase } from '#server/test-support/test-database.ts';
import { buildServer } from './build-server.ts';
import { startCluster, type BalancedNode, type Cluster } from './cluster.ts';
import { waitFor } from './server-process.ts';

export const KEYS = 200;
const CONCURRENCY = 8;
/** The killed node is killed once the client holds this many answers, then once more. */
const KILL_AFTER_ANSWERS = [50, 120] as const;
const KILLED_NODE = 0;
/**
 * The idempotency claim's lease of issue 36 (point 1): a claim its request stopped renewing for
 * this long is taken over by a retry.
 */
const IDEMPOTENCY_LEASE_MS = 60_000;
/**
 * The idempotency lease plus 60 s: the longest a key may wait, from its first try, for its 201.
 * The client gives up on a key at this bound, so the run ends even when a key is never answered.
 */
export const ANSWER_BOUND_MS = IDEMPOTENCY_LEASE_MS + 60_000;
/**
 * Past this from the first key, no run is healthy: the requests under way are ended (their keys
 * count as unanswered) and no more keys are sent, so that a broken build fails in minutes.
 */
const TRAFFIC_LIMIT_MS = 2 * ANSWER_BOUND_MS;
/**
 * How long the balancer may take to send a restarted, ready node requests again: two good health
 * checks 500 ms apart (cluster.ts), with room for a busy machine.
 */
const BACK_IN_ROTATION_SECONDS = 30;
/** The pause before a key's second try, doubling for each further one up to RETRY_PAUSE_MAX_MS. */
const RETRY_PAUSE_MS = 100;
const RETRY_PAUSE_MAX_MS = 1_000;

/** How one key ended: its final status (null: still unanswered at the bound) and its wait. */
type KeyOutcome = {
  key: string;
  status: number | null;
  waitedMs: number;
  trackingNumber?: string;
};

/** What the run saw and what the database holds after it. */
export type FaultFigures = {
  keysSent: number;
  answered201: number;
  /** Final answers other than 201, by status. */
  otherAnswers: Record<string, number>;
  /** Keys still unanswered when their ANSWER_BOUND_MS ran out. */
  unanswered: string[];
  /** The longest a key waited, from its first try, for its answer (the unanswered aside). */
  longestWaitMs: number;
  /** Distinct tracking numbers among the 201 answers. */
  distinctShipments: number;
  /** Tries after a key's first, by what the previous try got. */
  retries: Record<string, number>;
  kills: Kill[];
  trafficMs: number;
  /** What the run added to the database. */
  orders: number;
  ordersPaidWithLabel: number;
  charges: number;
  payments: number;
  /** Idempotency claims with no kept answer, whatever their age. */
  unfinishedClaims: number;
};

type DatabaseCounts = Pick<
  FaultFigures,
  'orders' | 'ordersPaidWithLabel' | 'charges' | 'payments' | 'unfinishedClaims'
>;

/** The counts of the whole database (the run's own): the provider's state is in it too. */
async function countsOf(database: DatabaseHandle): Promise<DatabaseCounts> {
  const { rows } = await database.executeSql(`
    select
      (select count(*) from orders)::int as "orders",
      (select count(*) from orders
        join shipping_batches on shipping_batches.id = orders.shipping_batch_id
        join payments on payments.batch_id = shipping_batches.id
        where shipping_batches.status = 'PAID' and orders.status = 'LABEL_CREATED'
      )::int as "ordersPaidWithLabel",
      (select count(*) from sandbox_charges where approved)::int as "charges",
      (select count(*) from payments)::int as "payments",
      (select count(*) from idempotency_keys where status is null)::int as "unfinishedClaims"
  `);
  return rows[0] as DatabaseCounts;
}

/** Why an answer calls for trying its key again (a 5xx, a 409 still processing), or null. */
function retryCause(status: number, body: string): string | null {
  if (status >= 500) return String(status);
  if (status !== 409) return null;
  const problem = JSON.parse(body) as { detail?: string };
  return problem.detail === IdempotencyMessages.stillWorking ? '409 still processing' : null;
}

type Client = {
  url: string;
  apiKey: string;
  body: string;
  /** The cause of each retry, as it happens. */
  retries: string[];
  /** Ends every request when the run's own time is out. */
  signal: AbortSignal;
};

/** Sends the key until it is answered, or until ANSWER_BOUND_MS after its first try. */
async function sendUntilAnswered(client: Client, key: string): Promise<KeyOutcome> {
  const started = performance.now();
  const outcome = (status: number | null, trackingNumber?: string): KeyOutcome => ({
    key,
    status,
    waitedMs: performance.now() - started,
    trackingNumber,
  });
  const bound = AbortSignal.any([client.signal, AbortSignal.timeout(ANSWER_BOUND_MS)]);
  for (let attempt = 0; ; attempt += 1) {
    let cause: string | null;
    try {
      const response = await fetch(`${client.url}/api/v1/shipments`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${client.apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: client.body,
        signal: bound,
      });
      const body = await response.text();
      cause = retryCause(response.status, body);
      if (cause === null) {
        const shipment = response.status === 201 ? (JSON.parse(body) as Shipment) : null;
        return outcome(response.status, shipment?.trackingNumber);
      }
    } catch (error) {
      if (bound.aborted) return outcome(null);
      // fetch names what broke (a reset connection, say) in its error's cause.
      const { cause: broken } = error as { cause?: { code?: string } };
      cause = `no answer (${broken?.code ?? (error as Error).message})`;
    }
    client.retries.push(cause);
    const pause = Math.min(RETRY_PAUSE_MS * 2 ** attempt, RETRY_PAUSE_MAX_MS);
    await sleep(pause, undefined, { signal: bound }).catch(() => {});
    if (bound.aborted) return outcome(null);
  }
}

/** Where the traffic stands, for the killer to follow; `nodeBack` holds new keys back. */
type Progress = { answers: number; finished: boolean; nodeBack: Promise<void> };

/** A kill: how many answers the client held, and how many requests the node was serving. */
type Kill = { afterAnswers: number; requestsInFlight: number };

/** The killed node as the balancer sees it. */
async function killedNodeOf(cluster: Cluster): Promise<BalancedNode> {
  const nodes = await cluster.balancedNodes();
  return nodes.find((node) => node.name === `api-${KILLED_NODE + 1}`)!;
}

/**
 * Kills the node with SIGKILL once the client holds each count of KILL_AFTER_ANSWERS and the
 * node is serving requests, and starts it again at once; answers the kills (fewer if the traffic
 * ended first). Until the balancer sends the node requests again, no new key is sent, only
 * retries: a start takes 5 to 10 s on two busy cores, in which the other node alone would
 * answer every key left, and the second kill would find no traffic.
 */
async function killDuringTraffic(cluster: Cluster, progress: Progress): Promise<Kill[]> {
  const kills: Kill[] = [];
  for (const answers of KILL_AFTER_ANSWERS) {
    let serving = 0;
    await waitFor(
      async () => {
        if (progress.finished) return true;
        if (progress.answers < answers) return false;
        serving = (await killedNodeOf(cluster)).requestsInFlight;
        return serving > 0;
      },
      `${answers} answers and requests on api-${KILLED_NODE + 1}`,
      // The traffic ends by then, which ends this wait.
      (2 * TRAFFIC_LIMIT_MS) / 1000,
    );
    if (progress.finished) break;
    let back = () => {};
    progress.nodeBack = new Promise((resolve) => (back = resolve));
    try {
      const { child } = cluster.apiNodes[KILLED_NODE]!;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      kills.push({ afterAnswers: progress.answers, requestsInFlight: serving });
      await exited;
      await cluster.restartApiNode(KILLED_NODE);
      await waitFor(
        async () => (await killedNodeOf(cluster)).up,
        `the balancer to send api-${KILLED_NODE + 1} requests again`,
        BACK_IN_ROTATION_SECONDS,
      );
    } finally {
      back();
    }
  }
  return kills;
}

/**
 * KEYS keys, CONCURRENCY at a time, each until answered, while the killer works. Should the
 * killer fail (a node that does not start again), the traffic is ended and the failure thrown.
 */
async function runTraffic(cluster: Cluster, apiKey: string) {
  const retries: string[] = [];
  const stopped = new AbortController();
  const signal = AbortSignal.any([stopped.signal, AbortSignal.timeout(TRAFFIC_LIMIT_MS)]);
  const client: Client = {
    url: cluster.url,
    apiKey,
    body: JSON.stringify(orderBody()),
    retries,
    signal,
  };
  const progress: Progress = { answers: 0, finished: false, nodeBack: Promise.resolve() };
  const outcomes: KeyOutcome[] = [];
  let sent = 0;
  const sender = async () => {
    for (;;) {
      await progress.nodeBack;
      if (sent === KEYS || signal.aborted) return;
      sent += 1;
      const outcome = await sendUntilAnswered(client, `fault-${sent}`);
      outcomes.push(outcome);
      if (outcome.status !== null) progress.answers += 1;
    }
  };
  const started = performance.now();
  const killing = killDuringTraffic(cluster, progress).catch((error: unknown) => {
    stopped.abort();
    throw error;
  });
  const sending = Promise.all(Array.from({ length: CONCURRENCY }, sender)).then(() => {
    progress.finished = true;
  });
  const [kills] = await Promise.all([killing, sending]);
  return { outcomes, retries, kills, trafficMs: performance.now() - started };
}

/** How often each value occurs, by value. */
const tally = (values: string[]) =>
  Object.fromEntries(
    [...new Set(values)].sort().map((value) => [value, values.filter((v) => v === value).length]),
  );

/**
 * The whole run on a new database of the PostgreSQL server at `databaseServerUrl` and a build
 * of its own, both removed after: answers its figures.
 */
export async function runClusterFault(databaseServerUrl: string): Promise<FaultFigures> {
  const { databaseUrl, drop } = await createEmptyPostgresDatabase(databaseServerUrl);
  const buildDir = path.join('dist', `test-cluster-fault-${randomUUID()}`);
  let cluster: Cluster | undefined;
  let database: DatabaseHandle | undefined;
  try {
    await buildServer(buildDir);
    cluster = await startCluster({
      buildDir,
      databaseUrl,
      workers: 1,
      environment: {
        WEB_DIST_DIR: '/nonexistent-web-build',
        // The retries must not meet the key's call limit: that would be another test.
        API_KEY_CALLS_PER_MINUTE: '100000',
        SHUTDOWN_DRAIN_SECONDS: '0',
      },
    });
    database = await openDatabase({ databaseUrl });
    // A shop billed per order that saved its card at a checkout on the website (one order,
    // paid), as the API charges a saved card; what that made is counted out below.
    const shop = await accountWithKeyAndSavedCard(injectOverHttp(cluster.url, cluster.url));
    const before = await countsOf(database);

    const { outcomes, retries, kills, trafficMs } = await runTraffic(cluster, shop.key);

    const after = await countsOf(database);
    const answered = outcomes.filter((outcome) => outcome.status !== null);
    const created = answered.filter((outcome) => outcome.status === 201);
    return {
      keysSent: outcomes.length,
      answered201: created.length,
      otherAnswers: tally(
        answered.filter((outcome) => outcome.status !== 201).map((o) => String(o.status)),
      ),
      unanswered: outcomes.filter((outcome) => outcome.status === null).map((o) => o.key),
      longestWaitMs: Math.max(0, ...answered.map((outcome) => outcome.waitedMs)),
      distinctShipments: new Set(created.map((outcome) => outcome.trackingNumber)).size,
      retries: tally(retries),
      kills,
      trafficMs,
      orders: after.orders - before.orders,
      ordersPaidWithLabel: after.ordersPaidWithLabel - before.ordersPaidWithLabel,
      charges: after.charges - before.charges,
      payments: after.payments - before.payments,
      unfinishedClaims: after.unfinishedClaims,
    };
  } finally {
    await cluster?.stop();
    await database?.close();
    await drop();
    rmSync(buildDir, { recursive: true, force: true });
  }
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
const listed = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([what, count]) => `${what} x${count}`)
    .join(', ') || 'none';

/** The figures as one block of lines, for the test's output and the bench. */
export function describeFigures(figures: FaultFigures): string {
  const retries = Object.values(figures.retries).reduce((sum, count) => sum + count, 0);
  const unanswered = figures.unanswered.length;
  return [
    `Fault run: ${KEYS} POST /api/v1/shipments with a key each, ${CONCURRENCY} at a time, on 2 API nodes, 1 worker, HAProxy and PostgreSQL; ${seconds(figures.trafficMs)} of traffic`,
    `  keys                        ${figures.keysSent} sent; ${figures.answered201} answered 201 (${figures.distinctShipments} distinct shipments); other answers: ${listed(figures.otherAnswers)}; ${unanswered} unanswered after ${seconds(ANSWER_BOUND_MS)}${unanswered ? ` (${figures.unanswered.join(', ')})` : ''}`,
    `  longest wait for an answer  ${seconds(figures.longestWaitMs)} (bound: the lease plus 60 s, ${seconds(ANSWER_BOUND_MS)})`,
    `  retries                     ${retries}: ${listed(figures.retries)}`,
    `  kills                       ${figures.kills.length}, SIGKILL to api-${KILLED_NODE + 1}, restarted each time: ${figures.kills.map((kill) => `after ${kill.afterAnswers} answers (${kill.requestsInFlight} in flight on it)`).join('; ') || 'none'}`,
    `  orders                      ${figures.orders}, ${figures.ordersPaidWithLabel} paid with a label`,
    `  charges at the provider     ${figures.charges}`,
    `  payments recorded           ${figures.payments}`,
    `  unfinished claims           ${figures.unfinishedClaims}`,
  ].join('\n');
}
