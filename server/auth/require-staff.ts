import type { FastifyRequest } from 'fastify';
import { notFound, noSuchEndpointMessage } from '../http/errors.ts';
import type { Sessions } from './sessions.ts';

/** Whether a request comes from a signed-in staff member. */
export function createIsStaff(sessions: Pick<Sessions, 'currentUser'>) {
  return async function isStaff(request: FastifyRequest): Promise<boolean> {
    return (await sessions.currentUser(request))?.role === 'STAFF';
  };
}

/**
 * The guard of every staff endpoint, used as its onRequest hook so that it runs before the
 * body is read or checked: a guest or a customer gets the very answer of a path that does not
 * exist (404), so the staff side is neither usable nor visible to them.
 */
export function createRequireStaff(sessions: Pick<Sessions, 'currentUser'>) {
  const isStaff = createIsStaff(sessions);
  return async function requireStaff(request: FastifyRequest): Promise<void> {
    if (!(await isStaff(request)))
      throw notFound(noSuchEndpointMessage(request.method, request.url));
  };
}
