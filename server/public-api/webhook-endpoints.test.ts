import { describe, expect, it } from 'vitest';
import {
  WebhookEndpointCreatedSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookMessages as Messages,
} from '#domain/webhooks/schemas.ts';
import { accountWithKey } from '../test-support/api-keys.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { QUICK_RETRIES, UNANSWERED_RECEIVER, webhookCalls } from '../test-support/webhooks.ts';
import { callApi, expectProblem } from '../test-support/public-api.ts';

const testApp = useTestApp({ webhookDelivery: QUICK_RETRIES });

const RECEIVER = UNANSWERED_RECEIVER;
const BODY = { url: RECEIVER, events: ['label.created', 'shipment.created'] };

const create = (key: string, payload: object, headers: Record<string, string> = {}) =>
  callApi(testApp.app, key, {
    method: 'POST',
    url: '/api/v1/webhook-endpoints',
    payload,
    headers,
  });

describe('/api/v1/webhook-endpoints', () => {
  it('registers an endpoint, answering its secret once, and lists, reads and deletes it', async () => {
    const { key, token } = await accountWithKey(testApp.app);
    const response = await create(key, BODY);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const created = WebhookEndpointCreatedSchema.parse(response.json());
    expect(created).toMatchObject({
      url: RECEIVER,
      events: ['shipment.created', 'label.created'],
      enabled: true,
    });
    // The same secret the webhooks page shows its owner.
    const page = webhookCalls(testApp.app, token);
    expect(await page.secret(created.endpointId)).toBe(created.secret);

    const list = await callApi(testApp.app, key, {
      method: 'GET',
      url: '/api/v1/webhook-endpoints',
    });
    const { secret: _secret, ...endpoint } = created;
    expect(WebhookEndpointListSchema.parse(list.json()).endpoints).toEqual([endpoint]);
    expect(list.body).not.toContain(created.secret);
    const url = `/api/v1/webhook-endpoints/${created.endpointId}`;
    const one = await callApi(testApp.app, key, { method: 'GET', url });
    expect(WebhookEndpointSchema.parse(one.json())).toEqual(endpoint);

    const deleted = await callApi(testApp.app, key, { method: 'DELETE', url });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(
      expectProblem(await callApi(testApp.app, key, { method: 'GET', url }), 404),
    ).toMatchObject({
      detail: Messages.endpointNotFound,
    });
  });

  it('refuses bad and private addresses as problem details naming the field', async () => {
    const { key } = await accountWithKey(testApp.app);
    expect(
      expectProblem(await create(key, { ...BODY, url: 'http://169.254.169.254/' }), 400),
    ).toMatchObject({
      detail: Messages.urlPrivate,
      field: 'url',
    });
    expect(expectProblem(await create(key, { ...BODY, events: [] }), 400)).toMatchObject({
      detail: Messages.eventsRequired,
      field: 'events',
    });
  });

  it('lets read-only keys read but not register', async () => {
    const { key } = await accountWithKey(testApp.app, 'READ_ONLY');
    expectProblem(await create(key, BODY), 403);
    const list = await callApi(testApp.app, key, {
      method: 'GET',
      url: '/api/v1/webhook-endpoints',
    });
    expect(list.statusCode).toBe(200);
  });

  it('registers once per Idempotency-Key', async () => {
    const { key } = await accountWithKey(testApp.app);
    const headers = { 'idempotency-key': 'register-hooks-1' };
    const [first, again] = [await create(key, BODY, headers), await create(key, BODY, headers)];
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const list = await callApi(testApp.app, key, {
      method: 'GET',
      url: '/api/v1/webhook-endpoints',
    });
    expect(WebhookEndpointListSchema.parse(list.json()).endpoints).toHaveLength(1);
  });

  it('answers 404 to another account’s key', async () => {
    const owner = await accountWithKey(testApp.app);
    const { endpointId } = WebhookEndpointCreatedSchema.parse(
      (await create(owner.key, BODY)).json(),
    );
    const stranger = await accountWithKey(testApp.app);
    const url = `/api/v1/webhook-endpoints/${endpointId}`;
    expectProblem(await callApi(testApp.app, stranger.key, { method: 'GET', url }), 404);
    expectProblem(await callApi(testApp.app, stranger.key, { method: 'DELETE', url }), 404);
    expect((await callApi(testApp.app, owner.key, { method: 'GET', url })).statusCode).toBe(200);
  });
});
