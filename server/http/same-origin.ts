import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page. SameSite=Lax already keeps
 * our cookie off cross-site POSTs; this closes the gap for older browsers and form posts.
 */
export function registerSameOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
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
