import type { GeocodeResponse, GeoSuggestion } from '#domain/geo/schemas.ts';

/**
 * Address autocomplete and geocoding, restricted to Canada and the US. The embedded
 * implementation works offline from postal data; a hosted one is chosen by environment
 * variables (create-geo-provider.ts).
 */
export interface GeoProvider {
  /** The credit its data's licence asks to show beside its suggestions ('© OpenStreetMap contributors'); none for our own data. */
  readonly attribution?: string;
  /** Complete street addresses matching what was typed, best first; none when nothing fits. Throws GeoServiceError when the service fails. */
  suggest(text: string): Promise<GeoSuggestion[]>;
  /** OK with the places found, ZERO_RESULTS, or the service's own status (OVER_QUERY_LIMIT, REQUEST_DENIED...). Throws GeoServiceError when the service cannot be reached. */
  geocode(address: string): Promise<GeocodeResponse>;
}

/** The address service gave no usable answer. The message says what failed, never a key or a URL. */
export class GeoServiceError extends Error {
  override name = 'GeoServiceError';
}
