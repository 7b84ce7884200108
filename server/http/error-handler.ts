import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, FieldProblem } from '#domain/common/error.ts';
import { HttpError, noSuchEndpointMessage } from './errors.ts';
import { isPublicApiPath, problemOf, sendProblem } from './problem-details.ts';

const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** A failure as both answer shapes tell it: the status, the message, and the fields at fault. */
type Failure = { status: number; message: string; field?: string; problems?: FieldProblem[] };

/**
 * Answers a failure: /web calls with the ApiError shape the web app reads, /api calls with
 * problem details (RFC 9457), where the fields at fault are `field` and `errors`.
 */
export function answerFailure(request: FastifyRequest, reply: FastifyReply, failure: Failure) {
  const { status, message, field, problems } = failure;
  if (isPublicApiPath(request.url)) {
    return sendProblem(reply, problemOf(status, message, { field, errors: problems }));
  }
  const body: ApiError = { message, field, problems };
  return reply.status(status).send(body);
}

/**
 * Turns every failure into the ApiError shape (or problem details on /api). Request validation
 * answers the first rule broken as `message` (the schemas carry the spec's wording), and every
 * one in `problems`; server faults never leak their details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, ''),
        message: issue.message ?? 'The request is not valid.',
      }));
      const first = problems[0];
      return answerFailure(request, reply, {
        status: 400,
        message: first?.message ?? 'The request is not valid.',
        field: first?.field || undefined,
        problems: isPublicApiPath(request.url)
          ? problems.filter((problem) => problem.field)
          : undefined,
      });
    }
    if (error instanceof HttpError) {
      const { statusCode: status, message, field, problems } = error;
      return answerFailure(request, reply, { status, message, field, problems });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      // The route as declared (/web/order/:trackingNumber), not the URL with its values; the
      // logger's serializer reduces the error to its class, code and frames (log-options.ts).
      request.log.error(
        { err: error, route: request.routeOptions.url, method: request.method },
        'request failed',
      );
      return answerFailure(request, reply, { status: 500, message: SERVER_FAULT_MESSAGE });
    }
    return answerFailure(request, reply, { status: statusCode, message: error.message });
  });

  app.setNotFoundHandler((request, reply) =>
    answerFailure(request, reply, {
      status: 404,
      message: noSuchEndpointMessage(request.method, request.url),
    }),
  );
}
