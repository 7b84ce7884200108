import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiKeyCreatedSchema,
  ApiKeyCreateRequestSchema,
  ApiKeyListSchema,
  ApiKeyMessages as Messages,
} from '#domain/api-keys/schemas.ts';
import type { Sessions } from '../auth/index.ts';
import type { Database } from '../db/client.ts';
import { MessageResponseSchema } from '#domain/auth/schemas.ts';
import { notFound } from '../http/errors.ts';
import { createApiKey, summaryOf } from './keys.ts';
import { listLiveKeys, revokeKey } from './queries.ts';

export type ApiKeyRouteDependencies = {
  db: Database;
  sessions: Pick<Sessions, 'requireUser'>;
  now: () => Date;
  /** Production servers make mp_live_ keys, others mp_test_ ones. */
  production: boolean;
};

/**
 * The API keys page's calls: the signed-in user's own API keys, by session only (a key never
 * manages keys). Another account's key id answers 404, as if it did not exist.
 */
export function registerApiKeyRoutes(
  app: FastifyInstance,
  { db, sessions, now, production }: ApiKeyRouteDependencies,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/web/user/api-keys',
    { schema: { response: { 200: ApiKeyListSchema } } },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      return { keys: (await listLiveKeys(db, userId)).map(summaryOf) };
    },
  );

  routes.post(
    '/web/user/api-keys',
    { schema: { body: ApiKeyCreateRequestSchema, response: { 201: ApiKeyCreatedSchema } } },
    async (request, reply) => {
      const { userId } = await sessions.requireUser(request);
      const created = await createApiKey({ db, production }, userId, request.body);
      // The one answer that holds the key: no cache anywhere may keep it.
      return reply.status(201).header('Cache-Control', 'no-store').send(created);
    },
  );

  routes.delete(
    '/web/user/api-keys/:keyId',
    {
      schema: {
        params: z.object({ keyId: z.string() }),
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      if (!(await revokeKey(db, userId, request.params.keyId, now()))) {
        throw notFound(Messages.keyNotFound);
      }
      return { message: Messages.keyRevoked };
    },
  );
}
