/**
 * `npm run build:server`: the server and the worker compiled to plain JavaScript in dist/server,
 * which production runs with node alone (`npm run start:prod`, `npm run worker`), without a
 * TypeScript loader. Our code and domain/ are bundled into one file per entry; the packages in
 * node_modules stay imports, as installed. What the code imports lazily (`await import(...)`:
 * the label and invoice renderers with pdfkit and bwip-js) is split into chunks of its own,
 * beside the entries, so that a start neither reads nor loads it. The migrations are copied
 * beside the bundle, where the database client looks for them (next to itself).
 */
import { cpSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const SERVER_BUILD_DIR = 'dist/server';

/** Builds into `outdir` (inside the project, so the bundle finds node_modules), emptied first. */
export async function buildServer(outdir: string): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: ['server/main.ts', 'server/worker.ts'],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    splitting: true,
    // Stack traces name our TypeScript files and lines (node --enable-source-maps).
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync('server/db/migrations', `${outdir}/migrations`, { recursive: true });
}

// `tsx scripts/build-server.ts [outdir]`: into dist/server unless told otherwise (the browser
// tests build their own, one per port, so two runs never replace each other's files).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outdir = process.argv[2] ?? SERVER_BUILD_DIR;
  await buildServer(outdir);
  console.log(`Built the server into ${outdir}`);
}
