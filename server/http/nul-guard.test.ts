import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccount, withSession } from '../auth/test-helpers.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import {
  NUL_CHARACTER_MESSAGE,
  pathOfNulCharacter,
  registerNulCharacterGuard,
} from './nul-guard.ts';

describe('pathOfNulCharacter', () => {
  it('names the first field whose text holds the NUL character, however deep', () => {
    expect(pathOfNulCharacter({ name: 'Ada', orders: [{ city: 'Tor\u0000onto' }] })).toBe(
      'orders.0.city',
    );
    expect(pathOfNulCharacter('a\u0000')).toBe('');
  });

  it('finds nothing in clean text, numbers, nulls and raw bytes', () => {
    expect(pathOfNulCharacter({ name: 'Zoë', weight: 2, note: null, tags: ['a'] })).toBeNull();
    expect(pathOfNulCharacter(Buffer.from([0, 1, 2]))).toBeNull();
  });
});

describe('registerNulCharacterGuard', () => {
  it('refuses a NUL character in the path, the query or the body with 400 naming the field', async () => {
    const app = Fastify();
    registerNulCharacterGuard(app);
    app.setErrorHandler((error: Error & { statusCode?: number; field?: string }, _request, reply) =>
      reply.status(error.statusCode ?? 500).send({ message: error.message, field: error.field }),
    );
    app.post('/echo/:id', async (request) => request.body);

    const inQuery = await app.inject({ method: 'POST', url: '/echo/1?q=a%00b', payload: {} });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toEqual({ message: NUL_CHARACTER_MESSAGE, field: 'q' });
    const inPath = await app.inject({ method: 'POST', url: '/echo/a%00', payload: {} });
    expect(inPath.json()).toMatchObject({ field: 'id' });
    const inBody = await app.inject({
      method: 'POST',
      url: '/echo/1',
      payload: { name: 'x\u0000' },
    });
    expect(inBody.json()).toMatchObject({ field: 'name' });
    const clean = await app.inject({ method: 'POST', url: '/echo/1', payload: { name: 'Zoë' } });
    expect(clean.json()).toEqual({ name: 'Zoë' });
    await app.close();
  });
});

describe('the portal', () => {
  const testApp = useTestApp();

  it('answers 400, not 500, to a NUL character in a free-text filter', async () => {
    const { token } = await registerAccount(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/web/order/list?recipientName=Ada%00',
      cookies: withSession(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: NUL_CHARACTER_MESSAGE,
      field: 'recipientName',
    });
  });
});
