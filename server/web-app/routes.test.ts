import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { registerWebApp } from './routes.ts';

let webDistDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Maplepost</title>');
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'assets', 'app-1234.js'), 'console.log(1)');
  app = Fastify();
  await registerWebApp(app, { config: loadConfig({ WEB_DIST_DIR: webDistDir }) });
});

afterAll(async () => {
  await app.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the web app', () => {
  it('serves a built asset, a page and a 404 page', async () => {
    expect((await get('/assets/app-1234.js')).statusCode).toBe(200);
    expect((await get('/tracking')).statusCode).toBe(200);
    expect((await get('/no-such-page')).statusCode).toBe(404);
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
