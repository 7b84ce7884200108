import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isSitePath } from '#domain/site/routes.ts';
import type { AppConfig } from '../config.ts';

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
