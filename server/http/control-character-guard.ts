import type { FastifyInstance } from 'fastify';
import { holdsRefusedCharacter, refusedCharacterMessage } from '#domain/common/text.ts';
import { badRequest } from './errors.ts';

export const CONTROL_CHARACTER_MESSAGE = refusedCharacterMessage('Text', 'multi');

/**
 * Where `value` holds a string with a control character: its dotted path ('' for the value
 * itself), or null when it holds none.
 */
export function pathOfControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return holdsRefusedCharacter(value, 'multi') ? path : null;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = pathOfControlCharacter(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * No text the portal keeps or prints has a use for control characters, and PostgreSQL text
 * cannot hold NUL at all: a query carrying one fails, which would answer 500. The schemas refuse
 * them field by field (and line breaks in one-line fields) with messages naming the field; this
 * is the floor under every string they leave plain (ids, tokens, codes): once a request has
 * passed its schema, its path, query and body are checked with the rule of a multi-line field,
 * the loosest there is, and one still holding such a character is refused with 400 naming it.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const path =
      pathOfControlCharacter(request.params) ??
      pathOfControlCharacter(request.query) ??
      pathOfControlCharacter(request.body);
    if (path !== null) throw badRequest(CONTROL_CHARACTER_MESSAGE, path || undefined);
  });
}
