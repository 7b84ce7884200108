import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountPageMessages } from '#domain/account/messages.ts';
import { DeleteAccountRequestSchema, ProfileUpdateRequestSchema } from '#domain/account/schemas.ts';
import { AccountMessages } from '#domain/auth/messages.ts';
import { MessageResponseSchema, UserProfileSchema } from '#domain/auth/schemas.ts';
import { LabelFormatUpdateSchema } from '#domain/labels/schemas.ts';
import { sayWhenToRetry, type Sessions } from '../auth/index.ts';
import { unauthorized } from '../http/errors.ts';
import { deleteAccount, type DeleteAccountDependencies } from './delete-account.ts';
import { findUserProfile, updateLabelFormat, updateUserProfile } from './queries.ts';

export type UserRouteDependencies = DeleteAccountDependencies & { sessions: Sessions };

// A wrong password on delete is a password guess: as many per IP as the sign-in calls allow.
const PER_IP_LIMIT = { rateLimit: { max: 100, timeWindow: '1 minute' } };

/** The portal user's own profile, under /web/user. */
export function registerUserRoutes(app: FastifyInstance, dependencies: UserRouteDependencies) {
  const { db, sessions } = dependencies;
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

  // The display name and phone; billing terms and the email are not the user's to change here.
  routes.post(
    '/web/user/update',
    { schema: { body: ProfileUpdateRequestSchema, response: { 200: UserProfileSchema } } },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      const profile = await updateUserProfile(db, userId, request.body);
      if (!profile) throw unauthorized(AccountMessages.authExpired);
      return profile;
    },
  );

  // PDF or ZPL for Print Label; the session answers it from the next request on.
  routes.post(
    '/web/user/label-format',
    { schema: { body: LabelFormatUpdateSchema, response: { 200: UserProfileSchema } } },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      const profile = await updateLabelFormat(db, userId, request.body.labelFormat);
      if (!profile) throw unauthorized(AccountMessages.authExpired);
      return profile;
    },
  );

  routes.post(
    '/web/user/delete',
    {
      schema: { body: DeleteAccountRequestSchema, response: { 200: MessageResponseSchema } },
      config: PER_IP_LIMIT,
    },
    async (request, reply) => {
      const user = await sessions.requireUser(request);
      const typed = { password: request.body.password, clientAddress: request.ip };
      await deleteAccount(dependencies, user, typed).catch(sayWhenToRetry(reply));
      // The session row is gone already; this clears the cookie too.
      await sessions.end(request, reply);
      return { message: AccountPageMessages.accountDeleted };
    },
  );
}
