import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH, PUBLIC_API_PREFIX } from '#domain/public-api/paths.ts';
import { createApiKeyAuth } from '../api-keys/index.ts';
import type { BulkQueue } from '../bulk/index.ts';
import type { Database } from '../db/client.ts';
import type { FallbackFont } from '../labels/index.ts';
import type { GeoProvider } from '../providers/geo/geo-provider.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import { registerBulkUploadRoutes } from './bulk-upload-routes.ts';
import { createIdempotentPost } from './idempotent-post.ts';
import { createKeyGuard } from './key-guard.ts';
import { registerPickupRoutes } from './pickup-routes.ts';
import { registerReadRoutes } from './read-routes.ts';
import { registerWriteRoutes } from './write-routes.ts';

export type PublicApiDependencies = {
  db: Database;
  now: () => Date;
  geo: GeoProvider;
  hostedGeocoder: boolean;
  fallbackFont: FallbackFont | null;
  paymentProvider: PaymentProvider;
  /** The bulk job queue, which the API's uploads join. */
  bulkQueue: Pick<BulkQueue, 'enqueue'>;
  /** Calls one key may make a minute (API_KEY_CALLS_PER_MINUTE). */
  keyCallsPerMinute: number;
};

/**
 * /api/v1 (docs/decisions/021-public-api.md): the portal's capabilities for a shop's own systems,
 * authenticated by API keys alone, answering failures as problem details.
 */
export async function registerPublicApi(
  app: FastifyInstance,
  dependencies: PublicApiDependencies,
): Promise<void> {
  const guard = createKeyGuard(app, createApiKeyAuth(dependencies), dependencies.keyCallsPerMinute);
  const answerOnce = createIdempotentPost(dependencies, guard);
  // Public, as API documentation is: a developer reads it before making a key.
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
  await app.register(
    async (api) => {
      registerReadRoutes(api, { ...dependencies, guard, answerOnce });
      registerWriteRoutes(api, { ...dependencies, guard, answerOnce });
      registerPickupRoutes(api, { ...dependencies, guard, answerOnce });
      registerBulkUploadRoutes(api, { ...dependencies, guard, answerOnce });
    },
    { prefix: PUBLIC_API_PREFIX },
  );
}
