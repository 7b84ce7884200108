import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll } from 'vitest';
import { prerenderedPageFile } from '#domain/site/routes.ts';

export const WEB_BUILD_SHELL = '<!doctype html><title>Maplepost</title>';
export const WEB_BUILD_NOT_FOUND_PAGE = '<!doctype html><title>Page Not Found · Maplepost</title>';
/** Vite's manifest, which maps each source module of the web app to its chunks. */
export const WEB_BUILD_MANIFEST =
  '{"web/main.tsx":{"file":"assets/main-1234.js","src":"web/main.tsx"}}';

/**
 * A web build laid out as `vite build` writes it (dist/web), in a temporary folder removed after
 * the file's tests: the shell, the Page Not Found page, and Vite's manifest in .vite/ with the
 * compressed copies scripts/vite/precompress.ts writes beside every text file. Answers its folder,
 * for WEB_DIST_DIR; with it the app's catch-all page route is in place, as in production.
 */
export function writeWebBuild(): string {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'maplepost-web-'));
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(webDistDir, file)), { recursive: true });
    writeFileSync(path.join(webDistDir, file), content);
  };
  write('index.html', WEB_BUILD_SHELL);
  write(prerenderedPageFile(), WEB_BUILD_NOT_FOUND_PAGE);
  write('.vite/manifest.json', WEB_BUILD_MANIFEST);
  write('.vite/manifest.json.br', brotliCompressSync(WEB_BUILD_MANIFEST));
  write('.vite/manifest.json.gz', gzipSync(WEB_BUILD_MANIFEST));
  afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));
  return webDistDir;
}
