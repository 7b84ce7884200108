import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  WebhookDeliveryPageSchema,
  WebhookEndpointSchema,
  WebhookSecretSchema,
  type WebhookEndpointCreateRequest,
} from '#domain/webhooks/schemas.ts';
import { withSession } from './auth.ts';
import { DEVELOPMENT_POLICY } from '../webhooks/address-policy.ts';
import { defaultDeliverySettings, type DeliverySettings } from '../webhooks/index.ts';

/** Deliveries as outside production, retried 3 times within seconds instead of over a day. */
export const QUICK_RETRIES: DeliverySettings = {
  send: { ...defaultDeliverySettings(false).send, policy: DEVELOPMENT_POLICY, timeoutMs: 2000 },
  retry: { limit: 3, delaySeconds: 1, maxDelaySeconds: 1 },
};

/** Loopback's discard port: nothing answers there, so deliveries to it fail quietly. */
export const UNANSWERED_RECEIVER = 'http://127.0.0.1:9/hooks';

export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string };

/**
 * A shop's receiver on loopback: answers each request with the status `answer` gives for its
 * number (1, 2, ...), and keeps what it received.
 */
export async function startReceiver(answer: (requestNumber: number) => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answer(received.length)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The signed-in user's calls of the webhooks page. */
export function webhookCalls(app: FastifyInstance, token: string) {
  const cookies = withSession(token);
  const base = '/web/user/webhook-endpoints';
  const self = {
    create: (body: Partial<Record<keyof WebhookEndpointCreateRequest, unknown>>) =>
      app.inject({ method: 'POST', url: base, cookies, payload: body }),
    /** Creates an endpoint, failing the test if refused; answers it. */
    async newEndpoint(url: string, events: string[] = ['shipment.created']) {
      const response = await self.create({ url, events });
      expect(response.statusCode, response.body).toBe(201);
      return WebhookEndpointSchema.parse(response.json());
    },
    list: () => app.inject({ method: 'GET', url: base, cookies }),
    update: (endpointId: string, body: object) =>
      app.inject({ method: 'PATCH', url: `${base}/${endpointId}`, cookies, payload: body }),
    remove: (endpointId: string) =>
      app.inject({ method: 'DELETE', url: `${base}/${endpointId}`, cookies }),
    secretResponse: (endpointId: string) =>
      app.inject({ method: 'GET', url: `${base}/${endpointId}/secret`, cookies }),
    async secret(endpointId: string) {
      const response = await self.secretResponse(endpointId);
      expect(response.statusCode, response.body).toBe(200);
      return WebhookSecretSchema.parse(response.json()).secret;
    },
    deliveriesResponse: (endpointId: string, cursor?: string) =>
      app.inject({
        method: 'GET',
        url: `${base}/${endpointId}/deliveries${cursor ? `?cursor=${cursor}` : ''}`,
        cookies,
      }),
    async deliveries(endpointId: string) {
      const response = await self.deliveriesResponse(endpointId);
      expect(response.statusCode, response.body).toBe(200);
      return WebhookDeliveryPageSchema.parse(response.json()).deliveries;
    },
    sendTest: (endpointId: string) =>
      app.inject({ method: 'POST', url: `${base}/${endpointId}/test`, cookies }),
    resend: (endpointId: string, deliveryId: string) =>
      app.inject({
        method: 'POST',
        url: `${base}/${endpointId}/deliveries/${deliveryId}/resend`,
        cookies,
      }),
  };
  return self;
}

/** Waits until `check` answers something truthy, polling; fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found) return found;
    if (Date.now() > deadline) throw new Error('Timed out waiting for the webhook');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
