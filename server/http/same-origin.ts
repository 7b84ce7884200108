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
    if (originHost(origin) !== request.headers.host) {
      return reply.status(403).send({ message: 'Requests from other sites are not accepted.' });
    }
  });
}

/** The host of an Origin header, or null for "null" and other values that are not URLs. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
