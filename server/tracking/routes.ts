import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TrackingMessages } from '#domain/tracking/messages.ts';
import { TrackingErrorSchema, TrackingInfoSchema } from '#domain/tracking/schemas.ts';
import {
  isValidTrackingNumber,
  normalizeTrackingNumber,
} from '#domain/tracking/tracking-number.ts';
import type { Database } from '../db/client.ts';
import { findPublicTracking } from './queries.ts';

export type TrackingRouteDependencies = { db: Database };

/**
 * Per-client ceiling on public lookups: a person tracks a few parcels a minute; a script walking
 * the number space to find live shipments is held to the same pace.
 */
export const TRACKING_LOOKUP_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

const TrackingParamsSchema = z.object({ trackingNumber: z.string() });

/** GET /web/tracking/{trackingNumber} (spec section 7): public, city-level places only. */
export function registerTrackingRoutes(app: FastifyInstance, { db }: TrackingRouteDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/web/tracking/:trackingNumber',
    {
      schema: {
        params: TrackingParamsSchema,
        response: { 200: TrackingInfoSchema, 404: TrackingErrorSchema },
      },
      config: { rateLimit: TRACKING_LOOKUP_LIMIT },
    },
    async (request, reply) => {
      const trackingNumber = normalizeTrackingNumber(request.params.trackingNumber);
      // A number that cannot exist is answered like an unknown one, without a lookup.
      const tracking = isValidTrackingNumber(trackingNumber)
        ? await findPublicTracking(db, trackingNumber)
        : null;
      if (!tracking) {
        return reply.status(404).send({ errorMessage: TrackingMessages.unknownNumber });
      }
      return reply.header('Cache-Control', 'no-store').send(tracking);
    },
  );
}
