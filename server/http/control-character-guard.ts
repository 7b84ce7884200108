import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

export const CONTROL_CHARACTER_MESSAGE =
  'Text cannot contain control characters (such as NUL); only tabs and line breaks are allowed.';

// The C0 control characters but tab, line feed and carriage return, which text may hold.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/**
 * Where `value` holds a string with a control character: its dotted path ('' for the value
 * itself), or null when it holds none.
 */
export function pathOfControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = pathOfControlCharacter(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * No text the portal keeps or prints has a use for control characters, and PostgreSQL text
 * cannot hold NUL at all: a query carrying one fails, which would answer 500 (and log the
 * query). Once a request has passed its schema (whose own messages come first), its path,
 * query and body are checked, and one still holding such a character is refused with 400
 * naming the field.
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
