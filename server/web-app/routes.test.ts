import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedPageFile, SiteRoutes } from '#domain/site/routes.ts';
import { makeStaff } from '../auth/index.ts';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { loadConfig } from '../config.ts';
import { PRODUCTION_ENVIRONMENT } from '../test-support/production-environment.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { writeWebBuild } from '../test-support/web-build.ts';
import { registerWebApp } from './routes.ts';

const APP_SCRIPT = 'console.log("Maplepost");\n'.repeat(100);
const SHELL = '<!doctype html><title>Maplepost</title>';
// As scripts/vite/prerender.ts writes them.
const TRACKING_PAGE = `<!doctype html><title>Tracking · Maplepost</title>${'<h1>Track a Parcel</h1>'.repeat(50)}`;
const NOT_FOUND_PAGE = '<!doctype html><title>Page Not Found · Maplepost</title>';

let webDistDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webDistDir, 'index.html'), SHELL);
  mkdirSync(path.join(webDistDir, 'prerendered'));
  const trackingPage = path.join(webDistDir, prerenderedPageFile(SiteRoutes.tracking));
  writeFileSync(trackingPage, TRACKING_PAGE);
  writeFileSync(`${trackingPage}.br`, brotliCompressSync(TRACKING_PAGE));
  writeFileSync(path.join(webDistDir, prerenderedPageFile()), NOT_FOUND_PAGE);
  mkdirSync(path.join(webDistDir, 'assets'));
  const asset = path.join(webDistDir, 'assets', 'app-1234.js');
  writeFileSync(asset, APP_SCRIPT);
  // As the build writes them (scripts/vite/precompress.ts).
  writeFileSync(`${asset}.br`, brotliCompressSync(APP_SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(APP_SCRIPT));
  writeFileSync(`${asset}.map`, '{"version":3,"sources":["app.ts"]}');
  app = Fastify();
  await registerWebApp(app, {
    config: loadConfig({ WEB_DIST_DIR: webDistDir }),
    isStaff: async () => false,
  });
});

afterAll(async () => {
  await app.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the web app', () => {
  it('serves a built asset, a page and a 404 page', async () => {
    expect((await get('/assets/app-1234.js')).statusCode).toBe(200);
    expect((await get('/tracking')).statusCode).toBe(200);
    expect((await get('/no-such-page')).statusCode).toBe(404);
  });

  it('sends brotli to a browser that accepts it, else gzip, else the plain file, varying on Accept-Encoding', async () => {
    const brotli = await get('/assets/app-1234.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_SCRIPT);

    const gzip = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_SCRIPT);

    const plain = await get('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);

    for (const response of [brotli, gzip, plain]) {
      expect(response.headers['content-type']).toMatch(
        /^text\/javascript|^application\/javascript/,
      );
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('lets browsers keep hashed assets for a year but asks again for the page itself', async () => {
    const asset = await get('/assets/app-1234.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/tracking', '/no-such-page']) {
      expect((await get(page)).headers['cache-control']).toBe('no-cache');
    }
  });

  it.each(['/assets/app-1234.js.map', '/assets/app-1234.js.br', '/assets/app-1234.js.gz'])(
    'does not send %s, which is no file of the public site',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('sources');
    },
  );

  it('sends the page rendered at build time for its path, compressed when the browser accepts it, asked for again on every visit', async () => {
    for (const url of ['/tracking', '/tracking/']) {
      const page = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(TRACKING_PAGE);
    }
    // No gzip copy was written for it: the plain page.
    expect((await get('/tracking', { 'accept-encoding': 'gzip' })).body).toBe(TRACKING_PAGE);
  });

  it('sends index.html, drawn by the browser, for a page the build did not render: with a parameter or a query', async () => {
    for (const url of [
      '/tracking/MP123456785CA',
      '/tracking?trackingNumber=MP123456785CA',
      '/faq',
    ]) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toBe(SHELL);
    }
  });

  it('sends Page Not Found, as the build rendered it, with a 404 status for a path of no page', async () => {
    const page = await get('/no-such-page?x=1');
    expect(page.statusCode).toBe(404);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(NOT_FOUND_PAGE);
  });

  it.each([
    ['a segment longer than a file name may be', `/${'a'.repeat(300)}`],
    ['a long asset name', `/assets/${'b'.repeat(4096)}.js`],
    ['a file used as a folder', '/assets/app-1234.js/more'],
    ['an encoded parent folder', '/assets/%2e%2e/%2e%2e/etc/passwd'],
  ])('answers 404, never 500, for %s', async (_, url) => {
    expect((await get(url)).statusCode).toBe(404);
  });
});

describe('the staff console, /ops', () => {
  let testApp: TestApp;
  let customer: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    testApp = await createTestApp({ environment: { WEB_DIST_DIR: webDistDir } });
    customer = withSession((await registerAccount(testApp.app)).token);
    const staffAccount = await registerAccount(testApp.app);
    await makeStaff(
      { db: testApp.database.db, config: testApp.config, now: testApp.now },
      staffAccount.email,
      async () => null,
    );
    staff = withSession(staffAccount.token);
  });
  afterAll(() => testApp.close());

  const open = (url: string, cookies: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, cookies });

  it.each(['/ops', '/ops/', '/ops?tab=billing'])(
    'answers %s with Page Not Found and a 404 status to a guest and a customer, as any unknown path',
    async (url) => {
      for (const cookies of [{}, customer]) {
        const page = await open(url, cookies);
        expect(page.statusCode).toBe(404);
        expect(page.body).toBe(NOT_FOUND_PAGE);
        expect(page.body).toContain('<title>Page Not Found · Maplepost</title>');
      }
    },
  );

  it('sends staff the app, which draws the console once it knows them', async () => {
    const page = await open('/ops', staff);
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(SHELL);
  });
});

describe('the build’s own files, in production', () => {
  const webDistDir = writeWebBuild();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      environment: { ...PRODUCTION_ENVIRONMENT, WEB_DIST_DIR: webDistDir },
    });
  });
  afterAll(() => testApp.close());

  it.each([
    '/.vite/manifest.json',
    '/.vite/manifest.json.br',
    '/.vite/',
    '/.vite',
    '/%2Evite/manifest.json',
  ])('are not served: %s answers 404, in every encoding', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      for (const encoding of ['', 'gzip', 'br, gzip']) {
        const response = await testApp.app.inject({
          method,
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(response.statusCode, `${method} ${url} ${encoding}`).toBe(404);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.body).not.toContain('main.tsx');
      }
    }
  });
});
