import type { FastifyInstance } from 'fastify';
import { createApiKeyAuth } from '../api-keys/index.ts';
import type { Database } from '../db/client.ts';
import type { FallbackFont } from '../labels/index.ts';
import type { GeoProvider } from '../providers/geo/geo-provider.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import { createKeyGuard } from './key-guard.ts';
import { registerReadRoutes } from './read-routes.ts';
import { registerWriteRoutes } from './write-routes.ts';

export type PublicApiDependencies = {
  db: Database;
  now: () => Date;
  geo: GeoProvider;
  hostedGeocoder: boolean;
  fallbackFont: FallbackFont | null;
  paymentProvider: PaymentProvider;
  /** Calls one key may make a minute (API_KEY_CALLS_PER_MINUTE). */
  keyCallsPerMinute: number;
};

/** The public API's prefix: the version is in the path, so a v2 can live beside it. */
export const PUBLIC_API_PREFIX = '/api/v1';

/**
 * /api/v1 (docs/decisions/021-public-api.md): the portal's capabilities for a shop's own systems,
 * authenticated by API keys alone, answering failures as problem details.
 */
export async function registerPublicApi(
  app: FastifyInstance,
  dependencies: PublicApiDependencies,
): Promise<void> {
  const guard = createKeyGuard(app, createApiKeyAuth(dependencies), dependencies.keyCallsPerMinute);
  await app.register(
    async (api) => {
      // Public, as API documentation is: a developer reads it before making a key.
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      registerReadRoutes(api, { ...dependencies, guard });
      registerWriteRoutes(api, { ...dependencies, guard });
    },
    { prefix: PUBLIC_API_PREFIX },
  );
}
