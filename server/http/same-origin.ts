import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPublicApiPath } from './problem-details.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Server-to-server calls that no browser makes: each is signed with a shared secret, which
 * proves more than an Origin header could (a partner's HTTP client may send any Origin).
 */
const SIGNED_SERVER_PATHS = new Set(['/web/carrier/events']);

/** What a state-changing request or a WebSocket upgrade from another site's page is told. */
export const OTHER_SITE_MESSAGE = 'Requests from other sites are not accepted.';

/**
 * Refuses state-changing requests that do not come from our own pages. SameSite=Lax already
 * keeps our cookie off cross-site POSTs; this closes the gap for older browsers, for sites on
 * our own domain (same-site is not same-origin) and for login forms posted from elsewhere.
 */
export function registerSameOriginCheck(
  app: FastifyInstance,
  { publicUrl }: { publicUrl: string },
): void {
  const refuseOtherOrigins = createOtherOriginRefusal(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (SIGNED_SERVER_PATHS.has(request.url.split('?')[0]!)) return;
    // The public API takes its caller from a bearer key alone, never from a cookie, and a page
    // on another site cannot send our key: there is no ambient credential for it to forge with.
    if (isPublicApiPath(request.url)) return;
    return refuseOtherOrigins(request, reply);
  });
}

/**
 * An onRequest hook that answers 403 to a request from another origin (scheme and host both),
 * for the writes above and for the WebSocket upgrade, which is a GET.
 */
export function createOtherOriginRefusal(publicUrl: string) {
  const portalOrigin = new URL(publicUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = sameOriginVerdict(request, portalOrigin);
    // A request that proves nothing either way is not a browser's (every browser in use sends
    // Origin on writes and on upgrades): a curl call or another server's. It may go on without
    // a cookie, as the public API allows, but not on the strength of one it carries.
    if (verdict === 'other' || (verdict === 'unknown' && Boolean(request.headers.cookie))) {
      return reply.status(403).send({ message: OTHER_SITE_MESSAGE });
    }
  };
}

type Verdict = 'same' | 'other' | 'unknown';

/**
 * Whether the browser says the request comes from one of our pages: the Origin header names
 * the page's scheme and host; without one (or with "null", a sandboxed or privacy-minded
 * context), the browser's own Sec-Fetch-Site judgement. Our origin is the portal's address
 * or, behind a proxy that PUBLIC_URL does not name (an address seen on the machine itself,
 * Vite's dev server), the scheme and host the request itself was sent to.
 */
function sameOriginVerdict(request: FastifyRequest, portalOrigin: string): Verdict {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null') {
    const sent = parseOrigin(origin)?.origin;
    if (sent === undefined) return 'other';
    return sent === portalOrigin || sent === requestedOrigin(request) ? 'same' : 'other';
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin' ? 'same' : 'other';
  return origin === 'null' ? 'other' : 'unknown';
}

/** The origin the request was addressed to: its scheme (a trusted proxy's, see TRUST_PROXY) and Host. */
function requestedOrigin(request: FastifyRequest): string | undefined {
  return parseOrigin(`${request.protocol}://${request.host}`)?.origin;
}

/** An Origin header read as a URL, or null for values that are not URLs. */
function parseOrigin(origin: string): URL | null {
  try {
    return new URL(origin);
  } catch {
    return null;
  }
}
