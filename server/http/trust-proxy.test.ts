import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy, type TrustProxy } from '../config.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { track } from '../test-support/tracking.ts';
import { TRACKING_LOOKUP_LIMIT } from '../tracking/routes.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('rate limits key on the real client address', () => {
  it('ignores X-Forwarded-For by default: naming other addresses does not walk past a limit', async () => {
    const remoteAddress = '203.0.113.7';
    const lookUp = (forwardedFor: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/web/tracking/MP999999990CA',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < TRACKING_LOOKUP_LIMIT.max; i += 1) {
      expect((await lookUp(`198.18.0.${i}`)).statusCode).toBe(404);
    }
    expect((await lookUp('198.18.1.1')).statusCode).toBe(429);
    expect((await track(testApp.app, 'MP999999990CA', '203.0.113.8')).statusCode).toBe(404);
  });
});

describe('fastifyTrustProxy', () => {
  async function clientAddressSeen(trust: TrustProxy, forwardedFor: string) {
    const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
    app.get('/', async (request) => ({ ip: request.ip }));
    const response = await app.inject({
      url: '/',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
    });
    await app.close();
    return response.json().ip;
  }

  it('believes as many hops as there are proxies, and no more', async () => {
    // The client forged the first entry; the load balancer added the real one last.
    expect(await clientAddressSeen(1, '6.6.6.6, 198.51.100.9')).toBe('198.51.100.9');
    expect(await clientAddressSeen(2, '6.6.6.6, 198.51.100.9, 10.0.0.1')).toBe('198.51.100.9');
  });

  it('believes only the listed proxies', async () => {
    expect(await clientAddressSeen(['10.0.0.0/8'], '6.6.6.6, 198.51.100.9')).toBe('198.51.100.9');
    expect(await clientAddressSeen(['192.168.0.1'], '198.51.100.9')).toBe('10.0.0.2');
  });

  it('believes nothing by default', async () => {
    expect(await clientAddressSeen(false, '198.51.100.9')).toBe('10.0.0.2');
  });
});
