import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** What a request is told when its body is not of the one type its endpoint reads. */
export const unsupportedBodyTypeMessage = (accepted: string) =>
  `This endpoint accepts only ${accepted} request bodies: send the body as Content-Type: ${accepted}.`;

/**
 * JSON is the body type of every endpoint but the payment call (spec section 7). Fastify would
 * also read text/plain, which a page on any site may post without the browser asking first (a
 * "simple" cross-origin request), so it goes, and every other type is refused with 415.
 */
export function acceptOnlyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  refuseOtherBodyTypes(app, JSON_TYPE);
}

/**
 * Registers, in a scope of their own, routes whose bodies are form-encoded and of no other
 * type: the payment call of spec section 7, which the checkout form posts that way.
 */
export function registerFormEncodedRoutes(
  app: FastifyInstance,
  registerRoutes: (scope: FastifyInstance) => void,
): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(formbody);
    refuseOtherBodyTypes(scope, FORM_TYPE);
    registerRoutes(scope);
  });
}

/** Any body type the scope has no parser for, or a body without a type, answers 415. */
function refuseOtherBodyTypes(scope: FastifyInstance, accepted: string): void {
  scope.addContentTypeParser('*', (_request, _payload, done) => {
    done(new HttpError(415, unsupportedBodyTypeMessage(accepted)), undefined);
  });
}
