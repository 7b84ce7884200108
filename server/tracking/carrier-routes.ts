import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CARRIER_SIGNATURE_HEADER,
  CARRIER_TIMESTAMP_HEADER,
  CarrierEventsRequestSchema,
  CarrierEventsResultSchema,
  CarrierManifestSchema,
  type CarrierEventsRequest,
  type CarrierEventsResult,
} from '#domain/tracking/carrier-schemas.ts';
import { TRACKING_DESCRIPTIONS } from '#domain/tracking/tracking-events.ts';
import { normalizeTrackingNumber } from '#domain/tracking/tracking-number.ts';
import type { Database } from '../db/client.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import {
  CARRIER_SIGNATURE_TOLERANCE_SECONDS,
  carrierSignatureProblem,
} from './carrier-signature.ts';
import { findCarrierManifest, findPaidOrderIds } from './queries.ts';
import {
  recordTrackingEvents,
  type NewTrackingEvent,
  type TrackingNotices,
} from './record-events.ts';
import type { EventScope, WebhookEvents } from '../webhook-events.ts';

export type CarrierRouteDependencies = {
  db: Database;
  /** Shared with partner carriers; they sign every call with it. */
  secret: string;
  publicUrl: string;
  now: () => Date;
  webhooks: WebhookEvents;
};

export const CARRIER_EVENTS_PATH = '/web/carrier/events';
export const CARRIER_MANIFEST_PATH = '/web/carrier/manifest';

/** 100 events of a few hundred bytes each, with room to spare; the app's 1 MB is for uploads. */
const CARRIER_BODY_LIMIT = 128 * 1024;

// Carrier event ids live in their own namespace, so no carrier can collide with our own ids.
const storedEventId = (eventId: string) => `carrier:${eventId}`;

/**
 * The partner-carrier calls (README, Partner carriers), both signed with the shared secret:
 * POST /web/carrier/events applies scans, GET /web/carrier/manifest lists the parcels to move.
 * They live in their own scope, whose JSON body stays the raw text the signature covers.
 */
export async function registerCarrierRoutes(
  app: FastifyInstance,
  dependencies: CarrierRouteDependencies,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: CARRIER_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    registerScopedRoutes(scope, dependencies);
  });
}

function registerScopedRoutes(scope: FastifyInstance, dependencies: CarrierRouteDependencies) {
  const { db, publicUrl, webhooks } = dependencies;
  const routes = scope.withTypeProvider<ZodTypeProvider>();

  routes.post(
    CARRIER_EVENTS_PATH,
    { schema: { response: { 200: CarrierEventsResultSchema } } },
    async (request) => {
      const rawBody = requireSignature(request, dependencies);
      const { events } = parseEvents(rawBody, dependencies.now());
      return db.transaction((tx) => applyEvents(tx, events, { publicUrl, webhooks }));
    },
  );

  routes.get(
    CARRIER_MANIFEST_PATH,
    { schema: { response: { 200: CarrierManifestSchema } } },
    async (request, reply) => {
      requireSignature(request, dependencies);
      return reply.header('Cache-Control', 'no-store').send(await findCarrierManifest(db));
    },
  );
}

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The raw body once the call is signed with the secret and fresh; a 401 saying why otherwise. */
function requireSignature(
  request: FastifyRequest,
  { secret, now }: Pick<CarrierRouteDependencies, 'secret' | 'now'>,
): string {
  const rawBody = typeof request.body === 'string' ? request.body : '';
  const problem = carrierSignatureProblem(
    secret,
    {
      timestamp: headerOf(request, CARRIER_TIMESTAMP_HEADER),
      signature: headerOf(request, CARRIER_SIGNATURE_HEADER),
      rawBody,
    },
    now(),
  );
  if (problem) throw unauthorized(problem);
  return rawBody;
}

/** The signed body as events, or a 400 naming the first problem. Parsed only once signed. */
function parseEvents(rawBody: string, now: Date): CarrierEventsRequest {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw badRequest('The body is not valid JSON: send {"events": [...]}.');
  }
  const parsed = CarrierEventsRequestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const index = issue.path[1];
    const where = typeof index === 'number' ? ` (event ${index + 1} of the call)` : '';
    throw badRequest(`${issue.message}${where}`);
  }
  // An event from the future would hold the parcel's status until then, whatever comes next.
  const latest = now.getTime() + CARRIER_SIGNATURE_TOLERANCE_SECONDS * 1000;
  const future = parsed.data.events.find((event) => Date.parse(event.occurredAt) > latest);
  if (future) {
    throw badRequest(`occurredAt of event ${future.eventId} is in the future.`);
  }
  return parsed.data;
}

/** Applies the events of paid parcels once each; events for any other number are reported back. */
async function applyEvents(
  tx: EventScope,
  events: CarrierEventsRequest['events'],
  notices: TrackingNotices,
): Promise<CarrierEventsResult> {
  const trackingNumbers = events.map((event) => normalizeTrackingNumber(event.trackingNumber));
  const orderIds = await findPaidOrderIds(tx, [...new Set(trackingNumbers)]);
  const known: NewTrackingEvent[] = [];
  const unknown: CarrierEventsResult['unknown'] = [];
  events.forEach((event, index) => {
    const trackingNumber = trackingNumbers[index]!;
    const orderId = orderIds.get(trackingNumber);
    if (!orderId) {
      unknown.push({ eventId: event.eventId, trackingNumber: event.trackingNumber });
      return;
    }
    known.push({
      orderId,
      status: event.status,
      description: event.description ?? TRACKING_DESCRIPTIONS[event.status],
      location: event.location,
      source: 'CARRIER',
      occurredAt: new Date(event.occurredAt),
      eventId: storedEventId(event.eventId),
    });
  });
  const { stored } = await recordTrackingEvents(tx, known, notices);
  return { applied: stored, duplicates: known.length - stored, unknown };
}
