import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Server-to-server calls that no browser makes: each is signed with a shared secret, which
 * proves more than an Origin header could (a partner's HTTP client may send any Origin).
 */
const SIGNED_SERVER_PATHS = new Set(['/web/carrier/events']);

/**
 * Refuses state-changing requests sent by another site's page. SameSite=Lax already keeps
 * our cookie off cross-site POSTs; this closes the gap for older browsers and form posts.
 */
export function registerSameOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (SIGNED_SERVER_PATHS.has(request.url.split('?')[0]!)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    if (parseOrigin(origin)?.host !== request.headers.host) {
      return reply.status(403).send({ message: OTHER_SITE_MESSAGE });
    }
  });
}

/** What a state-changing request or a WebSocket upgrade from another site's page is told. */
export const OTHER_SITE_MESSAGE = 'Requests from other sites are not accepted.';

/** An Origin header read as a URL, or null for "null" and other values that are not URLs. */
export function parseOrigin(origin: string): URL | null {
  try {
    return new URL(origin);
  } catch {
    return null;
  }
}
