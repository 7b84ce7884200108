import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE } from '#domain/api/problem.ts';
import { pickupDates } from '#domain/pickups/pickup-rules.ts';
import { API_EXAMPLES, exampleUrl, Samples, type ApiExample } from '#domain/public-api/examples.ts';
import { OPENAPI_PATH, PUBLIC_API_PREFIX } from '#domain/public-api/paths.ts';
import { PROBLEM_EXAMPLE, PROBLEM_POSTAL_CODE } from '#domain/public-api/problem-example.ts';
import { accountWithKey } from '../api-keys/test-helpers.ts';
import { waitForUpload } from '../bulk/test-helpers.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { QUICK_RETRIES } from '../webhooks/test-helpers.ts';
import { billMonthly, callApi } from './test-helpers.ts';

/**
 * Every operation of the OpenAPI document, called as the reference page's example shows it, must
 * answer what the document says it answers: the example's status, with a body its schema allows.
 * A route without an example fails here, as does an example the server no longer takes.
 */

type MediaTypes = Record<string, { schema: object }>;
type Operation = { responses: Record<string, { content?: MediaTypes }> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

// The webhook example's host resolves to a public address here, as a shop's would; with no
// webhook workers nothing is ever sent to it.
const testApp = useTestApp({
  environment: { WEBHOOK_WORKERS: '0' },
  webhookDelivery: {
    ...QUICK_RETRIES,
    send: { ...QUICK_RETRIES.send, resolveHost: async () => [{ address: '8.8.8.8', family: 4 }] },
  },
});
const ajv = addFormats.default(new Ajv2020({ strict: false, allErrors: true }));

let document: OpenApiDocument;
let key: string;
/** What stands in each example for its samples: things the account made, a day to come. */
let real: Record<string, string>;

const operationsOf = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path.slice(PUBLIC_API_PREFIX.length)}`,
      operation,
    })),
  );

/** The example with the account's own tracking number (and so on) for its samples. */
function withRealValues(example: ApiExample): ApiExample {
  let text = JSON.stringify(example);
  for (const [name, sample] of Object.entries(Samples)) text = text.replaceAll(sample, real[name]!);
  return JSON.parse(text) as ApiExample;
}

const callExample = (
  sample: ApiExample,
  withKey: string | null,
  headers: Record<string, string> = {},
) => {
  const example = withRealValues(sample);
  const options = {
    method: example.method,
    url: exampleUrl(example),
    headers: { ...example.headers, ...headers },
    ...(example.body === undefined ? {} : { payload: example.body as object }),
  };
  return withKey === null ? testApp.app.inject(options) : callApi(testApp.app, withKey, options);
};

/** Checks the answer against the document's entry for its status and content type. */
function expectDocumentedAnswer(
  operation: Operation,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  const documented = operation.responses[String(response.statusCode)];
  expect(documented, `status ${response.statusCode} is documented`).toBeDefined();
  // No Content: nothing to check against a schema, and nothing may be sent.
  if (response.statusCode === 204) return expect(response.body).toBe('');
  const contentType = String(response.headers['content-type']).split(';')[0]!;
  const media = documented!.content?.[contentType];
  expect(media, `${contentType} is documented for ${response.statusCode}`).toBeDefined();
  if (!contentType.endsWith('json')) return;
  const validate = ajv.compile(media!.schema);
  expect(validate(JSON.parse(response.body)), ajv.errorsText(validate.errors)).toBe(true);
}

beforeAll(async () => {
  document = (await testApp.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
  const account = await accountWithKey(testApp.app, 'SHIPPING');
  await billMonthly(testApp.database.db, account.user.userId);
  key = account.key;
  real = { pickupDate: pickupDates(testApp.now())[2]! };
  const created = await callExample(API_EXAMPLES['POST /shipments']!, key);
  expect(created.statusCode, created.body).toBe(201);
  real['trackingNumber'] = created.json<{ trackingNumber: string }>().trackingNumber;
  const another = await callExample(API_EXAMPLES['POST /shipments']!, key, {
    'Idempotency-Key': crypto.randomUUID(),
  });
  real['cancelledTrackingNumber'] = another.json<{ trackingNumber: string }>().trackingNumber;
  const uploaded = await callExample(API_EXAMPLES['POST /bulk-uploads']!, key);
  expect(uploaded.statusCode, uploaded.body).toBe(202);
  real['uploadId'] = uploaded.json<{ uploadId: string }>().uploadId;
  await waitForUpload(testApp.database.db, real['uploadId']);
  const endpoint = await callExample(API_EXAMPLES['POST /webhook-endpoints']!, key);
  expect(endpoint.statusCode, endpoint.body).toBe(201);
  real['endpointId'] = endpoint.json<{ endpointId: string }>().endpointId;
});

describe('the reference page’s examples, through the OpenAPI document', () => {
  it('cover every operation of the document, and only those', () => {
    const documented = operationsOf(document).map(({ name }) => name);
    expect(documented.length).toBeGreaterThan(0);
    expect(Object.keys(API_EXAMPLES).sort()).toEqual(documented.sort());
  });

  it.each(Object.entries(API_EXAMPLES))(
    '%s answers its status with a body its schema allows',
    async (name, example) => {
      const { operation } = operationsOf(document).find((entry) => entry.name === name)!;
      const response = await callExample(example, key);
      expect(response.statusCode, response.body).toBe(example.status);
      expectDocumentedAnswer(operation, response);
    },
  );

  const posts = Object.entries(API_EXAMPLES).filter(([, example]) => example.method === 'POST');
  it.each(posts)(
    '%s answers a retry under its Idempotency-Key again, from memory',
    async (_, example) => {
      const retryKey = { 'Idempotency-Key': crypto.randomUUID() };
      const first = await callExample(example, key, retryKey);
      const retry = await callExample(example, key, retryKey);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.statusCode).toBe(first.statusCode);
      expect(retry.json()).toEqual(first.json());
    },
  );

  it('shows the problem answer the server gives', async () => {
    const shipment = API_EXAMPLES['POST /shipments']!;
    const body = { ...(shipment.body as object), recipientPostalCode: PROBLEM_POSTAL_CODE };
    const response = await callExample({ ...shipment, headers: {}, body }, key);
    expect(response.json()).toEqual(PROBLEM_EXAMPLE);
  });

  it.each(Object.entries(API_EXAMPLES))(
    '%s without a key answers the documented 401 problem',
    async (name, example) => {
      const { operation } = operationsOf(document).find((entry) => entry.name === name)!;
      const response = await callExample(example, null);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
      expectDocumentedAnswer(operation, response);
    },
  );
});
