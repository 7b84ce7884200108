import { createEmbeddedGeoProvider } from './embedded-geo-provider.ts';
import type { GeoConfig } from './geo-config.ts';
import type { GeoProvider } from './geo-provider.ts';
import { createGoogleGeoProvider } from './hosted-geo-provider.ts';

/** Google's geocoding and Places services when GEO_PROVIDER=google; otherwise the offline provider, so the portal works without any key. */
export function createGeoProvider(config: GeoConfig): GeoProvider {
  return config.provider === 'google'
    ? createGoogleGeoProvider({ apiKey: config.apiKey, timeoutMs: config.timeoutMs })
    : createEmbeddedGeoProvider();
}
