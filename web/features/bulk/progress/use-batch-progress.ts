import { useEffect, useState } from 'react';
import {
  BatchProgressMessageSchema,
  FINAL_UPLOAD_STATUSES,
  type BatchProgressHandshake,
  type BatchProgressMessage,
  type ProcessedOrder,
  type UploadStatus,
} from '#domain/bulk/schemas.ts';

/** The spec's words when the feed fails (spec section 8, Bulk wizard); processing stops there. */
export const BATCH_PROGRESS_ERROR =
  'Error tracking batch progress. Please check the batch status manually.';

/** The upload to follow: what POST /web/order/create/batch answered, and its batch. */
export type BatchProgressTarget = { batchId: string; uploadId: string; userId?: string };

export type BatchProgress = {
  totalOrders: number;
  successCount: number;
  failureCount: number;
  /** Every row processed so far, one per row number, in row order. */
  orders: ProcessedOrder[];
  /** null until the first message. */
  status: UploadStatus | null;
  /** BATCH_PROGRESS_ERROR once the feed failed; the hook then stops following. */
  error: string | null;
};

/** 1000 and 1001 end the feed on purpose (spec section 7): no reconnect, and nothing to tell. */
const ENDING_CLOSE_CODES = new Set([1000, 1001]);
/** A lost feed is opened again after 1 s, 2 s and 4 s; after that the error shows. */
const RECONNECT_ATTEMPTS = 3;
const FIRST_RECONNECT_DELAY_MS = 1000;

const NOTHING_YET: Omit<BatchProgress, 'error'> = {
  totalOrders: 0,
  successCount: 0,
  failureCount: 0,
  orders: [],
  status: null,
};

/** The feed's address on the page's own host: wss on https, ws on http. */
export function batchProgressUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/batch-progress`;
}

/**
 * Follows an upload on the live feed at /batch-progress until its status is final. Messages are
 * merged by row number: the first message after each (re)connection replays every row so far,
 * and a replay never shows a row twice. A lost connection is opened again; a message that does
 * not parse, an upload the server does not find, or a feed that cannot be reopened sets error.
 */
export function useBatchProgress(target: BatchProgressTarget | null): BatchProgress {
  const [feed, setFeed] = useState<FeedState>(fresh(null));
  const uploadId = target?.uploadId;
  const batchId = target?.batchId;
  const userId = target?.userId;

  useEffect(() => {
    if (!uploadId || batchId === undefined) return;
    const handshake: BatchProgressHandshake = { userId, batchId, uploadId };
    let socket: WebSocket | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failedAttempts = 0;
    // State left from an upload followed before belongs to that one.
    const own = (current: FeedState) => (current.uploadId === uploadId ? current : fresh(uploadId));

    const stop = () => {
      stopped = true;
      clearTimeout(retryTimer);
      socket?.close(1000);
    };
    const fail = () => {
      stop();
      setFeed((current) => ({ ...own(current), error: BATCH_PROGRESS_ERROR }));
    };

    const receive = (data: unknown) => {
      const parsed = BatchProgressMessageSchema.safeParse(parseJson(data));
      if (!parsed.success) return fail();
      failedAttempts = 0;
      const message = parsed.data;
      setFeed((current) => merge(own(current), message));
      if (message.status === 'NOT_FOUND') fail();
      else if (FINAL_UPLOAD_STATUSES.includes(message.status)) stop();
    };

    const connect = () => {
      const opened = new WebSocket(batchProgressUrl(window.location));
      socket = opened;
      opened.onopen = () => opened.send(JSON.stringify(handshake));
      opened.onmessage = (event: MessageEvent) => {
        if (!stopped) receive(event.data);
      };
      // A failed connection also fires 'close' (1006), which decides what happens next.
      opened.onclose = (event: CloseEvent) => {
        if (stopped) return;
        if (ENDING_CLOSE_CODES.has(event.code)) return stop();
        failedAttempts += 1;
        if (failedAttempts > RECONNECT_ATTEMPTS) return fail();
        retryTimer = setTimeout(connect, FIRST_RECONNECT_DELAY_MS * 2 ** (failedAttempts - 1));
      };
    };

    connect();
    return stop;
  }, [uploadId, batchId, userId]);

  const { uploadId: followed, ...progress } = feed;
  return followed === uploadId ? progress : { ...NOTHING_YET, error: null };
}

/** The progress of the upload followed last (null: none yet). */
type FeedState = BatchProgress & { uploadId: string | null };

function fresh(uploadId: string | null): FeedState {
  return { ...NOTHING_YET, error: null, uploadId };
}

/** The state after one message: its counts and status, and its rows replacing those of the same number. */
function merge(current: FeedState, message: BatchProgressMessage): FeedState {
  const byRow = new Map(current.orders.map((order) => [order.rowNumber, order]));
  for (const order of message.newlyProcessedOrders) byRow.set(order.rowNumber, order);
  return {
    ...current,
    totalOrders: message.totalOrders,
    successCount: message.successCount,
    failureCount: message.failureCount,
    status: message.status,
    orders: [...byRow.values()].sort((a, b) => a.rowNumber - b.rowNumber),
  };
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}
