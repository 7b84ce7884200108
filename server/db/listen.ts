import type { Client } from 'pg';

/**
 * What a listener hears: each NOTIFY payload on its channel, and (PostgreSQL only) word that its
 * connection was lost and is back, so that what was sent meanwhile must be read again.
 */
export type ListenHandlers = {
  onPayload(payload: string): void;
  onReconnect?(): void;
};

/** Stops listening; the promise settles once the channel is no longer heard. */
export type Unlisten = () => Promise<void>;

export type Listen = (channel: string, handlers: ListenHandlers) => Promise<Unlisten>;

// A lost connection is tried again after 0.5 s, 1 s, 2 s, ... and at most every 30 s.
const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

/**
 * LISTEN on PostgreSQL over a dedicated connection of its own (a pooled one would be handed to
 * other queries and its LISTEN lost). When the connection drops (a server restart, a failover),
 * it is opened again until it succeeds, and onReconnect tells the caller that notifications sent
 * meanwhile were missed.
 */
export function createPostgresListen(
  createClient: () => Client,
  warn: (message: string) => void,
): Listen {
  return async (channel, handlers) => {
    let client: Client | undefined;
    let stopped = false;
    let retryTimer: NodeJS.Timeout | undefined;

    /** Opens a connection that listens; it counts as ours only once LISTEN succeeded. */
    async function connect(): Promise<void> {
      const next = createClient();
      next.on('notification', (message) => {
        if (message.channel === channel) handlers.onPayload(message.payload ?? '');
      });
      next.on('error', (error) => warn(`PostgreSQL LISTEN connection lost: ${error.message}`));
      next.on('end', () => {
        if (!stopped && client === next) {
          client = undefined;
          scheduleReconnect(FIRST_RETRY_MS);
        }
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      } catch (error) {
        await next.end().catch(() => {});
        throw error;
      }
      client = next;
    }

    function scheduleReconnect(delayMs: number): void {
      retryTimer = setTimeout(async () => {
        if (stopped) return;
        try {
          await connect();
        } catch (error) {
          warn(`PostgreSQL LISTEN reconnect failed: ${(error as Error).message}`);
          scheduleReconnect(Math.min(delayMs * 2, LONGEST_RETRY_MS));
          return;
        }
        if (stopped) await client?.end();
        else handlers.onReconnect?.();
      }, delayMs);
    }

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retryTimer);
      await client?.end();
    };
  };
}
