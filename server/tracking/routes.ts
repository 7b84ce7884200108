import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TrackingMessages } from '#domain/tracking/messages.ts';
import {
  TrackingErrorSchema,
  TrackingInfoSchema,
  type TrackingInfo,
} from '#domain/tracking/schemas.ts';
import {
  isValidTrackingNumber,
  normalizeTrackingNumber,
} from '#domain/tracking/tracking-number.ts';
import type { Sessions } from '../auth/index.ts';
import type { Database } from '../db/client.ts';
import { createAnswerCache } from './answer-cache.ts';
import { findOwnedCustoms, findPublicTracking } from './queries.ts';

export type TrackingRouteDependencies = { db: Database; sessions: Pick<Sessions, 'currentUser'> };

/**
 * Per-client ceiling on public lookups: a person tracks a few parcels a minute; a script walking
 * the number space to find live shipments is held to the same pace.
 */
export const TRACKING_LOOKUP_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/**
 * How long a public answer may be served again from memory: short enough that a scan shows on
 * the page within a refresh or two, long enough that repeated lookups of a parcel mostly skip
 * the database (docs/benchmarks.md).
 */
const ANSWER_TTL_MS = 2000;

const TrackingParamsSchema = z.object({ trackingNumber: z.string() });

/**
 * GET /web/tracking/{trackingNumber} (spec section 7): public, city-level places only; the
 * parcel's customs declaration is added for its signed-in owner alone (decision 030).
 */
export function registerTrackingRoutes(
  app: FastifyInstance,
  { db, sessions }: TrackingRouteDependencies,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const answers = createAnswerCache<TrackingInfo>({ ttlMs: ANSWER_TTL_MS, maxEntries: 10_000 });

  routes.get(
    '/web/tracking/:trackingNumber',
    {
      schema: {
        params: TrackingParamsSchema,
        response: { 200: TrackingInfoSchema, 404: TrackingErrorSchema },
      },
      config: { rateLimit: TRACKING_LOOKUP_LIMIT },
      // The answer is built field by field from a query that selects public fields only, so it
      // is written out as it is: checking it against the schema again was a tenth of a lookup.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const trackingNumber = normalizeTrackingNumber(request.params.trackingNumber);
      // A number that cannot exist is answered like an unknown one, without a lookup.
      const tracking = isValidTrackingNumber(trackingNumber)
        ? await answers.getOrLoad(trackingNumber, () => findPublicTracking(db, trackingNumber))
        : null;
      if (!tracking) {
        return reply.status(404).send({ errorMessage: TrackingMessages.unknownNumber });
      }
      // The cached answer is everyone's: the owner's declaration goes on a copy of it.
      const viewer = await sessions.currentUser(request);
      const customs = viewer && (await findOwnedCustoms(db, viewer.userId, trackingNumber));
      return reply
        .header('Cache-Control', 'no-store')
        .send(customs ? { ...tracking, customs } : tracking);
    },
  );
}
