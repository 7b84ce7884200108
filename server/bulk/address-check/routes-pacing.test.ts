import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { AddressToCheck } from '#domain/bulk/schemas.ts';
import { EMPIRE_STATE_GEOCODE_RESULT } from '#domain/test-support/sample-addresses.ts';
import type { CurrentUser } from '../../auth/index.ts';
import { registerErrorHandler } from '../../http/error-handler.ts';
import { GeoServiceError, type GeoProvider } from '../../providers/geo/geo-provider.ts';
import { registerBulkAddressCheckRoutes } from './routes.ts';

const user: CurrentUser = {
  userId: 'user-1',
  accountId: 'account-1',
  name: 'Test User',
  email: 'test@example.com',
  role: 'CUSTOMER',
  labelFormat: 'PDF',
};

/** The route on its own, with a geocoder that fails its first call and a clock that records waits. */
async function routeWith(hostedGeocoder: boolean) {
  const waits: number[] = [];
  let calls = 0;
  const geo: GeoProvider = {
    suggest: async () => [],
    geocode: async () => {
      calls += 1;
      if (calls === 1) throw new GeoServiceError('Geocoding did not answer within 5000 ms.');
      return { status: 'OK', results: [EMPIRE_STATE_GEOCODE_RESULT] };
    },
  };
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerBulkAddressCheckRoutes(app, {
    geo,
    hostedGeocoder,
    sessions: { requireUser: async () => user },
    sleep: async (milliseconds) => {
      waits.push(milliseconds);
    },
  });
  await app.ready();
  return { app, waits };
}

const address = (city: string): AddressToCheck => ({
  streetAddress: '350 5th Ave',
  city,
  province: 'NY',
  postalCode: '10118',
  countryCode: 'US',
});

describe('POST /web/bulk/address-check pacing', () => {
  it.each([
    [true, [500, 300]],
    [false, []],
  ])(
    'hostedGeocoder %s: waits %j (backoff after a failed call, pause between calls)',
    async (hostedGeocoder, expectedWaits) => {
      const { app, waits } = await routeWith(hostedGeocoder);
      const response = await app.inject({
        method: 'POST',
        url: '/web/bulk/address-check',
        payload: { addresses: [address('New York'), address('Manhattan')] },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(
        response
          .json()
          .results.map(({ validationStatus }: { validationStatus: string }) => validationStatus),
      ).toEqual(['valid', 'valid']);
      expect(waits).toEqual(expectedWaits);
      await app.close();
    },
  );
});
