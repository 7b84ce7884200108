import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/use-test-app.ts';
import { createReadiness } from './readiness.ts';

describe('the probes of a load balancer', () => {
  const readiness = createReadiness();
  const testApp = useTestApp({ readiness });

  const probe = async (url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it('says a running node is alive and ready, with its database', async () => {
    const databaseState = { status: 'ok', database: testApp.database.kind };
    expect(await probe('/livez')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await probe('/readyz')).toEqual({ status: 200, body: databaseState });
    expect(await probe('/healthz')).toEqual({ status: 200, body: databaseState });
  });

  it('once draining, is no longer ready but alive, and still serves what arrives', async () => {
    readiness.drain();

    expect(await probe('/readyz')).toEqual({ status: 503, body: { status: 'draining' } });
    expect(await probe('/livez')).toEqual({ status: 200, body: { status: 'ok' } });
    const session = await testApp.app.inject({ method: 'GET', url: '/web/auth/session' });
    expect(session.statusCode).toBe(200);
  });
});
