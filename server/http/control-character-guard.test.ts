import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { shipper } from '../test-support/shipments.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import {
  CONTROL_CHARACTER_MESSAGE,
  pathOfControlCharacter,
  registerControlCharacterGuard,
} from './control-character-guard.ts';

describe('pathOfControlCharacter', () => {
  it('names the first field whose text holds the NUL character, however deep', () => {
    expect(pathOfControlCharacter({ name: 'Ada', orders: [{ city: 'Tor\u0000onto' }] })).toBe(
      'orders.0.city',
    );
    expect(pathOfControlCharacter('a\u0000')).toBe('');
  });

  it.each([
    ['a bell', '\u0007'],
    ['an escape', 'red\u001b[31m'],
    ['a vertical tab', 'a\u000bb'],
    ['a unit separator', 'a\u001fb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a right-to-left override', 'a\u202eb'],
    ['a right-to-left isolate', 'a\u2067b'],
  ])('finds %s', (_, text) => {
    expect(pathOfControlCharacter({ remarks: text })).toBe('remarks');
  });

  it('lets tabs and line breaks through: remarks and pasted addresses hold them', () => {
    expect(pathOfControlCharacter({ remarks: 'Side door\r\nRing twice\tthen wait' })).toBeNull();
  });

  it('finds nothing in clean text, numbers, nulls and raw bytes', () => {
    expect(pathOfControlCharacter({ name: 'Zoë', weight: 2, note: null, tags: ['a'] })).toBeNull();
    expect(pathOfControlCharacter(Buffer.from([0, 1, 2]))).toBeNull();
  });
});

describe('registerControlCharacterGuard', () => {
  it('refuses a control character in the path, the query or the body with 400 naming the field', async () => {
    const app = Fastify();
    registerControlCharacterGuard(app);
    app.setErrorHandler((error: Error & { statusCode?: number; field?: string }, _request, reply) =>
      reply.status(error.statusCode ?? 500).send({ message: error.message, field: error.field }),
    );
    app.post('/echo/:id', async (request) => request.body);

    const inQuery = await app.inject({ method: 'POST', url: '/echo/1?q=a%00b', payload: {} });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toEqual({ message: CONTROL_CHARACTER_MESSAGE, field: 'q' });
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

  it('answers 400 naming the field, not 500, to a NUL character in a free-text filter', async () => {
    const { token } = await registerAccount(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/web/order/list?recipientName=Ada%00',
      cookies: withSession(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'recipientName cannot contain line breaks, control characters (such as NUL) or text-direction overrides.',
      field: 'recipientName',
    });
  });

  it('refuses a line break in a one-line field with 400 naming the field', async () => {
    const response = await shipper(testApp.app).createOrder({ recipientName: 'Ada\nLovelace' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'Recipient name cannot contain line breaks, control characters (such as NUL) or text-direction overrides.',
      field: 'recipientName',
    });
  });

  it('refuses a text-direction override in a street with 400 naming the field', async () => {
    const response = await shipper(testApp.app).createOrder({
      recipientStreetAddress: '12 \u202eMain St',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'Recipient address cannot contain line breaks, control characters (such as NUL) or text-direction overrides.',
      field: 'recipientStreetAddress',
    });
  });

  it('keeps the line breaks of the remarks, a text area', async () => {
    const response = await shipper(testApp.app).createOrder({
      packageInstruction: 'Side door\r\nRing twice\tthen wait',
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a control character in the remarks with 400 naming the field', async () => {
    const response = await shipper(testApp.app).createOrder({ packageInstruction: 'Side\u0007' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'Remarks cannot contain control characters (such as NUL) or text-direction overrides; only tabs and line breaks are allowed.',
      field: 'packageInstruction',
    });
  });

  it('answers 400 with the guard’s message to a NUL in a string no schema names', async () => {
    const { token } = await registerAccount(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/web/user/addressbook/delete',
      payload: { addressIds: ['a\u0000'] },
      cookies: withSession(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: CONTROL_CHARACTER_MESSAGE, field: 'addressIds.0' });
  });
});
