import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CardNonceSchema, SavedCardTokenizeRequestSchema } from '#domain/checkout/schemas.ts';
import { badRequestFields, notFound, unauthorized } from '../../../http/errors.ts';
import { checkCard } from './card-checks.ts';
import { verifyClientToken } from './client-tokens.ts';
import { hostedFieldsPage } from './hosted-fields-page.ts';
import type { SandboxPaymentProvider } from './sandbox-provider.ts';

export type SandboxPaymentRouteDependencies = {
  provider: SandboxPaymentProvider;
  /** The portal's origin: the only page the hosted fields hand a nonce to. */
  publicUrl: string;
  now: () => Date;
};

const EXPIRED_FORM_MESSAGE = 'The payment form has expired. Please reload the page.';
// Card testing (trying many numbers) meets this limit long before it learns anything.
const TOKENIZE_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * The card fields' page runs its one script and style by nonce, talks only to the tokenize
 * call, and may be framed by the portal's own pages and nobody else's.
 */
const HOSTED_FIELDS_HEADERS = {
  enableCSPNonces: true,
  frameguard: { action: 'sameorigin' },
  contentSecurityPolicy: {
    useDefaults: false,
    // The nonces are added to script-src and style-src for each answer.
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: [],
      styleSrc: [],
      connectSrc: ["'self'"],
      formAction: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'self'"],
    },
  },
} as const;

const TokenizeRequestSchema = z.union([
  SavedCardTokenizeRequestSchema,
  // Past these lengths nothing is a card; the messages are those of checkCard for each field.
  z.object({
    clientToken: z.string(),
    number: z.string().max(40, 'Please enter a valid card number.'),
    expiry: z.string().max(10, 'Please enter the expiry date as MM/YY.'),
    cvv: z.string().max(10, 'Please enter the 3 or 4-digit security code.'),
  }),
]);

/**
 * The sandbox vendor's own endpoints: its hosted card fields and its tokenize call. Card numbers
 * reach only /payments/sandbox/tokenize: never our payment API, and never a log (request logs
 * name the path only).
 */
export function registerSandboxPaymentRoutes(
  app: FastifyInstance,
  { provider, publicUrl, now }: SandboxPaymentRouteDependencies,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/payments/sandbox/hosted-fields',
    {
      schema: { querystring: z.object({ clientToken: z.string() }) },
      helmet: HOSTED_FIELDS_HEADERS,
    },
    async (request, reply) => {
      const { clientToken } = request.query;
      if (!verifyClientToken(provider.secret, clientToken, now())) {
        throw unauthorized(EXPIRED_FORM_MESSAGE);
      }
      const parentOrigin = new URL(publicUrl).origin;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(hostedFieldsPage({ clientToken, parentOrigin, nonces: reply.cspNonce }));
    },
  );

  routes.post(
    '/payments/sandbox/tokenize',
    {
      config: TOKENIZE_RATE_LIMIT,
      schema: { body: TokenizeRequestSchema, response: { 200: CardNonceSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const claims = verifyClientToken(provider.secret, request.body.clientToken, now());
      if (!claims) throw unauthorized(EXPIRED_FORM_MESSAGE);

      if ('savedCardToken' in request.body) {
        const { savedCardToken } = request.body;
        const saved =
          claims.customerId &&
          (await provider.tokenizeSavedCard(claims.customerId, savedCardToken));
        if (!saved) throw notFound('This saved card was not found.');
        return saved;
      }

      const check = checkCard(request.body, now());
      if (!check.ok) throw badRequestFields(check.problems);
      const nonce = await provider.tokenizeCard(check.card);
      return { nonce, brand: check.card.brand, last4: check.card.last4 };
    },
  );
}
