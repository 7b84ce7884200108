import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character (\\u0000).';

/**
 * Where `value` holds a string with the NUL character: its dotted path ('' for the value
 * itself), or null when it holds none.
 */
export function pathOfNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = pathOfNulCharacter(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character: a query carrying one fails, which would
 * answer 500 (and log the query). Once a request has passed its schema (whose own messages
 * come first), its path, query and body are checked, and one still holding the character is
 * refused with 400 naming the field.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const path =
      pathOfNulCharacter(request.params) ??
      pathOfNulCharacter(request.query) ??
      pathOfNulCharacter(request.body);
    if (path !== null) throw badRequest(NUL_CHARACTER_MESSAGE, path || undefined);
  });
}
