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
 * LISTEN on PostgreSQL over one dedicated connection for every channel of the process (a pooled
 * one would be handed to other queries and its LISTEN lost): each channel is LISTENed on it while
 * someone listens to it, and the connection closes when nobody listens any more. When it drops
 * (a server restart, a failover), it is opened again until it succeeds, LISTENs every channel
 * again, and onReconnect tells each listener that notifications sent meanwhile were missed.
 */
export function createPostgresListen(
  createClient: () => Client,
  warn: (message: string) => void,
): Listen {
  const listeners = new Map<string, Set<ListenHandlers>>();
  let client: Client | undefined;
  let reconnecting: NodeJS.Timeout | undefined;
  // Connecting, LISTEN and UNLISTEN take turns, so that each sees what the one before did.
  let lastTurn: Promise<unknown> = Promise.resolve();
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = lastTurn.then(work);
    lastTurn = turn.catch(() => {});
    return turn;
  }
  const listenSql = (on: Client, channel: string) => `LISTEN ${on.escapeIdentifier(channel)}`;

  /** Opens the connection and LISTENs every channel; it counts as ours only once that succeeded. */
  async function connect(): Promise<void> {
    const next = createClient();
    next.on('notification', ({ channel, payload }) => {
      for (const handlers of listeners.get(channel) ?? []) handlers.onPayload(payload ?? '');
    });
    next.on('error', (error) => warn(`PostgreSQL LISTEN connection lost: ${error.message}`));
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      scheduleReconnect(FIRST_RETRY_MS);
    });
    try {
      await next.connect();
      for (const channel of listeners.keys()) await next.query(listenSql(next, channel));
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  }

  function scheduleReconnect(delayMs: number): void {
    reconnecting = setTimeout(
      () =>
        void inTurn(async () => {
          reconnecting = undefined;
          if (listeners.size === 0) return;
          try {
            await connect();
          } catch (error) {
            warn(`PostgreSQL LISTEN reconnect failed: ${(error as Error).message}`);
            scheduleReconnect(Math.min(delayMs * 2, LONGEST_RETRY_MS));
            return;
          }
          for (const handlers of [...listeners.values()].flatMap((set) => [...set])) {
            handlers.onReconnect?.();
          }
        }),
      delayMs,
    );
  }

  /** Stops hearing `channel` for these handlers; the last listener of all closes the connection. */
  async function unlisten(channel: string, handlers: ListenHandlers): Promise<void> {
    const channelListeners = listeners.get(channel);
    if (!channelListeners?.delete(handlers) || channelListeners.size > 0) return;
    listeners.delete(channel);
    const open = client;
    if (listeners.size > 0) {
      await open?.query(`UNLISTEN ${open.escapeIdentifier(channel)}`);
      return;
    }
    clearTimeout(reconnecting);
    reconnecting = undefined;
    client = undefined;
    await open?.end();
  }

  return (channel, handlers) =>
    inTurn(async () => {
      const channelListeners = listeners.get(channel);
      if (channelListeners) {
        channelListeners.add(handlers);
      } else {
        listeners.set(channel, new Set([handlers]));
        try {
          // While a reconnect is due, it LISTENs the new channel with the others.
          if (client) await client.query(listenSql(client, channel));
          else if (!reconnecting) await connect();
        } catch (error) {
          listeners.delete(channel);
          throw error;
        }
      }
      return () => inTurn(() => unlisten(channel, handlers));
    });
}
