/**
 * Mantine's useId (@mantine/hooks) answers React's id on the first render, then swaps in a random
 * one from a layout effect. On a page rendered at build time that swap re-renders, synchronously
 * right after hydration, every input, label, popover and combobox, and rewrites their ids in the
 * page. React's own id is already unique in the page (one React root) and the same at build time
 * and in the browser, so the build keeps it: Mantine's module is replaced by web/lib's
 * mantine-use-id.ts. On /shipping this cut the long tasks' blocking time by about a sixth
 * (docs/benchmarks.md).
 *
 * The dev server pre-bundles Mantine, which this cannot reach; there ids still change once.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const MANTINE_USE_ID = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;
const STABLE_USE_ID = fileURLToPath(new URL('../../web/lib/mantine-use-id.ts', import.meta.url));

export function mantineStableIds(): Plugin {
  return {
    name: 'maplepost-mantine-stable-ids',
    load(id) {
      return MANTINE_USE_ID.test(id) ? `export { useId } from '${STABLE_USE_ID}';` : undefined;
    },
  };
}
