import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiExamples } from '#domain/public-api/examples.ts';
import { OPENAPI_PATH, PUBLIC_API_PREFIX } from '#domain/public-api/paths.ts';
import { accountWithKey, bearer, createKeyAs } from '../api-keys.ts';
import { waitForUpload } from '../bulk.ts';
import {
  billMonthly,
  callApi,
  operationsOf,
  undocumentedPartOf,
  type OpenApiDocument,
  type Operation,
} from '../public-api.ts';
import { orderBody } from '../shipments.ts';
import { useTestApp } from '../use-test-app.ts';
import { writeWebBuild } from '../web-build.ts';
import {
  asText,
  bodyParts,
  encode,
  examplesFrom,
  payloadOf,
  queryString,
  RUNS,
  SEED,
  type BodyEncoding,
} from './request-parts.ts';
import { arbitraryOfJsonSchema, junk, type Examples } from './schema-arbitrary.ts';

/**
 * The OpenAPI document taken at its word: each operation it lists is called with requests drawn
 * from the document's own schemas (its path, query and header parameters, its request body),
 * well-formed, nearly so and not at all, with a shipping key, a read-only key, the key of an
 * account that has no way to pay, and no key. Every answer must be one the document lists for
 * the operation: its status, its content type, and a body its schema allows. The web build is in
 * place, as in production, so that a path the API does not answer meets the site's pages.
 * FUZZ_RUNS and FUZZ_SEED as in api.fuzz.test.ts.
 */

const testApp = useTestApp({
  environment: {
    WEB_DIST_DIR: writeWebBuild(),
    // The key's allowance is key-rate-limit.test.ts's subject; here it would hide the routes.
    API_KEY_CALLS_PER_MINUTE: '100000',
    // Registered endpoints get nothing sent: the fuzzed addresses are no one's.
    WEBHOOK_WORKERS: '0',
  },
});

type Caller = 'shipping key' | 'read-only key' | 'key of an account that cannot pay' | 'no key';
type FuzzCall = {
  name: string;
  path: string;
  method: string;
  operation: Operation;
  caller: Caller;
  params: unknown;
  query: unknown;
  headers: unknown;
  body: unknown;
  encoding: BodyEncoding;
};

/** A header value a client can send at all: HTTP refuses control characters and anything past Latin-1. */
const isSendableHeaderValue = (text: string) => /^[\t\x20-\x7E\x80-\xFF]*$/.test(text);

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Calls of one operation, their parts drawn from the document's schemas. */
function callsOf(
  { name, path, method, operation }: ReturnType<typeof operationsOf>[number],
  examples: Examples,
): fc.Arbitrary<FuzzCall> {
  /** The operation's parameters in `place` as one object, the shape the document gives each. */
  const parametersIn = (place: string) => {
    const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === place);
    if (parameters.length === 0) return undefined;
    return arbitraryOfJsonSchema(
      {
        type: 'object',
        properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
        required: parameters.filter((p) => p.required).map((p) => p.name),
      },
      examples,
    );
  };
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  return fc.record({
    name: fc.constant(name),
    path: fc.constant(path),
    method: fc.constant(method.toUpperCase()),
    operation: fc.constant(operation),
    caller: fc.constantFrom<Caller>(
      'shipping key',
      'shipping key',
      'shipping key',
      'read-only key',
      'key of an account that cannot pay',
      'no key',
    ),
    params: parametersIn('path') ?? fc.constant({}),
    // A query the operation does not read is still parsed, and checked, by the server.
    query: parametersIn('query') ?? fc.option(junk, { nil: undefined }),
    headers: parametersIn('header') ?? fc.constant({}),
    ...bodyParts(method !== 'get', bodySchema && arbitraryOfJsonSchema(bodySchema, examples)),
  });
}

function urlOf(call: FuzzCall): string {
  const params = fieldsOf(call.params);
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(asText(params[name])));
  return path + queryString(call.query);
}

function headersOf(call: FuzzCall, key: string | null, contentType: string | undefined) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(fieldsOf(call.headers))) {
    const text = asText(value);
    if (isSendableHeaderValue(text)) headers[name] = text;
  }
  if (contentType) headers['content-type'] = contentType;
  return key ? { ...headers, ...bearer(key) } : headers;
}

describe('the OpenAPI document, fuzzed', () => {
  let document: OpenApiDocument;
  let examples: Examples;
  const keys: Record<Caller, string | null> = {
    'shipping key': null,
    'read-only key': null,
    'key of an account that cannot pay': null,
    'no key': null,
  };

  beforeAll(async () => {
    const { app, database, config, now } = testApp;
    document = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    const account = await accountWithKey(app, 'SHIPPING');
    await billMonthly(database.db, account.user.userId);
    const readOnly = await createKeyAs(app, account.token, { scope: 'READ_ONLY' });
    keys['shipping key'] = account.key;
    keys['read-only key'] = readOnly.json<{ key: string }>().key;
    keys['key of an account that cannot pay'] = (await accountWithKey(app, 'SHIPPING')).key;

    // What the account has, made through the API with the reference page's examples.
    const shown = apiExamples({ origin: config.publicUrl, now: now() });
    const made = async (name: string, body: unknown = shown[name]!.body) => {
      const [method, path] = name.split(' ');
      const response = await callApi(app, account.key, {
        method: method as 'POST',
        url: `${PUBLIC_API_PREFIX}${path}`,
        payload: body as object,
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json<Record<string, string>>();
    };
    const crossBorder = await made('POST /shipments');
    const domestic = await made('POST /shipments', orderBody());
    const { uploadId } = await made('POST /bulk-uploads');
    await waitForUpload(database.db, uploadId!);
    const { endpointId } = await made('POST /webhook-endpoints');

    const trackingNumbers = [crossBorder.trackingNumber!, domestic.trackingNumber!];
    examples = {
      ...examplesFrom(orderBody(), ...Object.values(shown).map((example) => example.body ?? {})),
      trackingNumber: trackingNumbers,
      trackingNumbers: [trackingNumbers, [domestic.trackingNumber!]],
      shippingBatchId: [crossBorder.shippingBatchId!, domestic.shippingBatchId!],
      uploadId: [uploadId!],
      endpointId: [endpointId!],
      q: ['maple syrup', '6109'],
      // A few keys, each soon used again, with the same request or another.
      'idempotency-key': ['fuzz-1', 'fuzz-2', 'fuzz-3'],
    };
  }, 180_000);

  it(
    `answers ${RUNS} generated calls only as the document says each operation answers`,
    async () => {
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThan(15);
      const calls = fc.oneof(...operations.map((operation) => callsOf(operation, examples)));
      const undocumented = new Map<string, string>();
      const statuses = new Map<number, number>();
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(calls, async (call) => {
          const { payload, contentType } = payloadOf(call.body, call.encoding);
          const response = await testApp.app.inject({
            method: call.method as 'GET',
            url: urlOf(call),
            headers: headersOf(call, keys[call.caller], contentType),
            payload,
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const problem = undocumentedPartOf(call.operation, response);
          const contentTypeAnswered = String(response.headers['content-type']).split(';')[0];
          const kind = `${call.name} answered ${response.statusCode} ${contentTypeAnswered}`;
          if (problem && !undocumented.has(kind)) {
            undocumented.set(
              kind,
              `${problem}\n  with the ${call.caller}: ${call.method} ${urlOf(call).slice(0, 200)} ${(payload ?? '').slice(0, 300)}`,
            );
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
      const answers = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${n} ${s}`);
      console.info(
        `Fuzzed ${RUNS} calls over ${operations.length} operations in ${Date.now() - started} ms (seed ${SEED}): ${answers.join(', ')}.`,
      );
      expect(
        [...undocumented].map(([kind, problem]) => `${kind}\n  ${problem}`).sort(),
        `Replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`,
      ).toEqual([]);
    },
    30 * 60_000,
  );
});
