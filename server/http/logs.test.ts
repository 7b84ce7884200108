import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createOutboxMailer } from '../providers/mail/outbox-mailer.ts';
import { orderBody } from '../test-support/shipments.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { newAccountBody, sessionCookieOf, withSession } from '../test-support/auth.ts';
import { errorFacts, WITHHELD_MESSAGE } from './log-options.ts';

// What a request may carry and a log must never hold: each distinctive enough that finding it
// anywhere in the log can only mean it was written there.
const SECRETS = {
  token: 'reset-token-Q7xv93kLmN',
  name: 'Philippa Quorndon-Vasquez',
  phone: '(778) 555-0142',
  phoneDigits: '7785550142',
  street: '4471 Quillback Crescent',
  email: 'philippa.quorndon@example.org',
  password: 'Zebra-Lantern-Quiet-77!',
};
const SAME_ORIGIN = { origin: 'http://localhost:3000', host: 'localhost:3000' };

describe('the log of failing requests', () => {
  const lines: string[] = [];
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      config: loadConfig({ WEB_DIST_DIR: '/nonexistent-web-build' }),
      database,
      mailer: createOutboxMailer(database.db),
      logger: { stream: { write: (line) => void lines.push(line) } },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('holds no API key, from its creation or its use', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/web/auth/register',
      headers: SAME_ORIGIN,
      payload: newAccountBody(),
    });
    const cookies = withSession(sessionCookieOf(registered).value);
    const created = await app.inject({
      method: 'POST',
      url: '/web/user/api-keys',
      headers: SAME_ORIGIN,
      cookies,
      payload: { name: 'Shop', scope: 'SHIPPING' },
    });
    const { key } = created.json<{ key: string }>();
    await app.inject({
      method: 'GET',
      url: '/api/v1/shipments',
      headers: { authorization: `Bearer ${key}` },
    });
    await app.inject({
      method: 'GET',
      url: '/api/v1/nowhere',
      headers: { authorization: `Bearer ${key}x` },
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(key.slice(-43));
  });

  it('holds no query parameter, body or personal data of a 500, a 400 or a 404', async () => {
    const order = orderBody({
      senderName: SECRETS.name,
      senderPhoneNumber: SECRETS.phone,
      senderStreetAddress: SECRETS.street,
      senderEmail: SECRETS.email,
    });
    // A query that fails in the database, as an outage or a bad migration makes one fail:
    // the failed query's error holds the whole insert with every value of the order.
    await database.db.execute(sql`alter table orders rename to orders_away`);
    try {
      const failed = await app.inject({
        method: 'POST',
        url: `/web/order/create?token=${SECRETS.token}`,
        headers: SAME_ORIGIN,
        payload: order,
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await database.db.execute(sql`alter table orders_away rename to orders`);
    }
    const refused = await app.inject({
      method: 'POST',
      url: `/web/auth/register?token=${SECRETS.token}`,
      headers: SAME_ORIGIN,
      payload: { name: SECRETS.name, email: SECRETS.email, password: 'short', ...order },
    });
    expect(refused.statusCode).toBe(400);
    const missing = await app.inject({
      method: 'POST',
      url: `/web/no-such-endpoint?token=${SECRETS.token}&email=${SECRETS.email}`,
      headers: SAME_ORIGIN,
      payload: { password: SECRETS.password, ...order },
    });
    expect(missing.statusCode).toBe(404);

    const log = lines.join('');
    for (const [what, secret] of Object.entries(SECRETS)) {
      expect(log, `the log holds the ${what}`).not.toContain(secret);
    }
    expect(log).not.toContain(encodeURIComponent(SECRETS.email));
    expect(log).not.toContain('token=');
  });

  it('still says which request failed, where, and how', () => {
    const failure = logged().find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({
      level: 50,
      reqId: expect.any(String),
      route: '/web/order/create',
      method: 'POST',
      err: {
        type: 'DrizzleQueryError',
        message: WITHHELD_MESSAGE,
        stack: expect.stringMatching(/^at /),
        // SQLSTATE 42P01: undefined table.
        cause: { code: '42P01' },
      },
    });
    const paths = logged().flatMap((line) => (line.req ? [line.req] : []));
    expect(paths).toContainEqual({ method: 'POST', path: '/web/no-such-endpoint' });
  });
});

describe('errorFacts', () => {
  it('keeps the class, a code and the frames, never the message or other fields', () => {
    const error = Object.assign(new Error(`duplicate key: ${SECRETS.email}`), {
      code: '23505',
      detail: `Key (email)=(${SECRETS.email}) already exists.`,
    });
    const facts = errorFacts(new Error('outer', { cause: error }));
    expect(JSON.stringify(facts)).not.toContain(SECRETS.email);
    expect(facts).toMatchObject({ type: 'Error', cause: { type: 'Error', code: '23505' } });
    expect(facts.stack).toMatch(/^at .*logs\.test\.ts/);
  });

  it('drops a code or a name that a person could have written', () => {
    const error = Object.assign(new Error('x'), { code: SECRETS.street, name: SECRETS.name });
    expect(errorFacts(error)).toMatchObject({ type: 'Error' });
    expect(errorFacts(error).code).toBeUndefined();
  });

  it('keeps no frame when it cannot tell the stack from the message', () => {
    const error = new Error(SECRETS.name);
    error.stack = `Error: something else\n    at ${SECRETS.street}`;
    expect(errorFacts(error).stack).toBe('');
  });

  it('says only the type of what is thrown that is not an error', () => {
    expect(errorFacts(SECRETS.email)).toEqual({
      type: 'string',
      message: WITHHELD_MESSAGE,
      stack: '',
    });
  });
});
