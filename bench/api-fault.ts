/**
 * `npm run bench:api-fault`: the fault run of issue 36 (scripts/cluster-fault.ts): 200 paid
 * POST /api/v1/shipments with a key each, 8 at a time, through HAProxy to two API nodes (one
 * worker, PostgreSQL, the compiled build), one node killed with SIGKILL twice and restarted, the
 * client retrying every unanswered key. Prints keys answered, the longest wait for an answer,
 * retries, kills, and what the database holds after: orders, charges at the card provider,
 * payments, unfinished idempotency claims. A benchmark, not a test: it exits 0 whatever the
 * figures (scripts/cluster-fault.test.ts holds them to the rules). About 2 to 3 minutes.
 * Usage: npm run bench:api-fault   (the database is a new one on FAULT_DATABASE_SERVER, default
 * the local test server, dropped at the end)
 */
import { describeFigures, runClusterFault } from '../scripts/cluster-fault.ts';

const DATABASE_SERVER =
  process.env.FAULT_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/test';

console.log(describeFigures(await runClusterFault(DATABASE_SERVER)));
