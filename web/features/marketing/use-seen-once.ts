import { useCallback, useState } from 'react';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * Tells whether the element given to `ref` has scrolled into view at least once. Without
 * IntersectionObserver (very old browsers) it counts as seen, so content is never held back.
 */
export function useSeenOnce<T extends Element>(threshold = 0.3) {
  const [seen, setSeen] = useState(() => !canObserve());
  const ref = useCallback(
    (node: T | null) => {
      if (!node || !canObserve()) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setSeen(true);
          // Once seen it stays seen: nothing more to watch.
          observer.disconnect();
        },
        { threshold },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [threshold],
  );
  return { ref, seen };
}
