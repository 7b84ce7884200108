import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  BatchProgressHandshakeSchema,
  FINAL_UPLOAD_STATUSES,
  type BatchProgressMessage,
} from '#domain/bulk/schemas.ts';
import type { Sessions } from '../../auth/index.ts';
import type { Database } from '../../db/client.ts';
import { isRowId } from '../../db/row-id.ts';
import type { ProgressHub } from './progress-hub.ts';
import { readUploadProgress, type UploadProgress } from './queries.ts';

/** A socket that has not said which upload it follows by then is closed. */
export const HANDSHAKE_TIMEOUT_MS = 10_000;

/**
 * The least time between two reads of an upload's progress. Every committed row notifies; read
 * on each, the embedded database spends on the feed's reads what it could spend on the rows, and
 * the page draws a hundred messages for a hundred rows. Five rows at a time, still several
 * messages a second, reads a fifth as often.
 */
const READ_INTERVAL_MS = 50;

/** Normal closure: the stream ended, as the spec's client expects (spec section 7). */
const CLOSE_NORMAL = 1000;
/** The server failed while reading the upload: the client reconnects and gets it all again. */
const CLOSE_INTERNAL_ERROR = 1011;

/** What a guest, a malformed handshake or somebody else's upload hears before the socket closes. */
const NOT_FOUND_MESSAGE: BatchProgressMessage = {
  totalOrders: 0,
  successCount: 0,
  failureCount: 0,
  newlyProcessedOrders: [],
  status: 'NOT_FOUND',
};

export type FeedDependencies = {
  db: Database;
  sessions: Sessions;
  hub: ProgressHub;
  log: FastifyBaseLogger;
};

/**
 * One subscriber of the live feed. The first message after the handshake carries every row
 * processed so far, so a client that comes late or reconnects misses nothing; each notification
 * then sends the rows written since. A final status is sent last and the socket closes with 1000.
 */
export function serveProgressFeed(
  socket: WebSocket,
  request: FastifyRequest,
  { db, sessions, hub, log }: FeedDependencies,
): void {
  const handshakeTimer = setTimeout(
    () => sendLast(socket, NOT_FOUND_MESSAGE),
    HANDSHAKE_TIMEOUT_MS,
  );
  socket.on('close', () => clearTimeout(handshakeTimer));

  // Attached at once: a handshake sent right after the upgrade is not dropped.
  socket.once('message', async (data) => {
    clearTimeout(handshakeTimer);
    try {
      const handshake = BatchProgressHandshakeSchema.safeParse(parseJson(data.toString()));
      // The session cookie says who asks; the handshake's userId and token are not trusted.
      const user = handshake.success ? await sessions.currentUser(request) : null;
      if (!handshake.success || !user || !isRowId(handshake.data.uploadId)) {
        sendLast(socket, NOT_FOUND_MESSAGE);
        return;
      }
      // Gone while its session was looked up: it would never say 'close' again to unsubscribe.
      if (socket.readyState !== socket.OPEN) return;
      followUpload(socket, {
        db,
        hub,
        log,
        userId: user.userId,
        uploadId: handshake.data.uploadId,
      });
    } catch (error) {
      log.error({ err: error }, 'Could not start the batch progress feed');
      socket.close(CLOSE_INTERNAL_ERROR);
    }
  });
}

function sendLast(socket: WebSocket, message: BatchProgressMessage): void {
  socket.send(JSON.stringify(message));
  socket.close(CLOSE_NORMAL);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends the upload's progress now and after each notification. A storm of notifications costs
 * each socket at most one read in flight plus one more for whatever arrived meanwhile.
 */
function followUpload(
  socket: WebSocket,
  {
    db,
    hub,
    log,
    userId,
    uploadId,
  }: Omit<FeedDependencies, 'sessions'> & { userId: string; uploadId: string },
): void {
  /** The progress_seq each sent row had: a row written again (a retried row) is sent again. */
  const sentSeqByRow = new Map<number, number>();
  let lastSeq = 0;
  let lastCounts: string | undefined;
  let reading = false;
  let readAgain = false;
  let lastReadAt = 0;
  let ended = false;

  const unsubscribe = hub.subscribe(uploadId, () => void refresh());
  socket.on('close', () => {
    ended = true;
    unsubscribe();
  });

  async function refresh(): Promise<void> {
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    try {
      do {
        const wait = lastReadAt + READ_INTERVAL_MS - Date.now();
        if (wait > 0) await sleep(wait);
        readAgain = false;
        lastReadAt = Date.now();
        await sendWhatIsNew();
      } while (readAgain && !ended);
    } catch (error) {
      log.error({ err: error, uploadId }, 'Could not read the progress of a bulk upload');
      socket.close(CLOSE_INTERNAL_ERROR);
    } finally {
      reading = false;
    }
  }

  async function sendWhatIsNew(): Promise<void> {
    if (ended) return;
    let progress = await readUploadProgress(db, { userId, uploadId, afterSeq: lastSeq });
    if (progress && isFinal(progress) && lastSeq > 0) {
      // Rows written concurrently may commit out of progress_seq order, so one that committed
      // late can sit below lastSeq. Before the stream ends every row is compared once.
      progress = await readUploadProgress(db, { userId, uploadId, afterSeq: 0 });
    }
    if (ended) return;
    if (!progress) {
      endWith(NOT_FOUND_MESSAGE);
      return;
    }
    const rows = progress.rows.filter((row) => sentSeqByRow.get(row.rowNumber) !== row.progressSeq);
    const counts = `${progress.successCount}/${progress.failureCount}/${progress.status}`;
    if (rows.length === 0 && counts === lastCounts) return;
    for (const row of rows) {
      sentSeqByRow.set(row.rowNumber, row.progressSeq);
      lastSeq = Math.max(lastSeq, row.progressSeq);
    }
    lastCounts = counts;
    const message: BatchProgressMessage = {
      totalOrders: progress.totalOrders,
      successCount: progress.successCount,
      failureCount: progress.failureCount,
      newlyProcessedOrders: rows.map((row) => row.order),
      status: progress.status,
    };
    if (isFinal(progress)) endWith(message);
    else socket.send(JSON.stringify(message));
  }

  function endWith(message: BatchProgressMessage): void {
    ended = true;
    unsubscribe();
    sendLast(socket, message);
  }

  void refresh();
}

const isFinal = (progress: UploadProgress) => FINAL_UPLOAD_STATUSES.includes(progress.status);
