import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AddressCheckRequestSchema, AddressCheckResponseSchema } from '#domain/bulk/schemas.ts';
import type { Sessions } from '../../auth/index.ts';
import type { GeoProvider } from '../../providers/geo/geo-provider.ts';
import { checkAddresses, geocoderPacing, timerSleep } from './check-addresses.ts';

export type BulkAddressCheckDependencies = {
  geo: GeoProvider;
  /** True for a geocoder on the network, which is paced and retried (spec section 9). */
  hostedGeocoder: boolean;
  sessions: Pick<Sessions, 'requireUser'>;
  /** Waits between geocoder calls; tests record the waits instead. */
  sleep?: (milliseconds: number) => Promise<void>;
};

/**
 * Per-IP ceiling. Each call checks up to 100 addresses: enough for a wizard re-checking its
 * uploads (and browser tests on one machine), not for harvesting a hosted geocoder.
 */
export const ADDRESS_CHECK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * POST /web/bulk/address-check: the bulk wizard's uploaded recipients, checked by the address
 * provider (spec section 5), one result per address in the order asked. Signed-in users only,
 * like the wizard itself.
 */
export function registerBulkAddressCheckRoutes(
  app: FastifyInstance,
  { geo, hostedGeocoder, sessions, sleep = timerSleep }: BulkAddressCheckDependencies,
): void {
  const pacing = geocoderPacing(hostedGeocoder);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/web/bulk/address-check',
    {
      schema: { body: AddressCheckRequestSchema, response: { 200: AddressCheckResponseSchema } },
      config: { rateLimit: ADDRESS_CHECK_RATE_LIMIT },
    },
    async (request) => {
      await sessions.requireUser(request);
      const results = await checkAddresses(request.body.addresses, {
        geo,
        pacing,
        sleep,
        log: request.log,
      });
      return { results };
    },
  );
}
