import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};
/** What the portal answers a guest's session check: the floor has no data, and no visitor. */
const GUEST_SESSION = JSON.stringify({ user: null });

/**
 * Serves the floor page's build from `dir` on a free local port: each file brotli-compressed
 * where the browser takes it, as the portal sends its own (precompress.ts made the copies), and
 * the session check the site's header makes answered as for a guest.
 */
export async function serveFloor(dir: string): Promise<{ baseUrl: string; close(): void }> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://floor');
    if (pathname === '/web/auth/session') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(GUEST_SESSION);
      return;
    }
    const file = path.join(dir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      vary: 'accept-encoding',
    };
    const brotli = `${file}.br`;
    const sendsBrotli =
      /\bbr\b/.test(request.headers['accept-encoding'] ?? '') && existsSync(brotli);
    if (sendsBrotli) headers['content-encoding'] = 'br';
    response.writeHead(200, headers).end(readFileSync(sendsBrotli ? brotli : file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => server.close() };
}
