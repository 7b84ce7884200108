import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HsCodeSearchQuerySchema,
  HsCodeSearchResponseSchema,
  MAX_HS_CODE_MATCHES,
} from '#domain/customs/hs-code-search.ts';
import { answerHsCodeSearch } from '../customs/index.ts';
import { problemResponses } from './problem-responses.ts';
import type { RouteContext } from './route-context.ts';

/** GET /api/v1/hs-codes: the website's HS code search, for any key. */
export function registerHsCodeRoutes(
  api: FastifyInstance,
  { guard, hsNomenclature }: RouteContext,
): void {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/hs-codes',
    {
      onRequest: guard.needs('READ_ONLY'),
      schema: {
        summary: 'Find Harmonized System subheadings by words or digits',
        description: `The HS 2022 subheadings (six digits) for a customs item's hsCode: words ("cotton t-shirt") find the subheadings whose text holds every word, best first; digits ("6109", "6109.10") those whose code starts with them. At most ${MAX_HS_CODE_MATCHES}. A server without the nomenclature answers 503: take the code from your tariff.`,
        tags: ['customs'],
        querystring: HsCodeSearchQuerySchema,
        response: {
          200: HsCodeSearchResponseSchema.describe('The matching subheadings, best first'),
          ...problemResponses(503),
        },
      },
    },
    async (request, reply) => answerHsCodeSearch(hsNomenclature, request.query.q, reply),
  );
}
