import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '#domain/api-keys/schemas.ts';
import type { ApiCaller, ApiKeyAuth } from '../api-keys/index.ts';
import type { Owner } from '../shipments/index.ts';

/**
 * Each /api/v1 route names the scope it needs in its onRequest hook, so the key is checked
 * before the body is read: a call without a key is told 401, not about its body.
 */
export function createKeyGuard(auth: ApiKeyAuth) {
  const callers = new WeakMap<FastifyRequest, ApiCaller>();
  return {
    /** The onRequest hook of a route that needs a key with this scope. */
    needs: (scope: ApiKeyScope) => async (request: FastifyRequest) => {
      callers.set(request, await auth.requireCaller(request, scope));
    },

    /** The owner of the request's key, as the shipments room knows owners; from a guarded route only. */
    ownerOf(request: FastifyRequest): Extract<Owner, { kind: 'user' }> {
      const caller = callers.get(request);
      if (!caller) throw new Error(`${request.routeOptions.url} has no key guard`);
      return { kind: 'user', userId: caller.user.userId, user: caller.user };
    },
  };
}

export type KeyGuard = ReturnType<typeof createKeyGuard>;
