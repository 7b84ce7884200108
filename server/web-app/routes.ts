import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isSitePath } from '#domain/site/routes.ts';
import type { AppConfig } from '../config.ts';

const UNSERVED_FILES = ['.map', '.br', '.gz'];

/**
 * Serves the built React app. Page routes get index.html; a path outside the route table
 * gets the same page (which shows 'Page Not Found') with a real 404 status.
 */
export async function registerWebApp(app: FastifyInstance, { config }: { config: AppConfig }) {
  const indexFile = path.join(config.webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No web build at ${config.webDistDir}; run "npm run build" to serve the portal.`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: config.webDistDir,
    wildcard: false,
    index: false,
    // The build writes a brotli and a gzip copy beside each text file (scripts/vite/precompress.ts):
    // sent to browsers that accept them, with Vary: Accept-Encoding for caches.
    preCompressed: true,
    // Those copies are sent only as their file's encoding, and source maps (kept for reading a
    // production stack trace) not at all: the public gets 404.
    globIgnore: UNSERVED_FILES.map((extension) => `**/*${extension}`),
    allowedPath: (pathName) => !UNSERVED_FILES.some((extension) => pathName.endsWith(extension)),
    // Hashed asset names never change content, so browsers may keep them for a year.
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const asset = path.join(config.webDistDir, path.normalize(pathname));
    if (pathname !== '/' && asset.startsWith(config.webDistDir) && isFile(asset)) {
      return reply.sendFile(path.relative(config.webDistDir, asset));
    }
    if (pathname.startsWith('/web/') || pathname.startsWith('/assets/')) {
      return reply.status(404).send({ message: `No such endpoint: GET ${pathname}` });
    }
    return reply
      .status(isSitePath(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}

/** True for a file of the build; any path the file system cannot look up (a name longer than it allows, a file used as a folder) is none. */
function isFile(filePath: string): boolean {
  try {
    return statSync(filePath, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    // ENAMETOOLONG, ENOTDIR...: not a file of the build, so the page route answers.
    return false;
  }
}
