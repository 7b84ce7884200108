import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiKeyMessages, type ApiKeyScope } from '#domain/api-keys/schemas.ts';
import type { ApiCaller, ApiKeyAuth } from '../api-keys/index.ts';
import { tooManyRequests } from '../http/errors.ts';
import type { Owner } from '../shipments/index.ts';

const MINUTE_MS = 60_000;

/**
 * Each /api/v1 route names the scope it needs in its onRequest hook, so the key is checked
 * before the body is read: a call without a key is told 401, not about its body. A key's calls
 * are then counted, `callsPerMinute` a minute, in the rate-limit plugin's store (the database on
 * PostgreSQL, so every API node counts the same calls). They are counted per key, not per
 * address: a shop's servers share one key, and a burst on one key leaves the account's other
 * keys their own allowance.
 */
export function createKeyGuard(app: FastifyInstance, auth: ApiKeyAuth, callsPerMinute: number) {
  const callers = new WeakMap<FastifyRequest, ApiCaller>();
  const countCall = app.createRateLimit({
    max: callsPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `api-key:${callers.get(request)?.keyId}`,
  });

  /**
   * Counts the call and tells the client where it stands in the RateLimit header fields of the
   * IETF draft (limit, remaining, seconds to the window's end); past the limit, a 429.
   */
  async function countKeyCall(request: FastifyRequest, reply: FastifyReply) {
    const count = await countCall(request);
    // Without a count (the store failed and skipOnError let the call through) nothing is said.
    if (count.isAllowed || count.ttl === 0) return;
    reply.header('RateLimit-Limit', count.max);
    reply.header('RateLimit-Remaining', count.remaining);
    reply.header('RateLimit-Reset', count.ttlInSeconds);
    if (count.isExceeded) {
      reply.header('Retry-After', count.ttlInSeconds);
      throw tooManyRequests(ApiKeyMessages.rateLimited(count.max, count.ttlInSeconds));
    }
  }

  return {
    /** The onRequest hook of a route that needs a key with this scope. */
    needs: (scope: ApiKeyScope) => async (request: FastifyRequest, reply: FastifyReply) => {
      callers.set(request, await auth.requireCaller(request, scope));
      await countKeyCall(request, reply);
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
