import type { FastifyReply } from 'fastify';
import type { FieldProblem } from '#domain/common/error.ts';
import { PROBLEM_CONTENT_TYPE, type ProblemDetails } from '#domain/common/problem.ts';

/** The public API's paths: answered with problem details, authenticated by keys alone. */
export const isPublicApiPath = (url: string) => /^\/api(?:[/?]|$)/.test(url);

/** Each status the public API answers with, as a stable problem type and its title. */
const PROBLEM_TYPES: Record<number, { name: string; title: string }> = {
  400: { name: 'invalid-request', title: 'The request is not valid' },
  401: { name: 'unauthenticated', title: 'A valid API key is required' },
  402: { name: 'payment-method-required', title: 'A payment method is required' },
  403: { name: 'forbidden', title: 'This API key may not do this' },
  404: { name: 'not-found', title: 'Not found' },
  408: { name: 'request-timeout', title: 'The request did not arrive in time' },
  409: { name: 'conflict', title: 'Conflict with the current state' },
  413: { name: 'body-too-large', title: 'The request body is too large' },
  415: { name: 'unsupported-media-type', title: 'The request body must be JSON' },
  421: { name: 'misdirected-request', title: 'This server does not answer for that host' },
  422: {
    name: 'idempotency-key-reused',
    title: 'The Idempotency-Key was used for another request',
  },
  429: { name: 'rate-limited', title: 'Too many requests' },
  431: { name: 'header-fields-too-large', title: 'The request header fields are too large' },
  500: { name: 'server-error', title: 'Something went wrong on our side' },
  502: { name: 'upstream-unavailable', title: 'A service we depend on is not available' },
  503: { name: 'service-unavailable', title: 'This service is not available on this server' },
};

/** The problem type of a status: a URN, a name that stays, not a page to fetch (RFC 9457 allows both). */
export const problemType = (name: string) => `urn:maplepost:problem:${name}`;

/** The problem details of an error answered with `status`. */
export function problemOf(
  status: number,
  detail: string,
  problems?: { field?: string; errors?: FieldProblem[] },
): ProblemDetails {
  const known = PROBLEM_TYPES[status];
  return {
    type: known ? problemType(known.name) : 'about:blank',
    title: known?.title ?? 'Request failed',
    status,
    detail,
    ...(problems?.field && { field: problems.field }),
    ...(problems?.errors?.length && { errors: problems.errors }),
  };
}

/** Sends problem details; a 401 also names the scheme to authenticate with (RFC 9110, 11.6.1). */
export function sendProblem(reply: FastifyReply, problem: ProblemDetails) {
  if (problem.status === 401) reply.header('WWW-Authenticate', 'Bearer realm="Maplepost API"');
  return reply.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}
