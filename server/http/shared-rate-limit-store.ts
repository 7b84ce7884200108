import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { ExecuteSql } from '../db/client.ts';

/** How often a node clears the windows that have ended, at most: they are one row per client. */
const SWEEP_INTERVAL_MS = 60_000;

/*
 * One statement counts a request and says where its window stands: a window that has ended starts
 * again at 1 with a fresh end. In SET, the CASEs read the row as it was before this update.
 */
const COUNT_REQUEST = `
  insert into request_counts as counted (key, hits, window_ends_at)
  values ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
  on conflict (key) do update set
    hits = case when counted.window_ends_at <= now() then 1 else counted.hits + 1 end,
    window_ends_at = case when counted.window_ends_at <= now()
      then excluded.window_ends_at else counted.window_ends_at end
  returning hits, ceil(extract(epoch from window_ends_at - now()) * 1000)::int as ttl`;

const SWEEP_ENDED_WINDOWS = `delete from request_counts where window_ends_at < now()`;

type CountedRow = { hits: number; ttl: number };

/**
 * A store for @fastify/rate-limit that keeps the counts in PostgreSQL (table request_counts), so
 * that a client spreading requests over N API nodes meets the same ceiling as on one. Fixed
 * windows, as the plugin's own in-memory store; the database's clock times them, so the nodes'
 * clocks need not agree.
 */
export function sharedRateLimitStore(executeSql: ExecuteSql): FastifyRateLimitStoreCtor {
  let lastSweepAt = Date.now();

  function sweepNowAndThen() {
    if (Date.now() - lastSweepAt < SWEEP_INTERVAL_MS) return;
    lastSweepAt = Date.now();
    // Nobody waits for the sweep; a failed one is tried again a minute later.
    executeSql(SWEEP_ENDED_WINDOWS).catch(() => {});
  }

  function storeFor(prefix: string): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindowMs) {
        sweepNowAndThen();
        executeSql(COUNT_REQUEST, [prefix + key, timeWindowMs]).then(
          ({ rows }) => {
            const { hits, ttl } = rows[0] as CountedRow;
            callback(null, { current: hits, ttl: Math.max(ttl, 0) });
          },
          (error: Error) => callback(error),
        );
      },
      // Each route counts apart, as with the plugin's own stores. The plugin hands a child the
      // route's options under routeInfo, which its published types leave out.
      child: (options) => {
        const { method, url } = (options as unknown as { routeInfo: RouteOptions }).routeInfo;
        return storeFor(`${prefix}${String(method)} ${url}:`);
      },
    };
  }

  return class {
    constructor() {
      return storeFor('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
