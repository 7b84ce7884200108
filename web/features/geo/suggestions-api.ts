import {
  GeocodeResponseSchema,
  GeoSuggestResponseSchema,
  type GeocodeResponse,
  type GeoSuggestResponse,
} from '#domain/geo/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** The address answers cached as the user types: suggestions for a text, the check of a line. */
export const geoKeys = {
  all: ['geo'] as const,
  suggestions: (text: string) => [...geoKeys.all, 'suggestions', text] as const,
  check: (addressLine: string | null) => [...geoKeys.all, 'check', addressLine] as const,
};

/** GET /web/geo/suggest: Canadian and US addresses and places for what the user typed, with the credit the provider's data asks for. */
export function fetchAddressSuggestions(
  text: string,
  signal?: AbortSignal,
): Promise<GeoSuggestResponse> {
  const query = new URLSearchParams({ q: text });
  return apiRequest(`/web/geo/suggest?${query}`, GeoSuggestResponseSchema, { signal });
}

/** POST /web/geo/geocode: how far the provider matched a one-line address, and what it would correct. */
export function geocodeAddress(address: string, signal?: AbortSignal): Promise<GeocodeResponse> {
  return apiRequest('/web/geo/geocode', GeocodeResponseSchema, { body: { address }, signal });
}
