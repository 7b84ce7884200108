import { createEmbeddedGeoProvider } from './embedded-geo-provider.ts';
import type { GeoConfig } from './geo-config.ts';
import type { GeoProvider } from './geo-provider.ts';
import { createGoogleGeoProvider } from './hosted-geo-provider.ts';
import { createPhotonGeoProvider } from './photon-geo-provider.ts';

/**
 * Google's geocoding and Places services when GEO_PROVIDER=google, a self-hosted Photon server
 * when GEO_PROVIDER=photon; otherwise the offline provider, so the portal works without either.
 */
export function createGeoProvider(config: GeoConfig): GeoProvider {
  switch (config.provider) {
    case 'google':
      return createGoogleGeoProvider({ apiKey: config.apiKey, timeoutMs: config.timeoutMs });
    case 'photon':
      return createPhotonGeoProvider({ url: config.url, timeoutMs: config.timeoutMs });
    case 'embedded':
      return createEmbeddedGeoProvider();
  }
}
