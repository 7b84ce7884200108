import type { FastifyInstance } from 'fastify';
import { isPublicApiPath, problemOf, sendProblem } from './problem-details.ts';

/** The names of this machine a development server answers to, on any port. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

// A Host header: a name or IPv4 address, or an IPv6 address in brackets, then an optional port.
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[^:[\]/@\s]+)(?::\d{1,5})?$/i;

/** The host a Host header names, lower-cased and without its port; null when it names none. */
export function hostnameOf(header: string | undefined): string | null {
  const name = header === undefined ? undefined : HOST_HEADER.exec(header)?.[1];
  return name ? name.toLowerCase() : null;
}

/**
 * Outside production, answers only requests addressed to this machine (localhost, 127.0.0.1,
 * [::1]) or to PUBLIC_URL's host, and others 421. A page on another site can point its own name
 * at 127.0.0.1 (DNS rebinding) and then read our answers as if they were its own, the development
 * mailbox's password-reset links first of all; what gives it away is its name in the Host
 * header. Production answers whatever name its proxy sends it, and serves no mailbox.
 */
export function registerDevelopmentHostCheck(
  app: FastifyInstance,
  { publicUrl }: { publicUrl: string },
): void {
  const hosts = [...new Set([...LOOPBACK_HOSTS, new URL(publicUrl).hostname])];
  const message =
    `This development server answers only requests addressed to ${hosts.join(', ')}. ` +
    'To reach it at another address, set PUBLIC_URL to that address.';
  app.addHook('onRequest', async (request, reply) => {
    // The header as sent, not request.host: with TRUST_PROXY that believes X-Forwarded-Host,
    // which a rebinding page may set on what its browser takes for same-origin requests.
    const hostname = hostnameOf(request.headers.host);
    if (hostname !== null && hosts.includes(hostname)) return;
    if (isPublicApiPath(request.url)) return sendProblem(reply, problemOf(421, message));
    return reply.status(421).type('text/plain; charset=utf-8').send(message);
  });
}
