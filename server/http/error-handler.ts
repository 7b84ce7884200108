import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '#domain/api/error.ts';
import { HttpError, noSuchEndpointMessage } from './errors.ts';

const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * Turns every failure into the ApiError shape. Request validation answers the first rule
 * broken (the schemas carry the spec's wording); server faults never leak their details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '') || undefined;
      const body: ApiError = { message: first?.message ?? 'The request is not valid.', field };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      const { message, field, problems } = error;
      const body: ApiError = { message, field, problems };
      return reply.status(error.statusCode).send(body);
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      // The route as declared (/web/order/:trackingNumber), not the URL with its values; the
      // logger's serializer reduces the error to its class, code and frames (log-options.ts).
      request.log.error(
        { err: error, route: request.routeOptions.url, method: request.method },
        'request failed',
      );
      return reply.status(500).send({ message: SERVER_FAULT_MESSAGE });
    }
    return reply.status(statusCode).send({ message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: noSuchEndpointMessage(request.method, request.url) });
  });
}
