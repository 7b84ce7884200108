import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookMessages as Messages } from '#domain/webhooks/schemas.ts';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { shipper } from '../test-support/shipments.ts';
import { useTestApp } from '../test-support/use-test-app.ts';
import {
  DEVELOPMENT_POLICY,
  PRODUCTION_POLICY,
  type AddressPolicy,
  type ResolveHost,
} from './address-policy.ts';
import { sendWebhook } from './send-webhook.ts';
import { verifySignature } from './signature.ts';
import { eventually, QUICK_RETRIES, startReceiver, webhookCalls } from '../test-support/webhooks.ts';

const resolvesTo =
  (address: string): ResolveHost =>
  async () => [{ address, family: 4 }];

const request = (url: string) => ({
  url,
  eventId: 'evt_test',
  body: '{"id":"evt_test"}',
  secret: 'whsec_test',
  at: new Date(),
});

const send = (policy: AddressPolicy, resolveHost: ResolveHost, url: string, timeoutMs = 2000) =>
  sendWebhook({ policy, resolveHost, timeoutMs }, request(url));

describe('sending one webhook', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let port: string;
  beforeAll(async () => {
    receiver = await startReceiver();
    port = new URL(receiver.url).port;
  });
  afterAll(() => receiver.close());

  it('connects to the address it checked, whatever the name, and signs the body', async () => {
    const result = await send(
      DEVELOPMENT_POLICY,
      resolvesTo('127.0.0.1'),
      `http://shop.test:${port}/hooks`,
    );
    expect(result).toEqual({ delivered: true, statusCode: 200, error: null });
    const [received] = receiver.received.slice(-1);
    expect(received!.headers.host).toBe(`shop.test:${port}`);
    expect(
      verifySignature(
        'whsec_test',
        received!.body,
        received!.headers['maplepost-signature'] as string,
      ),
    ).toBe(true);
  });

  it('refuses in production, before connecting, plain http and names that now lead inside', async () => {
    const before = receiver.received.length;
    expect(await send(PRODUCTION_POLICY, resolvesTo('8.8.8.8'), receiver.url)).toEqual({
      delivered: false,
      statusCode: null,
      error: Messages.urlNotHttps,
    });
    // DNS rebinding: the name answered a public address when it was registered, loopback now.
    for (const address of ['127.0.0.1', '169.254.169.254', '10.0.0.5']) {
      expect(
        await send(PRODUCTION_POLICY, resolvesTo(address), `https://shop.test:${port}/hooks`),
      ).toEqual({ delivered: false, statusCode: null, error: Messages.urlPrivate });
    }
    expect(receiver.received).toHaveLength(before);
  });

  it('counts a redirect as a failure, and gives up on a receiver that does not answer', async () => {
    const redirecting = createServer((_request, response) =>
      response.writeHead(302, { location: 'http://169.254.169.254/' }).end(),
    );
    const silent = createServer(() => {});
    for (const server of [redirecting, silent]) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    }
    const urlOf = (server: typeof silent) =>
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const loopback = resolvesTo('127.0.0.1');
    expect(await send(DEVELOPMENT_POLICY, loopback, urlOf(redirecting))).toEqual({
      delivered: false,
      statusCode: 302,
      error: null,
    });
    expect(await send(DEVELOPMENT_POLICY, loopback, urlOf(silent), 200)).toEqual({
      delivered: false,
      statusCode: null,
      error: 'No answer within 0.2 s.',
    });
    silent.closeAllConnections();
    await Promise.all(
      [redirecting, silent].map((server) => new Promise((resolve) => server.close(resolve))),
    );
  });
});

describe('an endpoint whose name comes to lead inside our network', () => {
  let lookups = 0;
  // Public when registered, loopback (refused by this policy) at every delivery after.
  const rebinding: ResolveHost = async () => [
    { address: (lookups += 1) === 1 ? '8.8.8.8' : '127.0.0.1', family: 4 },
  ];
  const testApp = useTestApp({
    webhookDelivery: {
      ...QUICK_RETRIES,
      send: {
        ...QUICK_RETRIES.send,
        policy: { httpsOnly: false, allowLoopback: false },
        resolveHost: rebinding,
      },
    },
  });

  it('is refused at delivery time, and the log says why', async () => {
    const { token } = await registerAccount(testApp.app);
    const calls = webhookCalls(testApp.app, token);
    const endpoint = await calls.newEndpoint('http://rebinding.test/hooks');
    await shipper(testApp.app, withSession(token)).newOrder();
    const [delivery] = await eventually(async () => {
      const deliveries = await calls.deliveries(endpoint.endpointId);
      return (deliveries[0]?.attempts ?? 0) > 0 && deliveries;
    });
    expect(delivery).toMatchObject({ lastStatusCode: null, lastError: Messages.urlPrivate });
  });
});
