import {
  MessageResponseSchema,
  ResetLinkCheckResponseSchema,
  SignedInResponseSchema,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetLinkCheckRequest,
  type ResetPasswordRequest,
} from '#domain/auth/schemas.ts';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

/** The auth feature's cached answers: who is signed in, a reset link's state, the password list. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  resetLink: (token: string) => [...authKeys.all, 'reset-link', token] as const,
  commonPasswords: () => [...authKeys.all, 'common-passwords'] as const,
};

/** The account calls of the API; each resolves with the server's answer or throws ApiRequestError. */
export const authApi = {
  register: (request: RegisterRequest) =>
    apiRequest('/web/auth/register', SignedInResponseSchema, {
      body: request,
      allowUnauthenticated: true,
    }),
  login: (request: LoginRequest) =>
    apiRequest('/web/auth/login', SignedInResponseSchema, {
      body: request,
      allowUnauthenticated: true,
    }),
  logout: () =>
    apiRequest('/web/auth/logout', z.unknown(), { method: 'POST', allowUnauthenticated: true }),
  forgotPassword: (request: ForgotPasswordRequest) =>
    apiRequest('/web/auth/forgot-password', MessageResponseSchema, { body: request }),
  checkResetLink: (request: ResetLinkCheckRequest) =>
    apiRequest('/web/auth/reset-password/check', ResetLinkCheckResponseSchema, { body: request }),
  resetPassword: (request: ResetPasswordRequest) =>
    apiRequest('/web/auth/reset-password', MessageResponseSchema, { body: request }),
};
