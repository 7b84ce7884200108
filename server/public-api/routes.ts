import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH, PUBLIC_API_PREFIX } from '#domain/public-api/paths.ts';
import { createApiKeyAuth } from '../api-keys/index.ts';
import { registerBulkUploadRoutes } from './bulk-upload-routes.ts';
import { createIdempotentPost } from './idempotent-post.ts';
import { registerHsCodeRoutes } from './hs-code-routes.ts';
import { createKeyGuard } from './key-guard.ts';
import { registerLabelRoutes } from './label-routes.ts';
import { registerPickupRoutes } from './pickup-routes.ts';
import { registerReadRoutes } from './read-routes.ts';
import type { PublicApiDependencies } from './route-context.ts';
import { registerWebhookEndpointRoutes } from './webhook-endpoint-routes.ts';
import { registerWriteRoutes } from './write-routes.ts';

/**
 * /api/v1 (docs/decisions/021-public-api.md): the portal's capabilities for a shop's own systems,
 * authenticated by API keys alone, answering failures as problem details.
 */
export async function registerPublicApi(
  app: FastifyInstance,
  dependencies: PublicApiDependencies,
): Promise<void> {
  const guard = createKeyGuard(app, createApiKeyAuth(dependencies), dependencies.keyCallsPerMinute);
  const context = { ...dependencies, guard, answerOnce: createIdempotentPost(dependencies, guard) };
  // Public, as API documentation is: a developer reads it before making a key.
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
  await app.register(
    async (api) => {
      registerReadRoutes(api, context);
      registerLabelRoutes(api, context);
      registerWriteRoutes(api, context);
      registerPickupRoutes(api, context);
      registerBulkUploadRoutes(api, context);
      registerWebhookEndpointRoutes(api, context);
      registerHsCodeRoutes(api, context);
    },
    { prefix: PUBLIC_API_PREFIX },
  );
}
