import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountPageMessages as Messages } from '#domain/account/messages.ts';
import {
  ActiveSessionListSchema,
  ChangePasswordRequestSchema,
  SessionIdParamsSchema,
} from '#domain/account/schemas.ts';
import { MessageResponseSchema } from '#domain/auth/schemas.ts';
import type { Database } from '../db/client.ts';
import { badRequest, notFound, unauthorized } from '../http/errors.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import { changePassword, sayWhenToRetry, type Sessions } from '../auth/index.ts';

// A wrong current password is a password guess: as many per IP as the sign-in calls allow.
const PER_IP_LIMIT = { rateLimit: { max: 100, timeWindow: '1 minute' } };

/** The signed-in user's own security settings, under /web/auth: password and sessions. */
export function registerAccountSecurityRoutes(
  app: FastifyInstance,
  { db, sessions, now }: { db: Database; sessions: Sessions; now: () => Date },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/web/auth/change-password',
    {
      schema: { body: ChangePasswordRequestSchema, response: { 200: MessageResponseSchema } },
      config: PER_IP_LIMIT,
    },
    async (request, reply) => {
      const user = await sessions.requireUser(request);
      const tokenHash = sessions.tokenHashOf(request);
      if (!tokenHash) throw unauthorized(AccountMessages.authExpired);
      const change = { ...request.body, tokenHash, clientAddress: request.ip };
      await changePassword({ db, now }, user, change).catch(sayWhenToRetry(reply));
      return { message: Messages.passwordChanged };
    },
  );

  routes.get(
    '/web/auth/sessions',
    { schema: { response: { 200: ActiveSessionListSchema } } },
    async (request) => {
      const user = await sessions.requireUser(request);
      const list = await sessions.listForAccount(request, user.accountId);
      return {
        sessions: list.map((session) => ({
          ...session,
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
        })),
      };
    },
  );

  routes.delete(
    '/web/auth/sessions/:sessionId',
    { schema: { params: SessionIdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const user = await sessions.requireUser(request);
      const outcome = await sessions.endForAccount(
        request,
        user.accountId,
        request.params.sessionId,
      );
      if (outcome === 'not-found') throw notFound(Messages.sessionNotFound);
      if (outcome === 'current') throw badRequest(Messages.currentSessionNotEndable);
      return { message: Messages.sessionEnded };
    },
  );
}
