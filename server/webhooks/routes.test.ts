import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_WEBHOOK_ENDPOINTS_PER_ACCOUNT,
  WEBHOOK_DELIVERY_PAGE_SIZE,
  WebhookDeliveryPageSchema,
  WebhookEndpointListSchema,
  WebhookMessages as Messages,
} from '#domain/webhooks/schemas.ts';
import { registerAccount } from '../test-support/auth.ts';
import { webhookDeliveries, webhookEndpoints } from '../db/schema.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { QUICK_RETRIES, UNANSWERED_RECEIVER, webhookCalls } from '../test-support/webhooks.ts';

const testApp = useTestApp({ webhookDelivery: QUICK_RETRIES });

const RECEIVER = UNANSWERED_RECEIVER;

async function signedIn() {
  const account = await registerAccount(testApp.app);
  return { ...account, calls: webhookCalls(testApp.app, account.token) };
}

describe('webhook endpoints on the webhooks page', () => {
  it('registers an endpoint with its events in the catalogue’s order, and lists it', async () => {
    const { calls } = await signedIn();
    const created = await calls.create({
      url: ` ${RECEIVER} `,
      events: ['tracking.updated', 'shipment.created', 'tracking.updated'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      url: RECEIVER,
      events: ['shipment.created', 'tracking.updated'],
      enabled: true,
      disabledReason: null,
      failingSince: null,
    });
    const { endpoints } = WebhookEndpointListSchema.parse((await calls.list()).json());
    expect(endpoints).toEqual([created.json()]);
  });

  it('shows the signing secret on request only, never stored in the clear', async () => {
    const { calls } = await signedIn();
    const endpoint = await calls.newEndpoint(RECEIVER);
    const response = await calls.secretResponse(endpoint.endpointId);
    expect(response.headers['cache-control']).toBe('no-store');
    const secret = await calls.secret(endpoint.endpointId);
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect((await calls.list()).body).not.toContain(secret);
    const [row] = await testApp.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.endpointId));
    expect(JSON.stringify(row)).not.toContain(secret.slice('whsec_'.length));
  });

  it.each([
    [{ url: '', events: ['shipment.created'] }, Messages.urlRequired, 'url'],
    [{ events: ['shipment.created'] }, Messages.urlRequired, 'url'],
    [{ url: 'shop.example/hooks', events: ['shipment.created'] }, Messages.urlInvalid, 'url'],
    [{ url: 'ftp://shop.example/', events: ['shipment.created'] }, Messages.urlInvalid, 'url'],
    [
      { url: `http://127.0.0.1/${'x'.repeat(2048)}`, events: ['label.created'] },
      Messages.urlTooLong,
      'url',
    ],
    [{ url: RECEIVER, events: [] }, Messages.eventsRequired, 'events'],
    [{ url: RECEIVER }, Messages.eventsRequired, 'events'],
    [{ url: RECEIVER, events: ['order.deleted'] }, Messages.eventInvalid, 'events/0'],
  ])('refuses %o with a clear message', async (body, message, field) => {
    const { calls } = await signedIn();
    const response = await calls.create(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message, field });
  });

  it.each([
    ['http://10.0.0.8/hooks', Messages.urlPrivate],
    ['http://169.254.169.254/latest/meta-data', Messages.urlPrivate],
    ['http://[fd00::1]/hooks', Messages.urlPrivate],
    ['http://[::ffff:192.168.1.1]/hooks', Messages.urlPrivate],
    ['http://0.0.0.0:3000/', Messages.urlPrivate],
    ['http://user:pw@127.0.0.1/hooks', Messages.urlCredentials],
    ['http://no-such-host.invalid/hooks', Messages.urlUnresolvable],
  ])('refuses to register %s (SSRF), even outside production', async (url, message) => {
    const { calls } = await signedIn();
    const response = await calls.create({ url, events: ['shipment.created'] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message, field: 'url' });
  });

  it('changes events, switches an endpoint off and on, and deletes it', async () => {
    const { calls } = await signedIn();
    const { endpointId } = await calls.newEndpoint(RECEIVER);
    const changed = await calls.update(endpointId, { events: ['bulk.completed'], enabled: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      events: ['bulk.completed'],
      enabled: false,
      disabledReason: 'BY_USER',
    });
    const on = await calls.update(endpointId, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null });
    expect((await calls.update(endpointId, { events: [] })).json()).toMatchObject({
      message: Messages.eventsRequired,
    });
    const deleted = await calls.remove(endpointId);
    expect(deleted.json()).toEqual({ message: Messages.endpointDeleted });
    expect((await calls.remove(endpointId)).statusCode).toBe(404);
    expect(WebhookEndpointListSchema.parse((await calls.list()).json()).endpoints).toEqual([]);
  });

  it(`allows ${MAX_WEBHOOK_ENDPOINTS_PER_ACCOUNT} endpoints an account`, async () => {
    const { calls } = await signedIn();
    const created = await Promise.all(
      Array.from({ length: MAX_WEBHOOK_ENDPOINTS_PER_ACCOUNT + 1 }, () =>
        calls.create({ url: RECEIVER, events: ['shipment.created'] }),
      ),
    );
    const codes = created.map((response) => response.statusCode).sort();
    expect(codes).toEqual([...Array<number>(MAX_WEBHOOK_ENDPOINTS_PER_ACCOUNT).fill(201), 409]);
    expect(created.find((response) => response.statusCode === 409)!.json()).toEqual({
      message: Messages.tooManyEndpoints,
    });
  });

  it('answers 404 to another account for every call that names an endpoint, and changes nothing', async () => {
    const owner = await signedIn();
    const { endpointId } = await owner.calls.newEndpoint(RECEIVER);
    const stranger = await signedIn();
    const noDelivery = '00000000-0000-4000-8000-000000000000';
    for (const id of [endpointId, 'not-an-id', noDelivery]) {
      for (const response of [
        await stranger.calls.update(id, { enabled: false }),
        await stranger.calls.remove(id),
        await stranger.calls.secretResponse(id),
        await stranger.calls.deliveriesResponse(id),
        await stranger.calls.resend(id, noDelivery),
      ]) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json()).toEqual({ message: Messages.endpointNotFound });
      }
    }
    const { endpoints } = WebhookEndpointListSchema.parse((await owner.calls.list()).json());
    expect(endpoints).toMatchObject([{ endpointId, enabled: true }]);
    expect(WebhookEndpointListSchema.parse((await stranger.calls.list()).json()).endpoints).toEqual(
      [],
    );
  });

  it('pages the delivery log newest first, and refuses a cursor that is no delivery of it', async () => {
    const { calls } = await signedIn();
    const { endpointId } = await calls.newEndpoint(RECEIVER);
    const start = Date.parse('2026-11-01T00:00:00Z');
    await testApp.database.db.insert(webhookDeliveries).values(
      Array.from({ length: WEBHOOK_DELIVERY_PAGE_SIZE + 5 }, (_, index) => ({
        endpointId,
        eventId: `evt_${index}`,
        eventType: 'shipment.created' as const,
        payload: '{}',
        createdAt: new Date(start + index * 1000),
      })),
    );
    const first = WebhookDeliveryPageSchema.parse(
      (await calls.deliveriesResponse(endpointId)).json(),
    );
    expect(first.deliveries).toHaveLength(WEBHOOK_DELIVERY_PAGE_SIZE);
    expect(first.deliveries[0]).toMatchObject({
      eventId: 'evt_24',
      status: 'PENDING',
      attempts: 0,
    });
    const second = WebhookDeliveryPageSchema.parse(
      (await calls.deliveriesResponse(endpointId, first.nextCursor!)).json(),
    );
    expect(second.deliveries.map((delivery) => delivery.eventId)).toEqual([
      'evt_4',
      'evt_3',
      'evt_2',
      'evt_1',
      'evt_0',
    ]);
    expect(second.nextCursor).toBeNull();
    const wrong = await calls.deliveriesResponse(
      endpointId,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: Messages.cursorInvalid, field: 'cursor' });
  });

  it('is for signed-in users only', async () => {
    const guest = webhookCalls(testApp.app, 'no-session');
    expect((await guest.list()).statusCode).toBe(401);
    expect((await guest.create({ url: RECEIVER, events: ['shipment.created'] })).statusCode).toBe(
      401,
    );
  });
});
