import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleProcessedOrder } from '#domain/test-support/sample-processed-orders.ts';
import type { BatchProgressMessage } from '#domain/bulk/schemas.ts';
import {
  BATCH_PROGRESS_ERROR,
  batchProgressUrl,
  useBatchProgress,
  type BatchProgressTarget,
} from './use-batch-progress.ts';

/** Stands in for the browser's WebSocket: the test plays the server. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  sent: unknown[] = [];
  closedWith: number | undefined;

  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code: number) {
    this.closedWith = code;
  }

  serverOpens() {
    act(() => this.onopen?.());
  }
  serverSends(message: BatchProgressMessage | string) {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    act(() => this.onmessage?.({ data }));
  }
  serverCloses(code: number) {
    act(() => this.onclose?.({ code }));
  }
}

const latestSocket = () => FakeWebSocket.opened.at(-1)!;

const TARGET: BatchProgressTarget = { batchId: 'NOV-24', uploadId: 'upload-1', userId: 'user-1' };

function message(overrides: Partial<BatchProgressMessage>): BatchProgressMessage {
  return {
    totalOrders: 3,
    successCount: 0,
    failureCount: 0,
    newlyProcessedOrders: [],
    status: 'PROCESSING',
    ...overrides,
  };
}

beforeEach(() => {
  FakeWebSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('batchProgressUrl', () => {
  it('opens wss on https and ws on http, on the page host', () => {
    expect(batchProgressUrl({ protocol: 'https:', host: 'ship.example.com' })).toBe(
      'wss://ship.example.com/batch-progress',
    );
    expect(batchProgressUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/batch-progress',
    );
  });
});

describe('useBatchProgress', () => {
  it('opens nothing until there is an upload to follow', () => {
    const { result } = renderHook(() => useBatchProgress(null));
    expect(FakeWebSocket.opened).toHaveLength(0);
    expect(result.current).toEqual({
      totalOrders: 0,
      successCount: 0,
      failureCount: 0,
      orders: [],
      status: null,
      error: null,
    });
  });

  it('sends the handshake on open and gathers rows until COMPLETED', () => {
    const { result } = renderHook(() => useBatchProgress(TARGET));
    const socket = latestSocket();
    expect(socket.url).toBe(batchProgressUrl(window.location));
    socket.serverOpens();
    expect(socket.sent).toEqual([{ userId: 'user-1', batchId: 'NOV-24', uploadId: 'upload-1' }]);

    socket.serverSends(
      message({ successCount: 1, newlyProcessedOrders: [sampleProcessedOrder(2)] }),
    );
    socket.serverSends(
      message({
        successCount: 1,
        failureCount: 1,
        newlyProcessedOrders: [sampleProcessedOrder(1, 'FAILED')],
      }),
    );
    expect(result.current).toMatchObject({ totalOrders: 3, successCount: 1, failureCount: 1 });
    expect(result.current.orders).toEqual([
      sampleProcessedOrder(1, 'FAILED'),
      sampleProcessedOrder(2),
    ]);

    socket.serverSends(
      message({
        successCount: 2,
        failureCount: 1,
        newlyProcessedOrders: [sampleProcessedOrder(3)],
      }),
    );
    socket.serverSends(message({ successCount: 2, failureCount: 1, status: 'COMPLETED' }));
    socket.serverCloses(1000);
    expect(result.current.status).toBe('COMPLETED');
    expect(result.current.orders.map((order) => order.rowNumber)).toEqual([1, 2, 3]);
    expect(result.current.error).toBeNull();
    vi.runAllTimers();
    expect(FakeWebSocket.opened).toHaveLength(1);
  });

  it('reconnects after an unexpected close, and the replay shows no row twice', () => {
    const { result } = renderHook(() => useBatchProgress(TARGET));
    latestSocket().serverOpens();
    latestSocket().serverSends(
      message({ successCount: 1, newlyProcessedOrders: [sampleProcessedOrder(1)] }),
    );
    latestSocket().serverCloses(1006);
    act(() => vi.advanceTimersByTime(1000));
    expect(FakeWebSocket.opened).toHaveLength(2);

    latestSocket().serverOpens();
    expect(latestSocket().sent).toHaveLength(1);
    latestSocket().serverSends(
      message({
        successCount: 2,
        newlyProcessedOrders: [sampleProcessedOrder(1), sampleProcessedOrder(2)],
      }),
    );
    expect(result.current.orders.map((order) => order.rowNumber)).toEqual([1, 2]);
    expect(result.current).toMatchObject({ successCount: 2, error: null });
  });

  it('gives up with the spec message when the feed cannot be reopened', () => {
    const { result } = renderHook(() => useBatchProgress(TARGET));
    for (const delay of [1000, 2000, 4000]) {
      latestSocket().serverCloses(1006);
      act(() => vi.advanceTimersByTime(delay));
    }
    expect(FakeWebSocket.opened).toHaveLength(4);
    expect(result.current.error).toBeNull();
    latestSocket().serverCloses(1006);
    expect(result.current.error).toBe(BATCH_PROGRESS_ERROR);
    act(() => vi.runAllTimers());
    expect(FakeWebSocket.opened).toHaveLength(4);
  });

  it.each([1000, 1001])('neither reconnects nor complains on close %i', (code) => {
    const { result } = renderHook(() => useBatchProgress(TARGET));
    latestSocket().serverOpens();
    latestSocket().serverCloses(code);
    act(() => vi.runAllTimers());
    expect(FakeWebSocket.opened).toHaveLength(1);
    expect(result.current.error).toBeNull();
  });

  it.each([
    ['text that is not JSON', 'not json'],
    ['JSON that is not a progress message', JSON.stringify({ totalOrders: 'three' })],
  ])('sets the spec error and stops on %s', (_, data) => {
    const { result } = renderHook(() => useBatchProgress(TARGET));
    latestSocket().serverOpens();
    latestSocket().serverSends(data);
    expect(result.current.error).toBe(BATCH_PROGRESS_ERROR);
    expect(latestSocket().closedWith).toBe(1000);
  });

  it('sets the spec error when the server does not find the upload', () => {
    const { result } = renderHook(() => useBatchProgress(TARGET));
    latestSocket().serverOpens();
    latestSocket().serverSends(message({ totalOrders: 0, status: 'NOT_FOUND' }));
    latestSocket().serverCloses(1000);
    expect(result.current).toMatchObject({ status: 'NOT_FOUND', error: BATCH_PROGRESS_ERROR });
  });

  it('closes the feed when the wizard stops following, and starts afresh for another upload', () => {
    const { result, rerender, unmount } = renderHook(
      (target: BatchProgressTarget) => useBatchProgress(target),
      { initialProps: TARGET },
    );
    const first = latestSocket();
    first.serverOpens();
    first.serverSends(
      message({ successCount: 1, newlyProcessedOrders: [sampleProcessedOrder(1)] }),
    );

    rerender({ ...TARGET, uploadId: 'upload-2' });
    expect(first.closedWith).toBe(1000);
    expect(result.current.orders).toEqual([]);
    latestSocket().serverOpens();
    expect(latestSocket().sent).toEqual([{ ...TARGET, uploadId: 'upload-2' }]);

    unmount();
    expect(latestSocket().closedWith).toBe(1000);
  });
});
