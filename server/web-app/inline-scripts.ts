import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A script element without attributes: inline, classic. Vite's own scripts are files (src=...).
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources ('sha256-...') that allow the inline scripts of a page:
 * index.html asks for a page's code with one once the page has painted (web/index.html), and
 * every page, rendered at build time or not, is made from it. A hash allows that script and
 * nothing else inline.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, script = '']) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
}

/** The sources of the web build's inline scripts; none without a build. */
export function webBuildInlineScriptSources(webDistDir: string): string[] {
  const indexFile = path.join(webDistDir, 'index.html');
  return existsSync(indexFile) ? inlineScriptSources(readFileSync(indexFile, 'utf8')) : [];
}
