/**
 * A steadier companion to Lighthouse's TBT on a shared machine: a page is loaded without
 * throttling and traced, and each main-thread task after the first contentful paint counts by
 * the CPU time of its own thread (what other processes take from it does not count), times the
 * mobile preset's 4x slowdown, less the 50 ms a task may take: the blocking time a phone four
 * times slower would have, from what the page itself does. Two loads of the same code differ
 * by a few per cent here where Lighthouse's TBT differs by a third.
 */
import { chromium, type Browser } from '@playwright/test';

/** The mobile preset's CPU slowdown, as Lighthouse applies it. */
export const MOBILE_CPU_SLOWDOWN = 4;
/** A task blocks for what it takes past this (the definition of TBT). */
const BLOCKING_THRESHOLD_MS = 50;

export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
};

/** Opens the browser Lighthouse already drives, over its DevTools port. */
export function connectToChromium(devToolsPort: number): Promise<Browser> {
  return chromium.connectOverCDP(`http://127.0.0.1:${devToolsPort}`);
}

/** One load of `url` with `cookie` (if any): its blocking time at `cpuSlowdown`, in ms. */
export async function measureMainThreadBlocking(
  browser: Browser,
  url: string,
  cookie: string | undefined,
  cpuSlowdown = MOBILE_CPU_SLOWDOWN,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    if (cookie) await context.setExtraHTTPHeaders({ Cookie: cookie });
    const page = await context.newPage();
    const devTools = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    devTools.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const traced = new Promise((resolve) => devTools.once('Tracing.tracingComplete', resolve));
    await devTools.send('Tracing.start', {
      categories: 'disabled-by-default-devtools.timeline,devtools.timeline,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    // Hydration and what follows it: the page marks the end of hydration on <html>.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.waitForTimeout(2500);
    await devTools.send('Tracing.end');
    await traced;
    return blockingAfterFirstPaint(events, cpuSlowdown);
  } finally {
    await context.close();
  }
}

/**
 * Sums the blocking time of the page's main-thread tasks after first contentful paint, each
 * task's CPU time slowed down `cpuSlowdown` times.
 */
export function blockingAfterFirstPaint(
  events: TraceEvent[],
  cpuSlowdown = MOBILE_CPU_SLOWDOWN,
): number {
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!firstPaint) throw new Error('The trace has no first contentful paint');
  return events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === firstPaint.pid &&
        event.tid === firstPaint.tid &&
        event.ts >= firstPaint.ts,
    )
    .map((task) => (task.tdur ?? task.dur ?? 0) / 1000)
    .reduce((sum, cpuMs) => sum + Math.max(0, cpuMs * cpuSlowdown - BLOCKING_THRESHOLD_MS), 0);
}
