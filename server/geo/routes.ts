import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GeocodeRequestSchema,
  GeocodeResponseSchema,
  GeoSuggestQuerySchema,
  GeoSuggestResponseSchema,
} from '#domain/geo/schemas.ts';
import { HttpError } from '../http/errors.ts';
import { GeoServiceError, type GeoProvider } from '../providers/geo/geo-provider.ts';

export type GeoRouteDependencies = { geo: GeoProvider };

/** Per-IP ceiling: enough for a person typing in several address forms, not for harvesting the geocoder. */
export const GEO_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

const SERVICE_UNAVAILABLE =
  'Address lookup is not available right now. Please try again in a moment.';

/** Answers 502 when the address service fails; the log keeps what failed (never a key). */
async function askGeoService<Answer>(request: FastifyRequest, ask: () => Promise<Answer>) {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof GeoServiceError)) throw error;
    request.log.warn({ reason: error.message }, 'address service failed');
    throw new HttpError(502, SERVICE_UNAVAILABLE);
  }
}

/**
 * Address suggestions and geocoding for every address form (spec section 5), Canada and the US
 * only. Public, because guests fill the shipping page's addresses too; rate limited per IP.
 */
export function registerGeoRoutes(app: FastifyInstance, { geo }: GeoRouteDependencies): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: GEO_RATE_LIMIT };

  routes.get(
    '/web/geo/suggest',
    {
      schema: { querystring: GeoSuggestQuerySchema, response: { 200: GeoSuggestResponseSchema } },
      config,
    },
    async (request) => {
      const text = request.query.q.trim();
      if (!text) return { suggestions: [] };
      return { suggestions: await askGeoService(request, () => geo.suggest(text)) };
    },
  );

  routes.post(
    '/web/geo/geocode',
    { schema: { body: GeocodeRequestSchema, response: { 200: GeocodeResponseSchema } }, config },
    (request) => askGeoService(request, () => geo.geocode(request.body.address)),
  );
}
