import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountMessages } from '#domain/auth/messages.ts';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  ResetLinkCheckRequestSchema,
  ResetLinkCheckResponseSchema,
  ResetPasswordRequestSchema,
  SessionResponseSchema,
  SignedInResponseSchema,
  type SessionUser,
} from '#domain/auth/schemas.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import type { BackgroundWork } from '../http/background-work.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import { createAccount } from './accounts.ts';
import { isCommonPassword } from './common-passwords.ts';
import { logIn } from './login.ts';
import { sayWhenToRetry } from './login-throttle.ts';
import { canResetWith, requestPasswordReset, resetPassword } from './password-reset.ts';
import type { CurrentUser } from './current-user.ts';
import type { Sessions } from './sessions.ts';

export type AuthRouteDependencies = {
  db: Database;
  mailer: Mailer;
  config: AppConfig;
  now: () => Date;
  sessions: Sessions;
  backgroundWork: BackgroundWork;
};

/**
 * Per-IP ceiling on the public account calls, against scripted abuse from one address (kept by
 * each node). Password guessing is slowed far earlier, in the database, by the login throttle.
 */
const PER_IP_LIMIT = { rateLimit: { max: 100, timeWindow: '1 minute' } };

/** The checklist lets "Summer2024!" through; the list of common passwords does not. */
async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password))
    throw badRequest(AccountMessages.commonPassword, 'password');
}

/** What the browser learns about the signed-in user; ids of the account stay on the server. */
function toSessionUser({ userId, name, email, role, labelFormat }: CurrentUser): SessionUser {
  return { userId, name, email, role, labelFormat };
}

/** Register, log in and out, password reset, and the session probe, under /web/auth. */
export function registerAuthRoutes(
  app: FastifyInstance,
  dependencies: AuthRouteDependencies,
): void {
  const { db, sessions } = dependencies;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/web/auth/register',
    {
      schema: { body: RegisterRequestSchema, response: { 201: SignedInResponseSchema } },
      config: PER_IP_LIMIT,
    },
    async (request, reply) => {
      await refuseCommonPassword(request.body.password);
      const user = await createAccount(db, request.body);
      await sessions.start(request, reply, user.accountId);
      return reply.status(201).send({ user: toSessionUser(user) });
    },
  );

  routes.post(
    '/web/auth/login',
    {
      schema: { body: LoginRequestSchema, response: { 200: SignedInResponseSchema } },
      config: PER_IP_LIMIT,
    },
    async (request, reply) => {
      const user = await logIn(dependencies, { ...request.body, clientAddress: request.ip }).catch(
        sayWhenToRetry(reply),
      );
      await sessions.start(request, reply, user.accountId);
      return { user: toSessionUser(user) };
    },
  );

  routes.post(
    '/web/auth/logout',
    { schema: { response: { 200: MessageResponseSchema } } },
    async (request, reply) => {
      await sessions.end(request, reply);
      return { message: AccountMessages.loggedOut };
    },
  );

  routes.post(
    '/web/auth/forgot-password',
    {
      schema: { body: ForgotPasswordRequestSchema, response: { 200: MessageResponseSchema } },
      config: PER_IP_LIMIT,
    },
    async (request) => {
      // Answered before the lookup and the mail: the time they take would tell which emails
      // have accounts, and a mail server's failure would too.
      const asked = { email: request.body.email, clientAddress: request.ip };
      dependencies.backgroundWork.start('Password reset mail', () =>
        requestPasswordReset(dependencies, asked),
      );
      return { message: AccountMessages.resetEmailSent };
    },
  );

  routes.post(
    '/web/auth/reset-password',
    {
      schema: { body: ResetPasswordRequestSchema, response: { 200: MessageResponseSchema } },
      config: PER_IP_LIMIT,
    },
    async (request) => {
      await refuseCommonPassword(request.body.password);
      await resetPassword(dependencies, request.body);
      return { message: AccountMessages.passwordResetDone };
    },
  );

  routes.post(
    '/web/auth/reset-password/check',
    {
      schema: {
        body: ResetLinkCheckRequestSchema,
        response: { 200: ResetLinkCheckResponseSchema },
      },
      config: PER_IP_LIMIT,
    },
    async (request) => ({ usable: await canResetWith(dependencies, request.body.token) }),
  );

  routes.get(
    '/web/auth/session',
    { schema: { response: { 200: SessionResponseSchema } } },
    async (request) => {
      // Answered 200 for a guest too: every page asks, and a guest is a visitor, not a failure.
      const user = await sessions.currentUser(request);
      return { user: user && toSessionUser(user) };
    },
  );
}
