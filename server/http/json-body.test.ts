import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountMessages } from '#domain/auth/messages.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { FORBIDDEN_KEY_MESSAGE } from './json-body.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const postLogin = (payload: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/web/auth/login',
    headers: { 'content-type': 'application/json' },
    payload,
  });

describe('JSON request bodies', () => {
  it.each([
    ['__proto__', '{"__proto__": {"admin": true}, "email": "a@example.com", "password": "x"}'],
    [
      'constructor.prototype',
      '{"constructor": {"prototype": {"admin": true}}, "email": "a@example.com", "password": "x"}',
    ],
    [
      'a nested __proto__',
      '{"email": "a@example.com", "password": "x", "extra": {"__proto__": {}}}',
    ],
  ])('refuses %s as a key it does not accept, not as broken JSON', async (_key, body) => {
    const response = await postLogin(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: FORBIDDEN_KEY_MESSAGE });
  });

  it('still calls broken JSON broken', async () => {
    const response = await postLogin('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not valid JSON/);
  });

  it('reads an ordinary body as before, a key named constructor included', async () => {
    const response = await postLogin(
      '{"email": "nobody@example.com", "password": "Wrong-Password-1!", "constructor": "x"}',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AccountMessages.wrongCredentials);
  });
});
