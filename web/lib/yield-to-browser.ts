type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Ends the current task: what follows the await runs in a task of its own, after the browser
 * has had its turn to answer a tap or a key and to paint. Work split this way never holds the
 * main thread long on a slow phone. scheduler.yield (Chromium, Firefox) puts the rest ahead of
 * other waiting tasks; elsewhere a timeout does the same job a little later.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
