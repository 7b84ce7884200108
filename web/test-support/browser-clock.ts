import { onTestFinished, vi } from 'vitest';

/**
 * Sets the browser's clock to `instant` and its time zone to `timeZone` for the rest of the
 * test; the clock then runs on, and vi.advanceTimersByTime moves it.
 */
export function browserClock(instant: string, timeZone = 'UTC') {
  const zone = process.env.TZ;
  process.env.TZ = timeZone;
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(instant) });
  onTestFinished(() => {
    vi.useRealTimers();
    process.env.TZ = zone;
  });
}
