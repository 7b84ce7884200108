import { vi } from 'vitest';

/** Stubs matchMedia so the page reads the user's prefers-reduced-motion setting as `reduce`. */
export function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
