import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isSitePath,
  prerenderedRoutes,
  prerenderedPageFile,
  StaffRoutes,
  type SiteRoute,
} from '#domain/site/routes.ts';
import type { AppConfig } from '../config.ts';
import { isPublicApiPath } from '../http/problem-details.ts';

const UNSERVED_FILES = ['.map', '.br', '.gz'];

/**
 * Files of the build the public does not get: the compressed copies (sent only as their file's
 * encoding), source maps (kept for reading a production stack trace), and the dot folders of the
 * build's tools (Vite's .vite/manifest.json names every source module of the app).
 */
const isUnservedFile = (pathName: string) =>
  pathName.split('/').some((segment) => segment.startsWith('.')) ||
  UNSERVED_FILES.some((extension) => pathName.endsWith(extension));

/** Paths of the server's endpoints and the build's assets: never answered with a page. */
const isEndpointPath = (pathname: string) =>
  isPublicApiPath(pathname) || pathname.startsWith('/web/') || pathname.startsWith('/assets/');

/** An HTML page of the build, with the compressed copies the build wrote beside it. */
type HtmlPage = { plain: Buffer; br?: Buffer; gzip?: Buffer };

type WebAppDependencies = {
  config: AppConfig;
  /** Whether a request comes from staff, the only visitors who may see a staff page. */
  isStaff: (request: FastifyRequest) => Promise<boolean>;
};

/**
 * Serves the built React app. A page of the route table gets its HTML rendered at build time
 * (scripts/vite/prerender.ts), or index.html, which the browser draws, for a page with a
 * parameter or a query (which the build did not render). A path outside the route table gets
 * Page Not Found with a real 404 status, and so does a staff page asked for by anyone else.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { config, isStaff }: WebAppDependencies,
) {
  const indexFile = path.join(config.webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No web build at ${config.webDistDir}; run "npm run build" to serve the portal.`);
    return;
  }
  const readPage = (file: string) => readHtmlPage(path.join(config.webDistDir, file));
  const shell = readPage('index.html')!;
  const prerendered = new Map(
    prerenderedRoutes().map((route) => [route, readPage(prerenderedPageFile(route))]),
  );
  const notFound = readPage(prerenderedPageFile()) ?? shell;

  await app.register(fastifyStatic, {
    root: config.webDistDir,
    wildcard: false,
    index: false,
    // The build writes a brotli and a gzip copy beside each text file (scripts/vite/precompress.ts):
    // sent to browsers that accept them, with Vary: Accept-Encoding for caches.
    preCompressed: true,
    // The public gets 404 for them; dot folders are left out of the file list already.
    globIgnore: UNSERVED_FILES.map((extension) => `**/*${extension}`),
    allowedPath: (pathName) => !isUnservedFile(pathName),
    // Hashed asset names never change content, so browsers may keep them for a year.
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });

  app.get('/*', async (request, reply) => {
    const [pathname = '/', query] = request.url.split('?');
    const asset = path.join(config.webDistDir, path.normalize(pathname));
    if (pathname !== '/' && asset.startsWith(config.webDistDir) && isFile(asset)) {
      return reply.sendFile(path.relative(config.webDistDir, asset));
    }
    // The answer of an endpoint that does not exist: problem details on /api, as every API answer.
    if (isEndpointPath(pathname)) return reply.callNotFound();
    if (!isSitePath(pathname)) return sendHtml(request, reply.status(404), notFound);
    // The table's routes have no trailing slash but the home page's.
    const route = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname) as SiteRoute;
    if (StaffRoutes.includes(route) && !(await isStaff(request))) {
      return sendHtml(request, reply.status(404), notFound);
    }
    const page = query === undefined ? prerendered.get(route) : undefined;
    return sendHtml(request, reply, page ?? shell);
  });
}

/** A page of the build and its .br and .gz copies, or nothing when the build has no such page. */
function readHtmlPage(file: string): HtmlPage | undefined {
  if (!existsSync(file)) return undefined;
  const copy = (extension: string) =>
    existsSync(file + extension) ? readFileSync(file + extension) : undefined;
  return { plain: readFileSync(file), br: copy('.br'), gzip: copy('.gz') };
}

/**
 * Sends a page in the best encoding the browser accepts. Pages are asked for again on every
 * visit (no-cache), so a new release shows at once; the hashed files they name are cached.
 */
function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  const accepted = request.headers['accept-encoding'] ?? '';
  const [encoding, body] =
    page.br && /\bbr\b/.test(accepted)
      ? ['br', page.br]
      : page.gzip && /\bgzip\b/.test(accepted)
        ? ['gzip', page.gzip]
        : [undefined, page.plain];
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply
    .header('Vary', 'Accept-Encoding')
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(body);
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
