import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AccountMessages } from '#domain/auth/messages.ts';
import { mockFetch } from '../test-support/mock-fetch.ts';

// The client keeps its listeners in module state: each test starts from a fresh copy.
let client: typeof import('./api-client.ts');
beforeEach(async () => {
  vi.resetModules();
  client = await import('./api-client.ts');
});

const Greeting = z.object({ hello: z.string() });

async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (problem: unknown) => problem,
  );
  expect(error).toBeInstanceOf(client.ApiRequestError);
  return error as InstanceType<typeof client.ApiRequestError>;
}

describe('apiRequest', () => {
  it('answers the parsed body of a successful call', async () => {
    mockFetch({ 'GET /web/hello': { status: 200, body: { hello: 'world' } } });
    await expect(client.apiRequest('/web/hello', Greeting)).resolves.toEqual({ hello: 'world' });
  });

  it("turns a refusal into an error with the server's message and field", async () => {
    mockFetch({
      'POST /web/hello': { status: 400, body: { message: 'Name is required.', field: 'name' } },
    });
    const error = await failureOf(client.apiRequest('/web/hello', Greeting, { body: {} }));
    expect(error).toMatchObject({ status: 400, message: 'Name is required.', field: 'name' });
  });

  it('tells every listener when the session has expired', async () => {
    mockFetch({ 'GET /web/hello': { status: 401 } });
    const listener = vi.fn();
    client.onAuthExpired(listener);

    const error = await failureOf(client.apiRequest('/web/hello', Greeting));
    expect(error.message).toBe(AccountMessages.authExpired);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps quiet about a 401 the caller expects', async () => {
    mockFetch({ 'POST /payments/sandbox/tokenize': { status: 401 } });
    const listener = vi.fn();
    client.onAuthExpired(listener);

    await failureOf(
      client.apiRequest('/payments/sandbox/tokenize', Greeting, {
        body: {},
        allowUnauthenticated: true,
      }),
    );
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells a listener that arrives late about an expiry nobody heard, once', async () => {
    mockFetch({ 'GET /web/hello': { status: 401 } });
    await failureOf(client.apiRequest('/web/hello', Greeting));

    const late = vi.fn();
    client.onAuthExpired(late);
    expect(late).toHaveBeenCalledOnce();
    const later = vi.fn();
    client.onAuthExpired(later);
    expect(later).not.toHaveBeenCalled();
  });
});
