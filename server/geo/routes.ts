import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GeocodeRequestSchema,
  GeocodeResponseSchema,
  GeoSuggestQuerySchema,
  GeoSuggestResponseSchema,
} from '#domain/geo/schemas.ts';
import { listAddresses } from '../address-book/index.ts';
import type { Sessions } from '../auth/index.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { GeoServiceError, type GeoProvider } from '../providers/geo/geo-provider.ts';
import { knownAddressSuggestions, sameAddressKey } from './known-address-suggestions.ts';
import { listRecentRecipients } from './queries.ts';

export type GeoRouteDependencies = {
  geo: GeoProvider;
  db: Database;
  sessions: Pick<Sessions, 'currentUser'>;
};

/** The most suggestions one answer holds: the user's own addresses, then the provider's. */
export const MAX_SUGGESTIONS = 8;

/** Per-IP ceiling: enough for a person typing in several address forms, not for harvesting the geocoder. */
export const GEO_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

const SERVICE_UNAVAILABLE =
  'Address lookup is not available right now. Please try again in a moment.';

/** The service's answer, or `fallback`'s when it fails (`unavailable` answers 502); the log keeps what failed (never a key). */
async function askGeoServiceOr<Answer>(
  request: FastifyRequest,
  ask: () => Promise<Answer>,
  fallback: () => Answer,
): Promise<Answer> {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof GeoServiceError)) throw error;
    request.log.warn({ reason: error.message }, 'address service failed');
    return fallback();
  }
}

/** The fallback of a call with nothing else to offer: 502, the service is not available. */
const unavailable = (): never => {
  throw new HttpError(502, SERVICE_UNAVAILABLE);
};

/** The user's address book and past recipients matching the text (known-address-suggestions.ts). */
async function suggestKnownAddresses(db: Database, userId: string, text: string) {
  const [addressBook, recentRecipients] = await Promise.all([
    listAddresses(db, userId),
    listRecentRecipients(db, userId),
  ]);
  return knownAddressSuggestions(text, { addressBook, recentRecipients });
}

/**
 * Address suggestions and geocoding for every address form (spec section 5), Canada and the US
 * only. Public, because guests fill the shipping page's addresses too; rate limited per IP.
 */
export function registerGeoRoutes(
  app: FastifyInstance,
  { geo, db, sessions }: GeoRouteDependencies,
): void {
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
      const user = await sessions.currentUser(request);
      const known = user ? await suggestKnownAddresses(db, user.userId, text) : [];
      // The user's own addresses still answer when the provider cannot.
      const found = await askGeoServiceOr(
        request,
        () => geo.suggest(text),
        () => (known.length > 0 ? [] : unavailable()),
      );
      // One address offered twice (saved, and found by the provider) is shown once.
      const offered = new Set(known.map(sameAddressKey));
      const fresh = found.filter((suggestion) => !offered.has(sameAddressKey(suggestion)));
      const suggestions = [...known, ...fresh].slice(0, MAX_SUGGESTIONS);
      return { suggestions, attribution: fresh.length > 0 ? geo.attribution : undefined };
    },
  );

  routes.post(
    '/web/geo/geocode',
    { schema: { body: GeocodeRequestSchema, response: { 200: GeocodeResponseSchema } }, config },
    (request) => askGeoServiceOr(request, () => geo.geocode(request.body.address), unavailable),
  );
}
