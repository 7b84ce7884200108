import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { nonceFor, pay } from '../test-support/checkout.ts';
import { shipper } from '../test-support/shipments.ts';
import { PRODUCTION_ENVIRONMENT } from '../test-support/production-environment.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { useTestApp } from '../test-support/use-test-app.ts';

// A web build of one page, with an inline script like index.html's, and one asset, so the page
// and asset routes answer.
const webDistDir = mkdtempSync(path.join(tmpdir(), 'maplepost-web-'));
mkdirSync(path.join(webDistDir, 'assets'));
const INLINE_SCRIPT = 'window.appStarted = false;';
writeFileSync(
  path.join(webDistDir, 'index.html'),
  `<!doctype html><title>Maplepost</title><script>${INLINE_SCRIPT}</script>`,
);
const INLINE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1);');
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

const testApp = useTestApp({ environment: { WEB_DIST_DIR: webDistDir } });

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

/** The directives of a Content-Security-Policy header, by name. */
function policyOf(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

/** What every answer carries, whatever it is. */
function expectBaseHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Not outside production: a pinned https would lock a developer out of http://localhost.
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

/** The portal's own policy: no foreign script, no inline one but the page's by its hash, and framed by nobody. */
function expectPortalPolicy(response: LightMyRequestResponse) {
  expectBaseHeaders(response);
  const policy = policyOf(response);
  expect(policy.get('default-src')).toBe("'self'");
  expect(policy.get('script-src')).toBe(`'self' ${INLINE_SCRIPT_SOURCE}`);
  expect(policy.get('script-src-attr')).toBe("'none'");
  expect(policy.get('object-src')).toBe("'none'");
  expect(policy.get('frame-ancestors')).toBe("'none'");
  expect(policy.get('connect-src')).toBe(`'self' ws://localhost:3000`);
  expect(response.headers['x-frame-options']).toBe('DENY');
}

describe('security headers', () => {
  it('are on a page', async () => {
    const response = await get('/shipping');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectPortalPolicy(response);
  });

  it('are on a page that does not exist', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expectPortalPolicy(response);
  });

  it('are on an asset', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expectPortalPolicy(response);
  });

  it('are on a JSON answer', async () => {
    const response = await get('/web/auth/session');
    expect(response.statusCode).toBe(200);
    expectPortalPolicy(response);
  });

  it.each([
    ['an endpoint that does not exist', '/web/no-such-endpoint'],
    ['a parameter longer than the router takes', `/web/shipments/${'A'.repeat(150)}`],
  ])('are on %s', async (_, url) => {
    const response = await testApp.app.inject({ method: 'POST', url });
    expect(response.statusCode).toBe(404);
    expectPortalPolicy(response);
  });

  it.each([
    ['a request the schema refuses', { payload: { weight: 'heavy' } }, 400],
    [
      'a body of the wrong type',
      { payload: 'a=1', headers: { 'content-type': 'text/plain' } },
      415,
    ],
    [
      'a write from another site',
      { payload: {}, headers: { origin: 'https://evil.example' } },
      403,
    ],
  ])('are on the error answering %s', async (_, request, status) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/web/rates', ...request });
    expect(response.statusCode).toBe(status);
    expectPortalPolicy(response);
  });

  it.each([
    ['a bad percent-encoding in a page address', '/%zz'],
    ['a cut-off percent-encoding in an API path', '/web/shipments/%E0%A4%A'],
  ])('are on the refusal of %s, which quotes nothing back', async (_, url) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(400);
    expectPortalPolicy(response);
    expect(response.json()).toEqual({
      message: 'This address is not valid. Check the link and try again.',
    });
  });

  it('let the payment fields be framed by our own pages alone, with nonces for their code', async () => {
    const token = await get('/web/payment/sandbox/clientToken?mode=sandbox');
    const clientToken = encodeURIComponent(token.json<{ clientToken: string }>().clientToken);
    const response = await get(`/payments/sandbox/hosted-fields?clientToken=${clientToken}`);
    expect(response.statusCode).toBe(200);
    expectBaseHeaders(response);
    const policy = policyOf(response);
    expect(policy.get('frame-ancestors')).toBe("'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(policy.get('default-src')).toBe("'none'");
    expect(policy.get('script-src')).toMatch(/^'nonce-[0-9a-f]+'$/);
    expect(policy.get('connect-src')).toBe("'self'");
  });

  it('keep a PDF label out of frames, and leave the browser its viewer', async () => {
    const guest = shipper(testApp.app);
    const { trackingNumber, batchId } = await guest.newBatch();
    const paid = await pay(testApp.app, guest.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, guest.cookies),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/web/label/${trackingNumber}/pdf`,
      cookies: guest.cookies,
    });
    expect(response.headers['content-type']).toBe('application/pdf');
    expectBaseHeaders(response);
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('in production', () => {
  it('pins https for a year (HSTS) and upgrades any http request a page makes', async () => {
    const production = await createTestApp({
      environment: {
        ...PRODUCTION_ENVIRONMENT,
        PUBLIC_URL: 'https://portal.example',
      },
    });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/web/auth/session' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const policy = policyOf(response);
      expect(policy.has('upgrade-insecure-requests')).toBe(true);
      expect(policy.get('connect-src')).toBe("'self' wss://portal.example");
    } finally {
      await production.close();
    }
  }, 60_000);
});
