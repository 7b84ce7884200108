import { PROBLEM_CONTENT_TYPE, ProblemDetailsSchema } from '#domain/api/problem.ts';

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid: `errors` names each field at fault',
  401: 'No API key, or one that is not valid or was revoked',
  402: 'The account has no way to pay for the shipment, or its card was declined',
  403: 'The API key’s scope does not allow this',
  404: 'No such resource in the account',
  409: 'The request conflicts with the current state; retry later',
  415: 'The request body is not JSON',
  422: 'The Idempotency-Key was used before with another request',
  429: 'Too many calls: the key’s calls a minute, or a route’s own pace; retry after Retry-After seconds',
  503: 'This server does not offer the service (HS code search without its nomenclature)',
};

type ProblemStatus = keyof typeof PROBLEM_DESCRIPTIONS;

/**
 * The problem statuses a route may answer, for its response schemas (and so its OpenAPI entry);
 * a status paired with a description says what it means on that route.
 */
export const problemResponses = (...statuses: (ProblemStatus | [ProblemStatus, string])[]) =>
  Object.fromEntries(
    statuses.map((entry) => {
      const [status, description] = Array.isArray(entry)
        ? entry
        : [entry, PROBLEM_DESCRIPTIONS[entry]!];
      return [
        status,
        { description, content: { [PROBLEM_CONTENT_TYPE]: { schema: ProblemDetailsSchema } } },
      ];
    }),
  );
