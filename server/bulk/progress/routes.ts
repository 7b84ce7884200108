import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Sessions } from '../../auth/index.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createOtherOriginRefusal } from '../../http/same-origin.ts';
import { serveProgressFeed } from './feed-socket.ts';
import { createProgressHub } from './progress-hub.ts';

/** A handshake is a few hundred bytes; nothing bigger is read. */
const MAX_MESSAGE_BYTES = 4096;
/** Service Restart: the client reconnects (to this node once it is back, or to another). */
const CLOSE_SERVICE_RESTART = 1012;

type BulkProgressDependencies = {
  database: DatabaseHandle;
  sessions: Sessions;
  /** Where people reach the portal: only its pages (or the address a request was sent to) may open the feed. */
  publicUrl: string;
};

/**
 * The live progress feed of bulk uploads, a WebSocket at /batch-progress (spec section 7).
 * Registered before the other routes: @fastify/websocket then also closes upgrade requests
 * that reach an ordinary route.
 */
export async function registerBulkProgress(
  app: FastifyInstance,
  { database, sessions, publicUrl }: BulkProgressDependencies,
): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    preClose(done) {
      for (const client of this.websocketServer.clients) {
        client.close(CLOSE_SERVICE_RESTART, 'Server restarting');
      }
      this.websocketServer.close();
      done();
    },
  });
  const hub = createProgressHub(database.listen);
  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.stop());

  app.get(
    '/batch-progress',
    // A browser sends the page's Origin with every upgrade, and the session cookie rides along
    // whatever site the page is on: only our own pages may follow an upload.
    { websocket: true, onRequest: createOtherOriginRefusal(publicUrl) },
    (socket, request) =>
      serveProgressFeed(socket, request, { db: database.db, sessions, hub, log: request.log }),
  );
}
