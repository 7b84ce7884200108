import { beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE } from '#domain/common/problem.ts';
import { apiExamples, exampleUrl, type ApiExample } from '#domain/public-api/examples.ts';
import { OPENAPI_PATH } from '#domain/public-api/paths.ts';
import { PROBLEM_EXAMPLE, PROBLEM_POSTAL_CODE } from '#domain/public-api/problem-example.ts';
import { accountWithKey } from '../test-support/api-keys.ts';
import { waitForUpload } from '../test-support/bulk.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import {
  billMonthly,
  callApi,
  EXAMPLE_NAMES,
  expectDocumentedAnswer,
  operationsOf,
  type OpenApiDocument,
} from '../test-support/public-api.ts';

/**
 * The reference page's examples beside the OpenAPI document: one for every operation, each POST
 * answering a retry under its Idempotency-Key from memory, and each call without a key answering
 * the documented 401. That each answers its success when pasted in order into a terminal is
 * reference-walkthrough.test.ts.
 */

// With no webhook workers nothing is ever sent to the webhook example's test receiver.
const testApp = useTestApp({ environment: { WEBHOOK_WORKERS: '0' } });
let document: OpenApiDocument;
let key: string;
let examples: Record<string, ApiExample>;
/** What the shell variables the examples name hold: things the account made. */
const variables = new Map<string, string>();

/** The example with the values of the shell variables it names, as the shell fills them in. */
function withVariablesFilledIn(example: ApiExample): ApiExample {
  let text = JSON.stringify(example);
  for (const [name, value] of variables) text = text.replaceAll(`$${name}`, value);
  return JSON.parse(text) as ApiExample;
}

const callExample = (
  shown: ApiExample,
  withKey: string | null,
  headers: Record<string, string> = {},
) => {
  const example = withVariablesFilledIn(shown);
  const options = {
    method: example.method,
    url: exampleUrl(example),
    headers: { ...example.headers, ...headers },
    ...(example.body === undefined ? {} : { payload: example.body as object }),
  };
  return withKey === null ? testApp.app.inject(options) : callApi(testApp.app, withKey, options);
};

/** Calls the example and keeps what it keeps, as the shell does. */
async function callAndKeep(name: string) {
  const example = examples[name]!;
  const response = await callExample(example, key);
  expect(response.statusCode, response.body).toBe(example.status);
  const { field, variable } = example.keeps!;
  variables.set(variable, response.json<Record<string, string>>()[field]!);
}

beforeAll(async () => {
  document = (await testApp.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
  const account = await accountWithKey(testApp.app, 'SHIPPING');
  await billMonthly(testApp.database.db, account.user.userId);
  key = account.key;
  examples = apiExamples({ origin: testApp.config.publicUrl, now: testApp.now() });
  await callAndKeep('POST /shipments');
  await callAndKeep('GET /shipments/{trackingNumber}');
  await callAndKeep('POST /bulk-uploads');
  await waitForUpload(testApp.database.db, variables.get('UPLOAD_ID')!);
  await callAndKeep('POST /webhook-endpoints');
});

describe('the reference page’s examples, through the OpenAPI document', () => {
  it('cover every operation of the document, and only those', () => {
    const documented = operationsOf(document).map(({ name }) => name);
    expect(documented.length).toBeGreaterThan(0);
    expect([...EXAMPLE_NAMES].sort()).toEqual(documented.sort());
  });

  // In the page's order: the shipment is cancelled last.
  const posts = EXAMPLE_NAMES.filter((name) => name.startsWith('POST '));
  it.each(posts)(
    '%s answers a retry under its Idempotency-Key again, from memory',
    async (name) => {
      const example = examples[name]!;
      const retryKey = { 'Idempotency-Key': crypto.randomUUID() };
      const first = await callExample(example, key, retryKey);
      const retry = await callExample(example, key, retryKey);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.statusCode).toBe(first.statusCode);
      expect(retry.json()).toEqual(first.json());
    },
  );

  it('shows the problem answer the server gives', async () => {
    const shipment = examples['POST /shipments']!;
    const body = { ...(shipment.body as object), recipientPostalCode: PROBLEM_POSTAL_CODE };
    const response = await callExample({ ...shipment, headers: {}, body }, key);
    expect(response.json()).toEqual(PROBLEM_EXAMPLE);
  });

  it.each(EXAMPLE_NAMES)('%s without a key answers the documented 401 problem', async (name) => {
    const { operation } = operationsOf(document).find((entry) => entry.name === name)!;
    const response = await callExample(examples[name]!, null);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expectDocumentedAnswer(operation, response);
  });
});
