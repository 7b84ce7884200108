import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { answerFailure } from './error-handler.ts';

/** Where the contact page's warehouse maps are embedded from (web/features/contact/map-links.ts). */
const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const UNROUTABLE_PATH_MESSAGE = 'This address is not valid. Check the link and try again.';

type SecurityHeaderSettings = {
  publicUrl: string;
  production: boolean;
  /** The hashes of the pages' inline scripts, as script-src sources. */
  inlineScripts: string[];
};

/**
 * The policy of every page and answer: our own scripts, styles, images and API only, framed by
 * nobody. One policy for every answer, not only HTML: a JSON or error answer opened as a page
 * then runs nothing either.
 */
const portalDirectives = ({ publicUrl, production, inlineScripts }: SecurityHeaderSettings) => ({
  defaultSrc: ["'self'"],
  // Our files, and the pages' inline scripts by their hashes only (server/web-app/inline-scripts.ts):
  // no 'unsafe-inline', so a script injected into a page does not run.
  scriptSrc: ["'self'", ...inlineScripts],
  scriptSrcAttr: ["'none'"],
  // Mantine writes its theme's CSS variables into a <style> element at run time and sets
  // style="--button-bg: ..." attributes on its components. A nonce cannot cover attributes,
  // and the shell is one static, cached index.html, so inline styles stay allowed. Styles
  // cannot run code; scripts, which can, get no such allowance.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  // 'self' covers ws:/wss: to our own host in current browsers; older Safari wants it named.
  connectSrc: ["'self'", webSocketOrigin(publicUrl)],
  // The card fields' iframe (/payments/sandbox/hosted-fields) is ours; the maps are not.
  frameSrc: ["'self'", MAP_EMBED_ORIGIN],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Over plain http (development, tests) an upgrade would break every asset.
  ...(production ? { upgradeInsecureRequests: [] } : {}),
});

/**
 * Chrome shows a PDF inside a page of its own, with an <embed> and inline styles, under the
 * PDF's policy: `object-src 'none'` or `default-src` leaves a blank tab (crbug.com/271452).
 * A PDF runs none of our code, so its policy only keeps it out of other sites' frames.
 */
const PDF_POLICY = "frame-ancestors 'none'";

// Left to inference: @fastify/helmet types its options from helmet's CommonJS declarations and
// this module imports helmet's ES ones, two declarations TypeScript holds unrelated.
function helmetOptions(settings: SecurityHeaderSettings) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: portalDirectives(settings),
    },
    // For browsers that predate frame-ancestors; the payment fields' page says SAMEORIGIN.
    frameguard: { action: 'deny' as const },
    // Not no-referrer: with it, browsers send `Origin: null` on our own pages' POSTs, which the
    // same-origin check must refuse. This one still gives other sites our origin only, never
    // a path or query (a password reset link's token), and nothing at all over plain http.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // Production serves https; elsewhere (http://localhost) a pinned https would lock the developer out.
    hsts: settings.production ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
  };
}

/**
 * Security headers on every answer (pages, assets, API answers, errors, 404s): the content
 * security policy above, nosniff, a strict referrer policy, no framing, and HSTS in production.
 * Registered before every other hook, so that answers refused early carry them too.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  settings: SecurityHeaderSettings,
): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions(settings));
  app.addHook('onSend', async (_request, reply) => {
    if (String(reply.getHeader('content-type')).startsWith('application/pdf')) {
      reply.header('content-security-policy', PDF_POLICY);
    }
  });
}

/** The WebSocket origin of the portal's address: ws://host for http, wss://host for https. */
function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * Fastify refuses a path it cannot route (a bad percent-encoding, a parameter over its length
 * limit) before any hook runs, with an answer that has none of our headers and quotes the
 * path back. This answers such a path like any other bad request: our headers, our error
 * shape (problem details on /api), and a message that repeats nothing of what was sent.
 */
export function answerUnroutablePath(settings: SecurityHeaderSettings) {
  const setHeaders = helmet(helmetOptions(settings));
  return (_error: Error, request: FastifyRequest, reply: FastifyReply) => {
    setHeaders(request.raw, reply.raw, () => {
      answerFailure(request, reply, { status: 400, message: UNROUTABLE_PATH_MESSAGE });
    });
  };
}
