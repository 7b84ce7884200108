import { PROBLEM_CONTENT_TYPE, ProblemDetailsSchema } from '#domain/common/problem.ts';

const PROBLEM_DESCRIPTIONS = {
  400: 'The request is not valid (a path or query parameter, a header or the body): `errors` names each field at fault',
  401: 'No API key, or one that is not valid or was revoked',
  402: 'The account has no way to pay for the shipment, or its card was declined',
  403: 'The API key’s scope does not allow this',
  404: 'No such resource in the account',
  409: 'The request conflicts with the current state, or a request with the same Idempotency-Key is still being processed; retry later',
  413: 'The request body is larger than 1 MiB',
  415: 'The request body is not JSON',
  422: 'The Idempotency-Key was used before with another request',
  429: 'Too many calls: the key’s calls a minute, or a route’s own pace; retry after Retry-After seconds',
  431: 'The request’s header fields are larger than the server reads (16 KiB in all)',
  503: 'This server does not offer the service (HS code search without its nomenclature)',
} as const;

type ProblemStatus = keyof typeof PROBLEM_DESCRIPTIONS;

/** The 404 of a shipment's label and papers, which exist from its payment until it is cancelled. */
export const NO_LABEL_PROBLEM: [404, string] = [
  404,
  'No such shipment in the account, or it is not paid or was cancelled',
];

/**
 * The problem statuses a route may answer, for its response schemas (and so its OpenAPI entry);
 * a status paired with a description says what it means on that route. A route names those its
 * own work answers; those of its shape are added to the document (problemsOfItsShape).
 */
export const problemResponses = (...statuses: (ProblemStatus | [ProblemStatus, string])[]) =>
  Object.fromEntries(
    statuses.map((entry) => {
      const [status, description] = Array.isArray(entry)
        ? entry
        : [entry, PROBLEM_DESCRIPTIONS[entry]];
      return [
        status,
        { description, content: { [PROBLEM_CONTENT_TYPE]: { schema: ProblemDetailsSchema } } },
      ];
    }),
  );

/**
 * The problems any call of this shape may be answered before or besides its route's own work:
 * - every call: a path, query or header refused (400, by its schema, or for a control character,
 *   or a path the router cannot read), no live key (401), the key's calls a minute spent (429),
 *   header fields too large (431);
 * - naming a resource in its path: 404 when the account has none of that id, or when the
 *   parameter is too long to route;
 * - with a body (POST; DELETE too when one is sent): too large (413), not JSON (415);
 * - a POST, which takes an Idempotency-Key (docs/decisions/021-public-api.md): its first request
 *   still at work (409), the key used before with another request (422).
 */
export function problemsOfItsShape({ method, url }: { method: string; url: string }) {
  const statuses: ProblemStatus[] = [400, 401, 429, 431];
  if (url.includes(':')) statuses.push(404);
  if (method !== 'GET') statuses.push(413, 415);
  if (method === 'POST') statuses.push(409, 422);
  return problemResponses(...statuses);
}
