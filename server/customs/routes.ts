import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CustomsMessages } from '#domain/customs/customs-messages.ts';
import {
  HsCodeSearchQuerySchema,
  HsCodeSearchResponseSchema,
  type HsCodeSearchResponse,
} from '#domain/customs/hs-code-search.ts';
import { problemOf, sendProblem } from '../http/problem-details.ts';
import type { HsNomenclature } from './nomenclature.ts';
import { searchHsCodes } from './search.ts';

/** Per-IP ceiling: a type-ahead asks as people type, item after item; not enough to copy the table. */
export const HS_CODE_SEARCH_RATE_LIMIT = { max: 240, timeWindow: '1 minute' };

/**
 * A search's answer, or 503 problem details when this server has no nomenclature (decision 031):
 * the web form and the API client then tell the user to take the code from their tariff.
 */
export function answerHsCodeSearch(
  nomenclature: HsNomenclature | null,
  query: string,
  reply: FastifyReply,
): HsCodeSearchResponse | FastifyReply {
  if (!nomenclature) {
    return sendProblem(reply, problemOf(503, CustomsMessages.hsCodeSearchUnavailable));
  }
  return searchHsCodes(nomenclature, query);
}

/**
 * GET /web/customs/hs-codes?q=: the customs form's HS code picker. Public, because guests fill
 * the shipping page's declaration too; rate limited per IP.
 */
export function registerCustomsRoutes(
  app: FastifyInstance,
  { hsNomenclature }: { hsNomenclature: HsNomenclature | null },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/web/customs/hs-codes',
    {
      schema: {
        querystring: HsCodeSearchQuerySchema,
        response: { 200: HsCodeSearchResponseSchema },
      },
      config: { rateLimit: HS_CODE_SEARCH_RATE_LIMIT },
    },
    async (request, reply) => answerHsCodeSearch(hsNomenclature, request.query.q, reply),
  );
}
