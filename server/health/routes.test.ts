import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createOutboxMailer } from '../providers/mail/outbox-mailer.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { createReadiness } from './readiness.ts';

describe('the probes of a load balancer', () => {
  const readiness = createReadiness();
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      config: loadConfig({ WEB_DIST_DIR: '/nonexistent-web-build' }),
      database,
      mailer: createOutboxMailer(database.db),
      readiness,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const probe = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it('says a running node is alive and ready, with its database', async () => {
    expect(await probe('/livez')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await probe('/readyz')).toEqual({
      status: 200,
      body: { status: 'ok', database: database.kind },
    });
    expect(await probe('/healthz')).toEqual({
      status: 200,
      body: { status: 'ok', database: database.kind },
    });
  });

  it('once draining, is no longer ready but alive, and still serves what arrives', async () => {
    readiness.drain();

    expect(await probe('/readyz')).toEqual({ status: 503, body: { status: 'draining' } });
    expect(await probe('/livez')).toEqual({ status: 200, body: { status: 'ok' } });
    const session = await app.inject({ method: 'GET', url: '/web/auth/session' });
    expect(session.statusCode).toBe(200);
  });
});
