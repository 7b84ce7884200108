import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React takes over a page rendered at build time (web/main.tsx hydrates it), true
 * from then on, and at once where nothing was rendered before.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
