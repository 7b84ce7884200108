import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { tooManyLoginAttempts } from '#domain/auth/messages.ts';
import type { SessionUser } from '#domain/auth/schemas.ts';
import type { TestApp } from './test-app.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';

/** A password that meets the checklist and is not on the common list. */
export const GOOD_PASSWORD = 'Granite-Harbour-42!';

let accountNumber = 0;

/** A fresh, valid registration body; each call gets its own email. */
export function newAccountBody(
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  accountNumber += 1;
  return {
    name: 'Test User',
    email: `user${accountNumber}-${Date.now()}@example.com`,
    password: GOOD_PASSWORD,
    ...overrides,
  };
}

/** The session cookie a response sets; fails the test when there is none. */
export function sessionCookieOf(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  expect(cookie, 'response sets the session cookie').toBeDefined();
  return cookie!;
}

/** Cookies to send with app.inject() to act as the holder of a session token. */
export function withSession(token: string) {
  return { [SESSION_COOKIE]: token };
}

/** Registers a new account and answers its session token, user and credentials. */
export async function registerAccount(
  app: FastifyInstance,
  overrides: Parameters<typeof newAccountBody>[0] = {},
) {
  const body = newAccountBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/web/auth/register', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  const { user } = response.json<{ user: SessionUser }>();
  return { ...body, user, token: sessionCookieOf(response).value };
}

/** Signs in through the API, from app.inject()'s default address unless `remoteAddress` is given. */
export function logIn(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/web/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}

/** A password no test account has. */
export const WRONG_PASSWORD = 'Wrong-Password-1!';

/** Fails `times` logins of `email` with a wrong password, each answered 400 (not yet throttled). */
export async function failLogins(
  app: FastifyInstance,
  email: string,
  times: number,
  remoteAddress?: string,
) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await logIn(app, email, WRONG_PASSWORD, remoteAddress);
    expect(response.statusCode, response.body).toBe(400);
  }
}

/** Expects a throttled password check: 429, Retry-After in seconds, the message saying when, no session. */
export function expectLoginThrottled(response: LightMyRequestResponse, retryAfterSeconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(response.json()).toEqual({ message: tooManyLoginAttempts(retryAfterSeconds) });
  expect(response.cookies).toEqual([]);
}

/** Who the session probe says holds `token`: its user, or null once the session has ended. */
export async function sessionUserOf(
  app: FastifyInstance,
  token: string,
): Promise<SessionUser | null> {
  const response = await app.inject({
    method: 'GET',
    url: '/web/auth/session',
    cookies: withSession(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ user: SessionUser | null }>().user;
}

/**
 * Asks for a reset link for `email`, from app.inject()'s default address unless `remoteAddress`
 * is given, and waits for the mail the app sends after answering.
 */
export async function requestPasswordReset(
  testApp: Pick<TestApp, 'app' | 'backgroundWorkDone'>,
  email: string,
  remoteAddress?: string,
) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/web/auth/forgot-password',
    payload: { email },
    remoteAddress,
  });
  await testApp.backgroundWorkDone();
  return response;
}
