import { GeoSuggestResponseSchema, type GeoSuggestion } from '#domain/geo/schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** GET /web/geo/suggest: complete Canadian and US street addresses for what the user typed. */
export async function fetchAddressSuggestions(
  text: string,
  signal?: AbortSignal,
): Promise<GeoSuggestion[]> {
  const query = new URLSearchParams({ q: text });
  const { suggestions } = await apiRequest(`/web/geo/suggest?${query}`, GeoSuggestResponseSchema, {
    signal,
  });
  return suggestions;
}
