import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountMessages } from '#domain/auth/messages.ts';
import { UserProfileSchema } from '#domain/auth/schemas.ts';
import type { Sessions } from '../auth/index.ts';
import type { Database } from '../db/client.ts';
import { unauthorized } from '../http/errors.ts';
import { findUserProfile } from './queries.ts';

/** The portal user's own profile, under /web/user. */
export function registerUserRoutes(
  app: FastifyInstance,
  { db, sessions }: { db: Database; sessions: Sessions },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // POST /web/user/get (spec section 7). Whatever the body says, the answer is the caller's own
  // profile: the user comes from the session only.
  routes.post(
    '/web/user/get',
    { schema: { response: { 200: UserProfileSchema } } },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      const profile = await findUserProfile(db, userId);
      // The session row and the user row go together (cascade), so this is a race with deletion.
      if (!profile) throw unauthorized(AccountMessages.authExpired);
      return profile;
    },
  );
}
