import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of Vite's build manifest we read: each chunk's file, source, imports and stylesheets. */
export type Manifest = Record<
  string,
  { file: string; src?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** The manifest Vite wrote for the build in `outDir`. */
export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * The manifest keys of the given entries and their static imports, once each, every chunk
 * after the chunks it imports: the order their stylesheets apply in, as Vite links them.
 */
function staticClosure(manifest: Manifest, entries: string[]): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the build manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
    ordered.push(key);
  };
  entries.forEach(visit);
  return ordered;
}

/** The JS files loaded before the given manifest entries can run: them and their static imports. */
export function initialChunks(manifest: Manifest, entries: string[]): string[] {
  return staticClosure(manifest, entries)
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'));
}

/** A page of the router and the JS a browser downloads before showing it. */
export type RouteChunks = { page: string; files: string[] };

// Relative to Vite's root (web/): every page of the router is a module of a feature.
const PAGE_MODULE = /^features\//;

/** What the entry loads lazily: every page of the router (the router is part of the entry) and the shell's parts. */
function lazyParts(manifest: Manifest, entry: string): string[] {
  const parts = manifest[entry]?.dynamicImports;
  if (!parts) throw new Error(`"${entry}" loads no page lazily in the build manifest`);
  return parts;
}

const isPage = (manifest: Manifest, key: string) => PAGE_MODULE.test(manifest[key]?.src ?? '');

/** The manifest keys of the pages of the router. */
export function lazyPages(manifest: Manifest, entry = 'index.html'): string[] {
  return lazyParts(manifest, entry).filter((key) => isPage(manifest, key));
}

/**
 * The initial JS of every page the router loads: the entry and the page's chunk, each with its
 * static imports. The parts of the shell that load lazily beside the page (session watcher,
 * side menu, account buttons) do not hold the page back, so they are not counted.
 *
 * Derived from the build itself, not from a list: every page the router loads lazily is one of
 * the entry's dynamic imports, so a new route cannot be left out.
 */
export function routeInitialChunks(manifest: Manifest, entry = 'index.html'): RouteChunks[] {
  return lazyPages(manifest, entry).map((page) => ({
    page,
    files: initialChunks(manifest, [entry, page]),
  }));
}

/**
 * The stylesheets of a page rendered at build time, in the order they apply: the entry's, those
 * of the shell's lazily loaded parts and the page's, then those of the page's own lazily loaded
 * parts (the build renders them all, so the HTML shows them too), each chunk with its static
 * imports.
 */
export function pageStylesheets(manifest: Manifest, page: string, entry = 'index.html'): string[] {
  const shellParts = lazyParts(manifest, entry).filter((key) => !isPage(manifest, key));
  const chunks = staticClosure(manifest, [
    entry,
    ...shellParts,
    page,
    ...lazyPartsOf(manifest, page),
  ]);
  return [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))];
}

/** What a chunk loads lazily, and what those load lazily in turn, once each. */
function lazyPartsOf(manifest: Manifest, key: string, found = new Set<string>()): string[] {
  for (const part of manifest[key]?.dynamicImports ?? []) {
    if (found.has(part)) continue;
    found.add(part);
    lazyPartsOf(manifest, part, found);
  }
  return [...found];
}

/** The JS of a page beyond what the entry's HTML already preloads: its chunk and static imports. */
export function pageModulePreloads(
  manifest: Manifest,
  page: string,
  entry = 'index.html',
): string[] {
  const entryFiles = new Set(initialChunks(manifest, [entry]));
  return initialChunks(manifest, [page]).filter((file) => !entryFiles.has(file));
}

// A package's development build: React's *.development.js, or a dist/development/ folder
// such as React Router's.
const DEVELOPMENT_BUILD = /\/node_modules\/(?:.*\/)?(?:[^/]+\.development\.[cm]?js|development\/)/;

/** The sources of a chunk (from its source map) that come from a library's development build. */
export function developmentBuildSources(sources: string[]): string[] {
  return sources.filter((source) => DEVELOPMENT_BUILD.test(source));
}
