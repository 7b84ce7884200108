/**
 * A steadier companion to Lighthouse's TBT on a shared machine: a page is loaded without
 * throttling and traced, and each main-thread task after the first contentful paint counts by
 * the CPU time of its own thread (what other processes take from it does not count), times the
 * mobile preset's 4x slowdown, less the 50 ms a task may take: the blocking time a phone four
 * times slower would have, from what the page itself does. Two loads of the same code differ
 * by a few per cent here where Lighthouse's TBT differs by a third.
 */
import { chromium, type Browser, type CDPSession } from '@playwright/test';

/** The mobile preset's CPU slowdown, as Lighthouse applies it. */
export const MOBILE_CPU_SLOWDOWN = 4;
/** A task blocks for what it takes past this (the definition of TBT). */
const BLOCKING_THRESHOLD_MS = 50;
/** Longer than any page here takes to hydrate, even on a busy machine. */
const HYDRATION_TIMEOUT_MS = 30_000;

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
    await waitUntilHydrated(devTools);
    // What follows hydration.
    await page.waitForTimeout(2500);
    await devTools.send('Tracing.end');
    await traced;
    return blockingAfterFirstPaint(events, cpuSlowdown);
  } finally {
    await context.close();
  }
}

/**
 * Waits until React has taken over every part of the page: each keeps its controls disabled in
 * a fieldset marked aria-busy until then (web/ui/disabled-until-hydrated.tsx), the page's own
 * part around its <main>. Asked over DevTools, not with Playwright's waitForFunction: that first
 * evaluates Playwright's own script in the page, a main-thread task of 8 to 11 ms of CPU that
 * the trace would count as the page's.
 */
async function waitUntilHydrated(devTools: CDPSession): Promise<void> {
  const expression =
    "!!document.querySelector('#root fieldset:has(main)') && " +
    '!document.querySelector(\'fieldset[aria-busy="true"]\')';
  const deadline = Date.now() + HYDRATION_TIMEOUT_MS;
  for (;;) {
    const { result } = await devTools.send('Runtime.evaluate', { expression });
    if (result.value === true) return;
    if (Date.now() > deadline) throw new Error('The page did not hydrate in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
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
