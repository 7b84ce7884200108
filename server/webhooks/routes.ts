import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageResponseSchema } from '#domain/auth/schemas.ts';
import {
  WEBHOOK_DELIVERY_PAGE_SIZE,
  WebhookDeliveryPageSchema,
  WebhookEndpointCreateRequestSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookEndpointUpdateRequestSchema,
  WebhookMessages as Messages,
  WebhookSecretSchema,
  WebhookTestResultSchema,
} from '#domain/webhooks/schemas.ts';
import type { Sessions } from '../auth/index.ts';
import type { SecretSealer } from '../crypto/sealed-secrets.ts';
import type { Database } from '../db/client.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { createEndpoint, deliveryOf, endpointOf } from './endpoints.ts';
import {
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  listDeliveries,
  listEndpoints,
  markResending,
  updateEndpoint,
} from './queries.ts';
import type { WebhookQueue } from './queue.ts';
import type { SendSettings } from './send-webhook.ts';
import { sendTestEvent } from './test-event.ts';

export type WebhookRouteDependencies = {
  db: Database;
  sessions: Pick<Sessions, 'requireUser'>;
  now: () => Date;
  sealer: SecretSealer;
  send: SendSettings;
  queue: Pick<WebhookQueue, 'resend'>;
};

const EndpointParamsSchema = z.object({ endpointId: z.string() });
const DeliveryParamsSchema = EndpointParamsSchema.extend({ deliveryId: z.string() });
const DeliveryPageQuerySchema = z.object({ cursor: z.string().max(40).optional() });
// Each test waits on the receiver for up to 10 s: enough for someone setting one up, and no more.
const TEST_EVENT_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * The webhooks page's calls: the signed-in user's own endpoints and their delivery logs, by
 * session only. Every lookup names the user, so another account's ids answer 404, as if they did
 * not exist.
 */
export function registerWebhookRoutes(
  app: FastifyInstance,
  { db, sessions, now, sealer, send, queue }: WebhookRouteDependencies,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** The signed-in user's endpoint named in the path, or 404. */
  const ownEndpoint = async (
    request: Parameters<Sessions['requireUser']>[0],
    endpointId: string,
  ) => {
    const { userId } = await sessions.requireUser(request);
    const endpoint = await findEndpoint(db, userId, endpointId);
    if (!endpoint) throw notFound(Messages.endpointNotFound);
    return endpoint;
  };

  routes.get(
    '/web/user/webhook-endpoints',
    { schema: { response: { 200: WebhookEndpointListSchema } } },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      return { endpoints: (await listEndpoints(db, userId)).map(endpointOf) };
    },
  );

  routes.post(
    '/web/user/webhook-endpoints',
    {
      schema: {
        body: WebhookEndpointCreateRequestSchema,
        response: { 201: WebhookEndpointSchema },
      },
    },
    async (request, reply) => {
      const { userId } = await sessions.requireUser(request);
      const row = await createEndpoint({ db, sealer, send }, userId, request.body);
      return reply.status(201).send(endpointOf(row));
    },
  );

  routes.patch(
    '/web/user/webhook-endpoints/:endpointId',
    {
      schema: {
        params: EndpointParamsSchema,
        body: WebhookEndpointUpdateRequestSchema,
        response: { 200: WebhookEndpointSchema },
      },
    },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      const row = await updateEndpoint(db, userId, request.params.endpointId, request.body, now());
      if (!row) throw notFound(Messages.endpointNotFound);
      return endpointOf(row);
    },
  );

  routes.delete(
    '/web/user/webhook-endpoints/:endpointId',
    { schema: { params: EndpointParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const { userId } = await sessions.requireUser(request);
      if (!(await deleteEndpoint(db, userId, request.params.endpointId))) {
        throw notFound(Messages.endpointNotFound);
      }
      return { message: Messages.endpointDeleted };
    },
  );

  routes.get(
    '/web/user/webhook-endpoints/:endpointId/secret',
    { schema: { params: EndpointParamsSchema, response: { 200: WebhookSecretSchema } } },
    async (request, reply) => {
      const endpoint = await ownEndpoint(request, request.params.endpointId);
      // Shown on request only, and kept by no cache on the way.
      return reply
        .header('Cache-Control', 'no-store')
        .send({ secret: sealer.open(endpoint.sealedSecret) });
    },
  );

  routes.get(
    '/web/user/webhook-endpoints/:endpointId/deliveries',
    {
      schema: {
        params: EndpointParamsSchema,
        querystring: DeliveryPageQuerySchema,
        response: { 200: WebhookDeliveryPageSchema },
      },
    },
    async (request) => {
      const endpoint = await ownEndpoint(request, request.params.endpointId);
      const { cursor } = request.query;
      const after = cursor ? await findDelivery(db, endpoint.id, cursor) : undefined;
      if (cursor && !after) throw badRequest(Messages.cursorInvalid, 'cursor');
      const rows = await listDeliveries(db, endpoint.id, WEBHOOK_DELIVERY_PAGE_SIZE, after);
      const page = rows.slice(0, WEBHOOK_DELIVERY_PAGE_SIZE);
      return {
        deliveries: page.map(deliveryOf),
        nextCursor: rows.length > WEBHOOK_DELIVERY_PAGE_SIZE ? page.at(-1)!.id : null,
      };
    },
  );

  routes.post(
    '/web/user/webhook-endpoints/:endpointId/test',
    {
      schema: { params: EndpointParamsSchema, response: { 200: WebhookTestResultSchema } },
      config: TEST_EVENT_LIMIT,
    },
    async (request) => {
      const endpoint = await ownEndpoint(request, request.params.endpointId);
      return sendTestEvent({ sealer, send, now }, endpoint);
    },
  );

  routes.post(
    '/web/user/webhook-endpoints/:endpointId/deliveries/:deliveryId/resend',
    { schema: { params: DeliveryParamsSchema, response: { 202: MessageResponseSchema } } },
    async (request, reply) => {
      const endpoint = await ownEndpoint(request, request.params.endpointId);
      const delivery = await findDelivery(db, endpoint.id, request.params.deliveryId);
      if (!delivery) throw notFound(Messages.deliveryNotFound);
      await markResending(db, delivery.id);
      await queue.resend(delivery.id);
      return reply.status(202).send({ message: Messages.resendQueued });
    },
  );
}
