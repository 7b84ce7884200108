import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError } from 'fastify';
import { PROBLEM_CONTENT_TYPE, type ProblemDetails } from '#domain/common/problem.ts';
import { problemOf } from './problem-details.ts';

export const UnreadableRequestMessages = {
  headersTooLarge:
    'The request’s header fields are too large: this server reads at most 16 KiB of them. Send fewer or shorter ones.',
  timedOut: 'The request did not arrive in time. Send it again.',
  notHttp: 'The request is not valid HTTP.',
} as const;

/** What a request Node could not read is answered, by the reason Node gives. */
function problemOfUnreadable(code: string): ProblemDetails {
  if (code === 'HPE_HEADER_OVERFLOW')
    return problemOf(431, UnreadableRequestMessages.headersTooLarge);
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return problemOf(408, UnreadableRequestMessages.timedOut);
  return problemOf(400, UnreadableRequestMessages.notHttp);
}

/**
 * Fastify's clientErrorHandler. Node refuses a request it cannot read (header fields past its
 * 16 KiB limit, bytes that are not HTTP) before anything routes it, so nothing knows whether it
 * was an API call: it is answered in problem details, the API's shape (the OpenAPI document lists
 * 431 for every call), never in Fastify's own. No page of ours sends headers that large.
 */
export function answerUnreadableRequest(error: ConnectionError, socket: Socket): void {
  // A connection reset by the client has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const problem = problemOfUnreadable(error.code);
  const body = JSON.stringify(problem);
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}`,
        `Content-Type: ${PROBLEM_CONTENT_TYPE}; charset=utf-8`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
