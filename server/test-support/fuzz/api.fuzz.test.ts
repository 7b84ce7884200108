import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ADDRESSES } from '#domain/test-support/sample-addresses.ts';
import { earliestPickupDate, pickupTimeChoices } from '#domain/pickups/pickup-rules.ts';
import { buildApp } from '../../app.ts';
import { makeStaff } from '../../auth/index.ts';
import { insertSession } from '../../auth/queries.ts';
import { SESSION_COOKIE } from '../../auth/sessions.ts';
import { registerAccount, withSession } from '../auth.ts';
import { loadConfig, type AppConfig } from '../../config.ts';
import { injectFromOurPages } from '../inject-from-our-pages.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { createSecretToken, hashSecretToken } from '../../crypto/secret-tokens.ts';
import { eq } from 'drizzle-orm';
import { bulkEntry } from '../bulk.ts';
import { createOutboxMailer } from '../../providers/mail/outbox-mailer.ts';
import { orderBody, shipper, type Cookies } from '../shipments.ts';
import { openTestDatabase } from '../test-database.ts';
import {
  asText,
  bodyParts,
  RUNS,
  SEED,
  encode,
  examplesFrom,
  payloadOf,
  queryString,
  type BodyEncoding,
} from './request-parts.ts';
import { arbitraryOf, junk, type Examples } from './schema-arbitrary.ts';
import { HS_NOMENCLATURE_SAMPLE } from '../customs-products.ts';

/**
 * Property-based fuzzing of every route from its own zod schemas: requests well-formed, nearly
 * so and not at all, as a guest, a customer and staff. None may answer 5xx, and an answer whose
 * status the route declares a schema for must match it. CI sends 10,000 requests in its API tests
 * against PostgreSQL (a local run, and CI's PGlite run, 1,000, to keep `npm test` quick); set
 * FUZZ_RUNS for more or fewer, and FUZZ_SEED (printed with every run) to replay one.
 */

type Identity = 'nobody' | 'guest' | 'customer' | 'staff';
type FuzzRoute = { method: string; url: string; schema: NonNullable<RouteOptions['schema']> };
type FuzzRequest = {
  route: FuzzRoute;
  as: Identity;
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  encoding: BodyEncoding;
  remoteAddress: string;
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const asZod = (schema: unknown) => (schema instanceof z.ZodType ? schema : undefined);

function urlOf(request: FuzzRequest): string {
  const path = request.route.url.replace(/:(\w+)/g, (_, name: string) =>
    encode(request.params[name] ?? ''),
  );
  return path + queryString(request.query);
}

/** A request to one route, its parts drawn from the route's schemas. */
function requestsTo(route: FuzzRoute, examples: Examples): fc.Arbitrary<FuzzRequest> {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const paramsSchema = asZod(route.schema.params);
  const params = paramsSchema
    ? arbitraryOf(paramsSchema, examples)
    : fc.record(
        Object.fromEntries(paramNames.map((name) => [name, arbitraryOf(z.string(), examples)])),
      );
  const querySchema = asZod(route.schema.querystring);
  const bodySchema = asZod(route.schema.body);
  const hasBody = BODY_METHODS.has(route.method);
  return fc.record({
    route: fc.constant(route),
    as: fc.constantFrom<Identity>('nobody', 'guest', 'customer', 'customer', 'staff'),
    params: params.map((values) =>
      Object.fromEntries(
        paramNames.map((name) => [
          name,
          asText(
            typeof values === 'object' && values !== null
              ? (values as Record<string, unknown>)[name]
              : values,
          ),
        ]),
      ),
    ),
    query: querySchema ? arbitraryOf(querySchema, examples) : fc.option(junk, { nil: undefined }),
    ...bodyParts(hasBody, bodySchema && arbitraryOf(bodySchema, examples)),
    remoteAddress: fc.integer({ min: 1, max: 254 }).map((host) => `198.51.100.${host}`),
  });
}

/** The schema the route declares for this answer's status, if any. */
function responseSchemaOf(route: FuzzRoute, status: number): z.ZodType | undefined {
  const schemas = (route.schema.response ?? {}) as Record<string, unknown>;
  return asZod(schemas[status] ?? schemas[`${Math.floor(status / 100)}xx`] ?? schemas.default);
}

/** What is wrong with an answer, or null when nothing is. */
function problemOf(route: FuzzRoute, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `${response.statusCode}: ${response.body.slice(0, 300)}`;
  const schema = responseSchemaOf(route, response.statusCode);
  if (!schema) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${response.statusCode} is not JSON: ${response.body.slice(0, 300)}`;
  }
  const parsed = schema.safeParse(body);
  return parsed.success
    ? null
    : `${response.statusCode} does not match its schema: ${parsed.error.issues[0]?.message}`;
}

describe('every route, fuzzed from its schemas', () => {
  const routes: FuzzRoute[] = [];
  const cookies: Record<Identity, Cookies> = { nobody: {}, guest: {}, customer: {}, staff: {} };
  let database: DatabaseHandle;
  let config: AppConfig;
  let app: FastifyInstance;
  let examples: Examples;

  /**
   * A second session of the account `signedIn` belongs to, written as a sign-in writes it: many
   * sign-ins in a run would meet the sign-in and registration limits instead of the route.
   */
  async function anotherSessionOf(signedIn: Cookies): Promise<Cookies> {
    const [session] = await database.db
      .select({ accountId: sessions.accountId })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSecretToken(signedIn[SESSION_COOKIE]!)));
    const token = createSecretToken();
    await insertSession(database.db, {
      tokenHash: hashSecretToken(token),
      accountId: session!.accountId,
      at: new Date(),
      userAgent: 'fuzz',
    });
    return withSession(token);
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    // With the HS sample table, so the HS code search answers rather than its 503 without one.
    config = loadConfig({
      WEB_DIST_DIR: '/nonexistent-web-build',
      HS_NOMENCLATURE_FILE: HS_NOMENCLATURE_SAMPLE,
    });
    app = await buildApp({
      config,
      database,
      mailer: createOutboxMailer(database.db),
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        // HEAD routes repeat their GET; the WebSocket feed is not answered over HTTP.
        if ('websocket' in route && route.websocket) return;
        for (const method of methods.filter((m) => m !== 'HEAD'))
          routes.push({ method, url: route.url, schema: route.schema ?? {} });
      },
    });
    injectFromOurPages(app, config.publicUrl);
    await app.ready();

    const customer = await registerAccount(app);
    cookies.customer = withSession(customer.token);
    const staff = await registerAccount(app);
    await makeStaff(
      { db: database.db, config, now: () => new Date() },
      staff.email,
      async () => null,
    );
    cookies.staff = withSession(staff.token);

    const customerShips = shipper(app, cookies.customer);
    const paid = await customerShips.newBatch();
    const guestShips = shipper(app);
    const guestBatch = await guestShips.newBatch();
    cookies.guest = guestShips.cookies;
    const address = await app.inject({
      method: 'POST',
      url: '/web/user/addressbook/insert',
      payload: SAMPLE_ADDRESSES.royalCentre,
      cookies: cookies.customer,
    });
    await app.inject({
      method: 'POST',
      url: '/web/batch/create/FUZZ-1',
      cookies: cookies.customer,
    });
    const upload = await app.inject({
      method: 'POST',
      url: '/web/order/create/batch',
      payload: { batchId: 'FUZZ-1', orderList: [bulkEntry()] },
      cookies: cookies.customer,
    });

    // Tomorrow has the whole day's slots, whatever the time of the run.
    const pickupDay = earliestPickupDate(new Date(Date.now() + 24 * 60 * 60_000));
    const pickupTimes = pickupTimeChoices(pickupDay, new Date());
    const trackingNumbers = [paid.trackingNumber, guestBatch.trackingNumber];
    const batchIds = [paid.batchId, guestBatch.batchId];
    // Real values by field name; passwords are left out, so that no fuzzed call changes one.
    examples = {
      ...examplesFrom(orderBody(), SAMPLE_ADDRESSES.royalCentre),
      trackingNumber: trackingNumbers,
      trackingNumbers: [trackingNumbers, [paid.trackingNumber]],
      shippingBatchId: batchIds,
      batchId: [...batchIds, 'FUZZ-1'],
      addressId: [address.json<{ addressId: string }>().addressId],
      addressIds: [[address.json<{ addressId: string }>().addressId]],
      uploadId: [upload.json<{ data: { uploadId: string } }>().data.uploadId],
      rowNumber: ['1', 1],
      // Another account's: fuzzed sign-ins lock it out, and the customer must still sign in.
      email: [(await registerAccount(app)).email],
      originPostalCode: ['V6B 1A1', '10118'],
      destinationPostalCode: ['M5V 2T6', '90210'],
      requestedDate: [pickupDay],
      earliestTime: pickupTimes.earliest,
      latestTime: pickupTimes.latest,
      mode: ['sandbox'],
      provider: ['sandbox'],
    };
    // Three accounts, two shipments and an upload, on a machine the other test files share.
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it(
    `answers ${RUNS} generated requests without a 5xx, each answer matching its schema`,
    async () => {
      expect(routes.length).toBeGreaterThan(40);
      const requests = fc.oneof(...routes.map((route) => requestsTo(route, examples)));
      const failures = new Map<string, string>();
      const statuses = new Map<string, number>();
      const started = Date.now();
      const origin = new URL(config.publicUrl);
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const { payload, contentType } = payloadOf(request.body, request.encoding);
          // A sign-out ends the session it is sent with: it gets another session of the same
          // account, so that the rest of the run stays signed in.
          const signsOut =
            request.route.url === '/web/auth/logout' &&
            (request.as === 'customer' || request.as === 'staff');
          const sessionCookies = signsOut
            ? await anotherSessionOf(cookies[request.as])
            : cookies[request.as];
          const response = await app.inject({
            method: request.route.method as 'GET',
            url: urlOf(request),
            headers: {
              origin: origin.origin,
              host: origin.host,
              ...(contentType ? { 'content-type': contentType } : {}),
            },
            payload,
            cookies: sessionCookies,
            remoteAddress: request.remoteAddress,
          });
          const answered = `${Math.floor(response.statusCode / 100)}xx`;
          statuses.set(answered, (statuses.get(answered) ?? 0) + 1);
          const problem = problemOf(request.route, response);
          const where = `${request.route.method} ${request.route.url}`;
          if (problem && !failures.has(where)) {
            failures.set(
              where,
              `${problem}\n  as ${request.as}: ${urlOf(request).slice(0, 300)} ${(payload ?? '').slice(0, 500)}`,
            );
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
      const answers = [...statuses].sort().map(([status, count]) => `${count} ${status}`);
      console.info(
        `Fuzzed ${RUNS} requests over ${routes.length} routes in ${Date.now() - started} ms (seed ${SEED}): ${answers.join(', ')}.`,
      );
      expect(
        [...failures].map(([where, problem]) => `${where}\n  ${problem}`),
        `Replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`,
      ).toEqual([]);
    },
    30 * 60_000,
  );
});
