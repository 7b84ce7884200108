import { useEffect, useState } from 'react';

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * A whole number that climbs from 0 to `target` over `durationMs` once `running` turns true,
 * fast at first and settling at the end; it starts again from 0 when `target` changes.
 */
export function useCountUp(target: number, running: boolean, durationMs = 1600): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let startedAt: number | undefined;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min((now - startedAt) / durationMs, 1);
      setValue(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, running, durationMs]);
  return value;
}
