import { describe, expect, it } from 'vitest';
import { blockingAfterFirstPaint, type TraceEvent } from './main-thread-blocking.ts';

const PAGE = { pid: 7, tid: 1 };
const firstPaint: TraceEvent = { name: 'firstContentfulPaint', ph: 'I', ts: 1_000_000, ...PAGE };
/** A main-thread task at `ts` (µs) taking `cpuMs` of its thread's CPU and `wallMs` in all. */
const task = (ts: number, cpuMs: number, wallMs = cpuMs, thread = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
  ...thread,
});

describe('blockingAfterFirstPaint', () => {
  it('counts each task after first paint by its CPU time times 4, past 50 ms', () => {
    const events = [firstPaint, task(1_100_000, 60), task(1_200_000, 20), task(1_300_000, 10)];
    // 60 ms at 4x blocks 190 ms, 20 ms blocks 30 ms, 10 ms (40 ms at 4x) blocks nothing.
    expect(blockingAfterFirstPaint(events)).toBe(220);
  });

  it('leaves out what came before first paint, other threads and time the thread waited', () => {
    const events = [
      task(900_000, 100),
      firstPaint,
      task(1_100_000, 30, 400),
      task(1_100_000, 100, 100, { pid: 8, tid: 1 }),
    ];
    expect(blockingAfterFirstPaint(events)).toBe(70);
  });

  it('slows the CPU time down by the factor given', () => {
    const events = [firstPaint, task(1_100_000, 20), task(1_200_000, 10)];
    // At 6x: 20 ms blocks 70 ms, 10 ms blocks 10 ms.
    expect(blockingAfterFirstPaint(events, 6)).toBe(80);
  });

  it('refuses a trace without a first paint', () => {
    expect(() => blockingAfterFirstPaint([task(1_100_000, 60)])).toThrow(
      'The trace has no first contentful paint',
    );
  });
});
