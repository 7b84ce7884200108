/** The part of Vite's build manifest we read: each chunk's file, source and imports. */
export type Manifest = Record<
  string,
  { file: string; src?: string; imports?: string[]; dynamicImports?: string[] }
>;

/** The JS files loaded before the given manifest entries can run: them and their static imports. */
export function initialChunks(manifest: Manifest, entries: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  entries.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** A page of the router and the JS a browser downloads before showing it. */
export type RouteChunks = { page: string; files: string[] };

// Relative to Vite's root (web/): every page of the router is a module of a feature.
const PAGE_MODULE = /^features\//;

/**
 * The initial JS of every page the router loads: the entry and the page's chunk, each with its
 * static imports. The parts of the shell that load lazily beside the page (session watcher,
 * side menu, account buttons) do not hold the page back, so they are not counted.
 *
 * Derived from the build itself, not from a list: the router is part of the entry, so every
 * page it loads lazily is one of the entry's dynamic imports, and a new route cannot be left out.
 */
export function routeInitialChunks(manifest: Manifest, entry = 'index.html'): RouteChunks[] {
  const lazyParts = manifest[entry]?.dynamicImports;
  if (!lazyParts) throw new Error(`"${entry}" loads no page lazily in the build manifest`);
  return lazyParts
    .filter((key) => PAGE_MODULE.test(manifest[key]?.src ?? ''))
    .map((page) => ({ page, files: initialChunks(manifest, [entry, page]) }));
}

// A package's development build: React's *.development.js, or a dist/development/ folder
// such as React Router's.
const DEVELOPMENT_BUILD = /\/node_modules\/(?:.*\/)?(?:[^/]+\.development\.[cm]?js|development\/)/;

/** The sources of a chunk (from its source map) that come from a library's development build. */
export function developmentBuildSources(sources: string[]): string[] {
  return sources.filter((source) => DEVELOPMENT_BUILD.test(source));
}
