import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdempotencyHeadersSchema, idParameter } from '#domain/public-api/schemas.ts';
import {
  WebhookEndpointCreatedSchema,
  WebhookEndpointCreateRequestSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookMessages as Messages,
} from '#domain/webhooks/schemas.ts';
import { notFound } from '../http/errors.ts';
import {
  createEndpoint,
  deleteEndpoint,
  endpointOf,
  findEndpoint,
  listEndpoints,
} from '../webhooks/index.ts';
import { problemResponses } from './problem-responses.ts';
import type { RouteContext } from './route-context.ts';

const EndpointParamsSchema = z.object({ endpointId: idParameter('endpointId') });

/**
 * A shop's system registers where its events go (docs/decisions/022-webhooks.md), with the same
 * rules as the webhooks page: any key reads, a SHIPPING key adds and deletes. The signing secret
 * is answered once, with the new endpoint; the webhooks page shows it again to the account.
 */
export function registerWebhookEndpointRoutes(
  api: FastifyInstance,
  { db, guard, answerOnce, webhooks }: RouteContext,
): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { sealer, send } = webhooks;

  routes.get(
    '/webhook-endpoints',
    {
      onRequest: guard.needs('READ_ONLY'),
      schema: {
        summary: 'The account’s webhook endpoints, newest first',
        tags: ['webhooks'],
        response: { 200: WebhookEndpointListSchema },
      },
    },
    async (request) => {
      const { userId } = guard.ownerOf(request);
      return { endpoints: (await listEndpoints(db, userId)).map(endpointOf) };
    },
  );

  routes.post(
    '/webhook-endpoints',
    {
      onRequest: guard.needs('SHIPPING'),
      schema: {
        summary: 'Register a webhook endpoint for some events',
        description:
          'Answers the endpoint with its signing secret (whsec_…), shown this once: each delivery’s Maplepost-Signature is verified with it. In production the URL must be https and resolve to public addresses. Send an Idempotency-Key to retry safely.',
        tags: ['webhooks'],
        headers: IdempotencyHeadersSchema,
        body: WebhookEndpointCreateRequestSchema,
        response: {
          201: WebhookEndpointCreatedSchema,
          ...problemResponses(403),
        },
      },
    },
    async (request, reply) => {
      const { userId } = guard.ownerOf(request);
      reply.header('Cache-Control', 'no-store');
      return answerOnce(request, reply, 201, async () => {
        const row = await createEndpoint({ db, sealer, send }, userId, request.body);
        return { ...endpointOf(row), secret: sealer.open(row.sealedSecret) };
      });
    },
  );

  routes.get(
    '/webhook-endpoints/:endpointId',
    {
      onRequest: guard.needs('READ_ONLY'),
      schema: {
        summary: 'One webhook endpoint of the account',
        tags: ['webhooks'],
        params: EndpointParamsSchema,
        response: { 200: WebhookEndpointSchema },
      },
    },
    async (request) => {
      const { userId } = guard.ownerOf(request);
      const endpoint = await findEndpoint(db, userId, request.params.endpointId);
      if (!endpoint) throw notFound(Messages.endpointNotFound);
      return endpointOf(endpoint);
    },
  );

  routes.delete(
    '/webhook-endpoints/:endpointId',
    {
      onRequest: guard.needs('SHIPPING'),
      schema: {
        summary: 'Delete a webhook endpoint and its delivery log',
        tags: ['webhooks'],
        params: EndpointParamsSchema,
        response: { 204: z.null(), ...problemResponses(403) },
      },
    },
    async (request, reply) => {
      const { userId } = guard.ownerOf(request);
      if (!(await deleteEndpoint(db, userId, request.params.endpointId))) {
        throw notFound(Messages.endpointNotFound);
      }
      return reply.status(204).send(null);
    },
  );
}
