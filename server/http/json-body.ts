import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

export const FORBIDDEN_KEY_MESSAGE =
  'The request body uses a key that is not accepted: "__proto__", or "constructor" holding "prototype".';

/**
 * Parses JSON bodies as Fastify does, refusing keys that could reach an object's prototype. Fastify
 * reports such a body as "not valid JSON", which sends whoever reads the answer looking for a
 * syntax error that is not there; a body that parses once those keys are allowed gets the real
 * reason instead.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseSafely = app.getDefaultJsonParser('error', 'error');
  const parseAnyKeys = app.getDefaultJsonParser('ignore', 'ignore');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request, body: string, done) => {
      parseSafely(request, body, (error, parsed) => {
        if (!error) return done(null, parsed);
        // Parsed only to tell the two failures apart; the result is thrown away.
        parseAnyKeys(request, body, (syntaxError) =>
          done(syntaxError ? error : badRequest(FORBIDDEN_KEY_MESSAGE), undefined),
        );
      });
    },
  );
}
