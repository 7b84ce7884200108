import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { WEBHOOK_TEST_RECEIVER_PATH } from '#domain/public-api/paths.ts';
import { ShipmentSchema } from '#domain/public-api/schemas.ts';
import { TrackingInfoSchema } from '#domain/tracking/schemas.ts';
import { WebhookMessages as Messages, type WebhookDelivery } from '#domain/webhooks/schemas.ts';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { bulkEntry, bulkShipper, waitForUpload } from '../test-support/bulk.ts';
import { nonceFor, pay } from '../test-support/checkout.ts';
import { outbox } from '../db/schema.ts';
import { shipper } from '../test-support/shipments.ts';
import { postSignedCarrierEvents } from '../test-support/tracking.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import { EVENT_ID_HEADER, verifySignature } from './signature.ts';
import { eventually, QUICK_RETRIES, startReceiver, webhookCalls } from '../test-support/webhooks.ts';

const testApp = useTestApp({ webhookDelivery: QUICK_RETRIES });

const receivers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function receiverFor(answer?: (requestNumber: number) => number) {
  const receiver = await startReceiver(answer);
  receivers.push(receiver);
  return receiver;
}

/** A new account with one endpoint at the receiver, wanting these events. */
async function subscribed(url: string, events: string[]) {
  const account = await registerAccount(testApp.app);
  const calls = webhookCalls(testApp.app, account.token);
  const endpoint = await calls.newEndpoint(url, events);
  return { ...account, calls, endpoint, secret: await calls.secret(endpoint.endpointId) };
}

const settled = (deliveries: WebhookDelivery[]) =>
  deliveries.length > 0 && deliveries.every((delivery) => delivery.status !== 'PENDING');

const bodiesOf = (received: { body: string }[]) =>
  received.map(
    (request) => JSON.parse(request.body) as { id: string; type: string; data: unknown },
  );

describe('webhook deliveries', () => {
  it('signs each delivery, and retries after the receiver fails twice: three attempts in the log', async () => {
    const receiver = await receiverFor((requestNumber) => (requestNumber <= 2 ? 500 : 204));
    const { token, calls, endpoint, secret } = await subscribed(receiver.url, ['shipment.created']);
    const trackingNumber = await shipper(testApp.app, withSession(token)).newOrder();

    const [delivery] = await eventually(async () => {
      const deliveries = await calls.deliveries(endpoint.endpointId);
      return settled(deliveries) && deliveries;
    });
    expect(delivery).toMatchObject({
      eventType: 'shipment.created',
      status: 'DELIVERED',
      attempts: 3,
      lastStatusCode: 204,
      lastError: null,
    });
    expect(receiver.received).toHaveLength(3);
    for (const { headers, body } of receiver.received) {
      expect(headers['content-type']).toBe('application/json');
      expect(headers[EVENT_ID_HEADER.toLowerCase()]).toBe(delivery!.eventId);
      expect(verifySignature(secret, body, headers['maplepost-signature'] as string)).toBe(true);
      expect(verifySignature('whsec_wrong', body, headers['maplepost-signature'] as string)).toBe(
        false,
      );
    }
    const [event] = bodiesOf(receiver.received);
    expect(event).toMatchObject({ id: delivery!.eventId, type: 'shipment.created' });
    expect(ShipmentSchema.parse(event!.data)).toMatchObject({ trackingNumber, paid: false });
    // The same body each time: the stored one, byte for byte.
    expect(new Set(receiver.received.map((request) => request.body)).size).toBe(1);
  });

  it('sends a signed test event at once and says how the receiver answered, logging nothing', async () => {
    const receiver = await receiverFor((requestNumber) => (requestNumber === 1 ? 200 : 410));
    const { calls, endpoint, secret } = await subscribed(receiver.url, ['shipment.created']);
    const first = await calls.sendTest(endpoint.endpointId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ delivered: true, statusCode: 200, error: null });
    expect((await calls.sendTest(endpoint.endpointId)).json()).toEqual({
      delivered: false,
      statusCode: 410,
      error: null,
    });
    const { headers, body } = receiver.received[0]!;
    expect(verifySignature(secret, body, headers['maplepost-signature'] as string)).toBe(true);
    expect(JSON.parse(body)).toMatchObject({
      type: 'webhook.test',
      data: { endpointId: endpoint.endpointId, url: receiver.url },
    });
    expect(await calls.deliveries(endpoint.endpointId)).toEqual([]);
    const stranger = webhookCalls(testApp.app, (await registerAccount(testApp.app)).token);
    expect((await stranger.sendTest(endpoint.endpointId)).statusCode).toBe(404);
  });

  it('delivers to our test receiver, which accepts every delivery', async () => {
    // Deliveries travel over HTTP: the app listens, as it does for a reader of the reference.
    const origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${origin}${WEBHOOK_TEST_RECEIVER_PATH}`;
    const { token, calls, endpoint } = await subscribed(url, ['shipment.created']);
    expect((await calls.sendTest(endpoint.endpointId)).json()).toEqual({
      delivered: true,
      statusCode: 204,
      error: null,
    });
    await shipper(testApp.app, withSession(token)).newOrder();
    const [delivery] = await eventually(async () => {
      const deliveries = await calls.deliveries(endpoint.endpointId);
      return settled(deliveries) && deliveries;
    });
    expect(delivery).toMatchObject({ status: 'DELIVERED', attempts: 1, lastStatusCode: 204 });
  });

  it('sends a delivery again on Resend, with the same event id', async () => {
    const receiver = await receiverFor();
    const { token, calls, endpoint } = await subscribed(receiver.url, ['shipment.created']);
    await shipper(testApp.app, withSession(token)).newOrder();
    const [first] = await eventually(async () => {
      const deliveries = await calls.deliveries(endpoint.endpointId);
      return settled(deliveries) && deliveries;
    });

    const response = await calls.resend(endpoint.endpointId, first!.deliveryId);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ message: Messages.resendQueued });
    await eventually(async () => receiver.received.length === 2);
    const [again] = await eventually(async () => {
      const deliveries = await calls.deliveries(endpoint.endpointId);
      return deliveries[0]!.attempts === 2 && deliveries;
    });
    expect(again).toMatchObject({ deliveryId: first!.deliveryId, status: 'DELIVERED' });
    expect(
      receiver.received.map((request) => request.headers[EVENT_ID_HEADER.toLowerCase()]),
    ).toEqual([first!.eventId, first!.eventId]);
    const missing = await calls.resend(endpoint.endpointId, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: Messages.deliveryNotFound });
  });

  it('tells label.created when paid and tracking.updated on a carrier scan, only to endpoints that want them', async () => {
    const receiver = await receiverFor();
    const quiet = await receiverFor();
    const { token, calls, endpoint } = await subscribed(receiver.url, [
      'label.created',
      'tracking.updated',
    ]);
    const cookies = withSession(token);
    // Another account's endpoint hears nothing of this account's parcels.
    await subscribed(quiet.url, ['shipment.created', 'label.created', 'tracking.updated']);

    const { trackingNumber, batchId } = await shipper(testApp.app, cookies).newBatch();
    const paid = await pay(testApp.app, cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, cookies),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const rawBody = JSON.stringify({
      events: [
        {
          eventId: `scan-${trackingNumber}`,
          trackingNumber,
          status: 'PICKED_UP',
          location: 'Burnaby, BC',
          occurredAt: new Date().toISOString(),
        },
      ],
    });
    const scanned = await postSignedCarrierEvents(
      testApp.app,
      testApp.config.carrierEventsSecret,
      rawBody,
    );
    expect(scanned.statusCode, scanned.body).toBe(200);

    const deliveries = await eventually(async () => {
      const found = await calls.deliveries(endpoint.endpointId);
      return found.length === 2 && settled(found) && found;
    });
    expect(deliveries.map((delivery) => delivery.eventType)).toEqual([
      'tracking.updated',
      'label.created',
    ]);
    await eventually(async () => receiver.received.length === 2);
    const events = bodiesOf(receiver.received);
    const label = events.find((event) => event.type === 'label.created')!;
    expect(ShipmentSchema.parse(label.data)).toMatchObject({
      trackingNumber,
      status: 'LABEL_CREATED',
      paid: true,
      labelUrl: `/api/v1/shipments/${trackingNumber}/label`,
    });
    const tracking = events.find((event) => event.type === 'tracking.updated')!;
    expect(TrackingInfoSchema.parse(tracking.data)).toMatchObject({
      trackingNumber,
      status: 'PICKED_UP',
    });
    expect(quiet.received).toEqual([]);
  });

  it('tells each order of a bulk upload, then bulk.completed', async () => {
    const receiver = await receiverFor();
    const bulk = await bulkShipper(testApp.app);
    const calls = webhookCalls(testApp.app, bulk.account.token);
    const endpoint = await calls.newEndpoint(receiver.url, ['shipment.created', 'bulk.completed']);
    const uploadId = await bulk.newUpload('webhook-batch', [
      bulkEntry(),
      bulkEntry(),
      bulkEntry({ recipientPhoneNumber: '123' }),
    ]);
    await waitForUpload(testApp.database.db, uploadId);
    await eventually(async () => receiver.received.length === 3);
    const types = bodiesOf(receiver.received).map((event) => event.type);
    expect(types.sort()).toEqual(['bulk.completed', 'shipment.created', 'shipment.created']);
    const completed = bodiesOf(receiver.received).find((event) => event.type === 'bulk.completed')!;
    expect(completed.data).toMatchObject({
      uploadId,
      status: 'COMPLETED',
      totalOrders: 3,
      successCount: 2,
      failureCount: 1,
    });
    expect(await calls.deliveries(endpoint.endpointId)).toHaveLength(3);
  });

  it('stops the retries of an endpoint its owner switched off, and says so in the log', async () => {
    const receiver = await receiverFor(() => 500);
    const { token, calls, endpoint } = await subscribed(receiver.url, ['shipment.created']);
    await shipper(testApp.app, withSession(token)).newOrder();
    await eventually(async () => receiver.received.length > 0);
    await calls.update(endpoint.endpointId, { enabled: false });

    const [delivery] = await eventually(async () => {
      const deliveries = await calls.deliveries(endpoint.endpointId);
      return settled(deliveries) && deliveries;
    });
    expect(delivery).toMatchObject({ status: 'FAILED', lastError: Messages.notSentEndpointOff });
    expect(delivery!.attempts).toBeLessThan(QUICK_RETRIES.retry.limit + 1);
    expect(receiver.received).toHaveLength(delivery!.attempts);
  });

  it('switches off an endpoint that failed every attempt, tells its owner, and takes it back on', async () => {
    const receiver = await receiverFor(() => 503);
    const { token, email, calls, endpoint } = await subscribed(receiver.url, ['shipment.created']);
    await shipper(testApp.app, withSession(token)).newOrder();

    const [failed] = await eventually(async () => {
      const deliveries = await calls.deliveries(endpoint.endpointId);
      return settled(deliveries) && deliveries;
    });
    expect(failed).toMatchObject({
      status: 'FAILED',
      attempts: QUICK_RETRIES.retry.limit + 1,
      lastStatusCode: 503,
    });
    const { endpoints } = (await calls.list()).json<{ endpoints: object[] }>();
    expect(endpoints[0]).toMatchObject({ enabled: false, disabledReason: 'FAILING' });
    const mails = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, email));
    expect(mails).toMatchObject([{ subject: 'Your Maplepost webhook endpoint was switched off' }]);
    expect(mails[0]!.textBody).toContain(receiver.url);

    // Switched off, it is sent nothing new.
    await shipper(testApp.app, withSession(token)).newOrder();
    expect(await calls.deliveries(endpoint.endpointId)).toHaveLength(1);
    const on = await calls.update(endpoint.endpointId, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });
});
