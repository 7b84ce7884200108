import { describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE } from '#domain/common/problem.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { PRODUCTION_ENVIRONMENT } from '../test-support/production-environment.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { hostnameOf } from './development-hosts.ts';

// The test app's PUBLIC_URL is its default, http://localhost:3000.
const testApp = useTestApp();

const REFUSAL =
  'This development server answers only requests addressed to localhost, 127.0.0.1, [::1]. ' +
  'To reach it at another address, set PUBLIC_URL to that address.';

/**
 * An app configured by `environment`, as a second node on the file's database: these tests
 * read no data, and a database of its own would cost each a migrated database's set-up.
 */
const nodeWith = (environment: Record<string, string>) =>
  createTestApp({ environment, database: testApp.database });

/** GET `url` on `on`'s app with `host` as the Host header, from this machine. */
const getFor = (host: string, url = '/healthz', on: TestApp = testApp) =>
  on.app.inject({ method: 'GET', url, headers: { host }, remoteAddress: '127.0.0.1' });

describe('hostnameOf', () => {
  it.each([
    ['localhost', 'localhost'],
    ['localhost:3000', 'localhost'],
    ['LocalHost:80', 'localhost'],
    ['127.0.0.1:3202', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
    ['[::1]', '[::1]'],
    ['ship.example.com', 'ship.example.com'],
  ])('reads %j as %j', (header, hostname) => {
    expect(hostnameOf(header)).toBe(hostname);
  });

  it.each([undefined, '', ':3000', 'localhost:', 'localhost:3000:1', 'user@localhost', '::1'])(
    'finds no host in %j',
    (header) => {
      expect(hostnameOf(header)).toBeNull();
    },
  );
});

describe('outside production', () => {
  it.each(['localhost', 'localhost:3000', 'LOCALHOST:5173', '127.0.0.1:3202', '[::1]:3000'])(
    'answers a request addressed to this machine: %s',
    async (host) => {
      const response = await getFor(host);
      expect(response.statusCode, response.body).toBe(200);
    },
  );

  it.each([
    'evil.example',
    'evil.example:3000',
    'localhost.evil.example',
    '127.0.0.1.nip.io:3000',
    '192.168.1.20:3000',
    '[::2]:3000',
  ])('refuses one addressed to another host, %s, with 421 saying why', async (host) => {
    const response = await getFor(host);
    expect(response.statusCode).toBe(421);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(REFUSAL);
    // Refused answers carry the security headers too.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the development mailbox from a page that pointed its own name at 127.0.0.1', async () => {
    expect((await getFor('localhost:3000', '/dev/mailbox')).statusCode).toBe(200);
    const rebound = await getFor('rebind.evil.example:3000', '/dev/mailbox');
    expect(rebound.statusCode).toBe(421);
    expect(rebound.body).toBe(REFUSAL);
  });

  it('believes no X-Forwarded-Host, which such a page may send', async () => {
    const node = await nodeWith({ TRUST_PROXY: '1' });
    try {
      const response = await node.app.inject({
        method: 'GET',
        url: '/dev/mailbox',
        headers: { host: 'rebind.evil.example:3000', 'x-forwarded-host': 'localhost:3000' },
        remoteAddress: '127.0.0.1',
      });
      expect(response.statusCode).toBe(421);
    } finally {
      await node.close();
    }
  });

  it('answers the public API with problem details', async () => {
    const response = await getFor('evil.example', '/api/v1/shipments');
    expect(response.statusCode).toBe(421);
    expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(response.json()).toEqual({
      type: 'urn:maplepost:problem:misdirected-request',
      title: 'This server does not answer for that host',
      status: 421,
      detail: REFUSAL,
    });
  });

  it('refuses the progress feed’s WebSocket upgrade addressed to another host', async () => {
    const open = (host: string) =>
      testApp.app.injectWS('/batch-progress', {
        headers: { host, origin: `http://${host}` },
      });
    await expect(open('rebind.evil.example:3000')).rejects.toThrow(
      'Unexpected server response: 421',
    );
    const socket = await open('localhost:3000');
    socket.terminate();
  });

  it('answers at PUBLIC_URL’s host too, and names it when it refuses', async () => {
    const node = await nodeWith({ PUBLIC_URL: 'http://Mac-Studio.local:3000' });
    try {
      expect((await getFor('mac-studio.local:3000', '/healthz', node)).statusCode).toBe(200);
      expect((await getFor('127.0.0.1:3000', '/healthz', node)).statusCode).toBe(200);
      const refused = await getFor('evil.example', '/healthz', node);
      expect(refused.statusCode).toBe(421);
      expect(refused.body).toContain('localhost, 127.0.0.1, [::1], mac-studio.local.');
    } finally {
      await node.close();
    }
  });
});

describe('in production', () => {
  it('answers whatever host its proxy sends: the names it is reached at are the proxy’s affair', async () => {
    const node = await nodeWith(PRODUCTION_ENVIRONMENT);
    try {
      expect((await getFor('maplepost.example', '/healthz', node)).statusCode).toBe(200);
      expect((await getFor('10.0.0.7:3000', '/healthz', node)).statusCode).toBe(200);
    } finally {
      await node.close();
    }
  });
});
