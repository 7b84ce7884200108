import type { FastifyInstance } from 'fastify';
import { WEBHOOK_TEST_RECEIVER_PATH } from '#domain/public-api/paths.ts';

/**
 * Our test receiver: a webhook endpoint anyone may register before their own receiver is up (the
 * API reference's example does, so that it works as printed). It accepts every delivery with
 * 204 and keeps nothing: it reads no account's data and changes none, so it needs no key, and
 * what it was sent stays in its sender's delivery log. It is left out of the OpenAPI document,
 * which describes the calls a shop makes, not the ones we make.
 */
export function registerWebhookTestReceiver(app: FastifyInstance): void {
  app.post(WEBHOOK_TEST_RECEIVER_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.status(204).send(),
  );
}
