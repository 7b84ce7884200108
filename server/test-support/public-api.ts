import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { PROBLEM_CONTENT_TYPE } from '#domain/common/problem.ts';
import { apiExamples } from '#domain/public-api/examples.ts';
import { PUBLIC_API_PREFIX } from '#domain/public-api/paths.ts';
import { bearer } from './api-keys.ts';
import { accountWithKey } from './api-keys.ts';
import { nonceFor, pay } from './checkout.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { withSession } from './auth.ts';
import type { JsonSchema } from './fuzz/schema-arbitrary.ts';
import { shipper } from './shipments.ts';

/** A public API call made with the key, as a shop's server makes it. */
export const callApi = (app: FastifyInstance, key: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...bearer(key), ...options.headers } });

/** Checks that the answer is problem details (RFC 9457) of the status, and answers them. */
export function expectProblem(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  const problem = JSON.parse(response.body) as Record<string, unknown>;
  expect(problem).toMatchObject({ status, type: expect.any(String), title: expect.any(String) });
  expect(problem['detail']).toEqual(expect.any(String));
  return problem;
}

/** Bills the user monthly, so that their shipments go on the invoice. */
export async function billMonthly(db: Database, userId: string) {
  await db.update(users).set({ billingType: 'MONTHLY_BILLING' }).where(eq(users.id, userId));
}

/**
 * A shipment the account made and paid on the website, on its monthly invoice (the order body's
 * fields changed by `order`, as a cross-border order's); answers its tracking number.
 */
export async function paidShipmentOf(
  app: FastifyInstance,
  db: Database,
  account: { token: string; user: { userId: string } },
  order: Parameters<ReturnType<typeof shipper>['newBatch']>[0] = {},
) {
  await billMonthly(db, account.user.userId);
  const cookies = withSession(account.token);
  const batch = await shipper(app, cookies).newBatch(order);
  expect((await pay(app, cookies, batch.batchId)).statusCode).toBe(200);
  return batch.trackingNumber;
}

/** An account billed per order, with a shipping key, that saved a card when paying on the website. */
export async function accountWithKeyAndSavedCard(app: FastifyInstance) {
  const account = await accountWithKey(app);
  const cookies = withSession(account.token);
  const { batchId } = await shipper(app, cookies).newBatch();
  const paid = await pay(app, cookies, batchId, {
    paymentNonce: await nonceFor(app, cookies),
    saveCard: true,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return account;
}

/**
 * The names of the reference page's examples, in the page's order, for it.each: the examples
 * themselves are made in a hook, with the address and clock of the app under test.
 */
export const EXAMPLE_NAMES = Object.keys(apiExamples({ origin: '', now: new Date() }));

type MediaTypes = Record<string, { schema: JsonSchema }>;
/** A parameter of an operation, in its path, its query or its headers. */
export type Parameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: MediaTypes };
  responses: Record<string, { content?: MediaTypes }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** The document's operations, each named `METHOD path` under the prefix, as the examples are keyed. */
export const operationsOf = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path.slice(PUBLIC_API_PREFIX.length)}`,
      path,
      method,
      operation,
    })),
  );

const ajv = addFormats.default(new Ajv2020({ strict: false, allErrors: true }));

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * What the document does not say of the answer: its status, its content type, or a body its
 * schema does not allow; null when the document describes the answer.
 */
export function undocumentedPartOf(operation: Operation, response: Answer): string | null {
  const { statusCode, headers, body } = response;
  const documented = operation.responses[String(statusCode)];
  if (!documented) return `status ${statusCode} is not documented: ${body.slice(0, 300)}`;
  // No Content: nothing to check against a schema, and nothing may be sent.
  if (statusCode === 204) return body === '' ? null : `204 with a body: ${body.slice(0, 300)}`;
  const contentType = String(headers['content-type']).split(';')[0]!;
  const media = documented.content?.[contentType];
  if (!media) return `${contentType} is not documented for ${statusCode}: ${body.slice(0, 300)}`;
  if (!contentType.endsWith('json')) return null;
  const validate = ajv.compile(media.schema);
  return validate(JSON.parse(body))
    ? null
    : `${statusCode} does not match its schema: ${ajv.errorsText(validate.errors)}`;
}

/** Checks the answer against the document's entry for its status and content type. */
export function expectDocumentedAnswer(operation: Operation, response: Answer) {
  expect(undocumentedPartOf(operation, response)).toBeNull();
}
