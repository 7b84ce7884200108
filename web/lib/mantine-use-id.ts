import { useId as useReactId } from 'react';

/**
 * Mantine's useId as the build uses it (scripts/vite/mantine-stable-ids.ts): the id the caller
 * gives, else React's id in Mantine's form, the same at build time and in the browser.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
