/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at the
 * highest levels, so the server sends them by content negotiation without compressing per
 * request. A copy that would not be smaller is left out; source maps are never served, so
 * they get none.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

/** The compressed copies of one file's content, by file extension; those no smaller are left out. */
export function compressedCopies(content: Buffer): { extension: string; data: Buffer }[] {
  const copies = [
    {
      extension: '.br',
      data: brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    },
    { extension: '.gz', data: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }) },
  ];
  return copies.filter((copy) => copy.data.length < content.length);
}

/** Every file under `dir` whose name says it is text worth compressing. */
export function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => COMPRESSIBLE.test(name))
    .map((name) => path.join(dir, name));
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'maplepost-precompress',
    // Not in the build of the pages' renderer for Node (scripts/vite/prerender.ts), never served.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of compressibleFiles(outDir)) {
        for (const { extension, data } of compressedCopies(readFileSync(file))) {
          writeFileSync(file + extension, data);
        }
      }
    },
  };
}
