import { z } from 'zod';
import { formatAddressLine } from '#domain/geo/format-address.ts';
import {
  GeocodeStatus,
  type GeocodeResponse,
  type GeocodeResult,
  type GeoSuggestion,
} from '#domain/geo/schemas.ts';
import { AddressType } from '#domain/geo/address-types.ts';
import { MatchLevel } from '#domain/geo/match-levels.ts';
import { parseAddress, type ParsedAddress } from '#domain/geo/parse-address.ts';
import { placeCorrections } from '#domain/geo/place-corrections.ts';
import { isServedCountry } from '#domain/geo/regions.ts';
import { GeoServiceError, type GeoProvider } from './geo-provider.ts';

// Google Maps Platform: the Geocoding API (maps.googleapis.com/maps/api/geocode/json) and
// Autocomplete (New) of the Places API (places.googleapis.com/v1/places:autocomplete).
const GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';
const AUTOCOMPLETE_URL = 'https://places.googleapis.com/v1/places:autocomplete';
// Autocomplete restricts to a list of regions. Geocoding cannot: its component filters are
// ANDed, so country:CA|country:US finds nothing. It gets the country the text names, if any,
// and its results outside Canada and the US are dropped.
const SERVED_REGION_CODES = ['ca', 'us'];
// Autocomplete answers at most five predictions; each one costs a geocoding call for its parts.
const MAX_SUGGESTIONS = 5;
// Where the city is in an address: a locality, or for places such as Brooklyn a sublocality.
const CITY_COMPONENT_TYPES = [
  'locality',
  'postal_town',
  'sublocality_level_1',
  'administrative_area_level_3',
];

export type GoogleGeoOptions = {
  apiKey: string;
  timeoutMs: number;
  /** Stubbed in tests with recorded answers. */
  fetch?: typeof fetch;
};

// Google's answers, read for the fields we use; anything else in them is ignored.
const AddressComponentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});
const GoogleGeocodeResultSchema = z.object({
  address_components: z.array(AddressComponentSchema),
  formatted_address: z.string(),
  /** Google's 'the geocoder did not return an exact match for the original request'. */
  partial_match: z.boolean().optional(),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }).optional(),
});
type GoogleGeocodeResult = z.infer<typeof GoogleGeocodeResultSchema>;
const GoogleGeocodeResponseSchema = z.object({
  status: z.string(),
  results: z.array(GoogleGeocodeResultSchema).default([]),
});
const AutocompleteResponseSchema = z.object({
  suggestions: z
    .array(z.object({ placePrediction: z.object({ placeId: z.string() }).optional() }))
    .default([]),
});
const GoogleErrorSchema = z.object({ error: z.object({ status: z.string() }) });

/** The hosted provider: Google's Geocoding API, and Places Autocomplete (New) for suggestions. */
export function createGoogleGeoProvider(options: GoogleGeoOptions): GeoProvider {
  const fetchJson = jsonFetcher(options);

  /** One Geocoding API call, by address or by place id, as an answer with our results. */
  async function geocodeRequest(
    query: Record<string, string>,
    typed: ParsedAddress = {},
  ): Promise<GeocodeResponse> {
    const url = `${GEOCODE_URL}?${new URLSearchParams({ ...query, language: 'en', key: options.apiKey })}`;
    const { body } = await fetchJson('Geocoding', url, {});
    const answer = GoogleGeocodeResponseSchema.safeParse(body);
    if (!answer.success) throw new GeoServiceError('Geocoding answered in an unexpected shape.');
    const { status, results } = answer.data;
    if (status !== GeocodeStatus.ok) return { status, results: [] };
    const served = results
      .map((result) => toGeocodeResult(result, typed))
      .filter((result) => result !== undefined);
    return served.length > 0
      ? { status, results: served }
      : { status: GeocodeStatus.zeroResults, results: [] };
  }

  return {
    // Google's terms ask for its attribution wherever Places results are shown without its map.
    attribution: 'Powered by Google',
    async geocode(address) {
      if (!address.trim()) return { status: GeocodeStatus.invalidRequest, results: [] };
      const typed = parseAddress(address);
      const country = typed.countryCode;
      const query: Record<string, string> = country
        ? { address, components: `country:${country}` }
        : { address };
      return geocodeRequest(query, typed);
    },

    async suggest(text) {
      if (!text.trim()) return [];
      const { status, body } = await fetchJson('Places autocomplete', AUTOCOMPLETE_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Goog-Api-Key': options.apiKey },
        body: JSON.stringify({
          input: text,
          includedRegionCodes: SERVED_REGION_CODES,
          languageCode: 'en',
        }),
      });
      if (status !== 200) {
        const reason = GoogleErrorSchema.safeParse(body).data?.error.status ?? `HTTP ${status}`;
        throw new GeoServiceError(`Places autocomplete answered ${reason}.`);
      }
      const answer = AutocompleteResponseSchema.safeParse(body);
      if (!answer.success)
        throw new GeoServiceError('Places autocomplete answered in an unexpected shape.');
      const placeIds = answer.data.suggestions
        .flatMap(({ placePrediction }) => (placePrediction ? [placePrediction.placeId] : []))
        .slice(0, MAX_SUGGESTIONS);
      // A prediction holds one line of text; its place's parts come from geocoding the place id.
      const places = await Promise.all(
        placeIds.map((placeId) => geocodeRequest({ place_id: placeId })),
      );
      return places.flatMap(({ status, results }) => {
        if (status === GeocodeStatus.zeroResults) return [];
        if (status !== GeocodeStatus.ok) throw new GeoServiceError(`Geocoding answered ${status}.`);
        return results.flatMap(toSuggestion);
      });
    },
  };
}

/** fetch with a time limit; failures become GeoServiceErrors that never show the URL, which holds the key. */
function jsonFetcher({ timeoutMs, fetch: fetchImpl = fetch }: GoogleGeoOptions) {
  return async (service: string, url: string, init: RequestInit) => {
    try {
      const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      return { status: response.status, body: (await response.json()) as unknown };
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new GeoServiceError(`${service} did not answer within ${timeoutMs} ms.`);
      }
      throw new GeoServiceError(`${service} could not be reached or did not answer JSON.`);
    }
  };
}

/**
 * How far Google matched: a street number and route it did not flag as a partial match is the
 * street; otherwise the postal code or the town it fell back to.
 */
function matchLevelOf(
  result: GoogleGeocodeResult,
  found: Pick<GeocodeResult, 'streetNumber' | 'route' | 'postalCode'>,
) {
  if (found.streetNumber && found.route && !result.partial_match) return MatchLevel.street;
  return found.postalCode ? MatchLevel.postalCode : MatchLevel.city;
}

/** Our result from Google's: the parts by their types; undefined outside Canada and the US. */
function toGeocodeResult(
  result: GoogleGeocodeResult,
  typed: ParsedAddress,
): GeocodeResult | undefined {
  const part = (type: string, form: 'long_name' | 'short_name' = 'long_name') =>
    result.address_components.find((component) => component.types.includes(type))?.[form];
  const countryCode = part('country', 'short_name');
  if (countryCode === undefined || !isServedCountry(countryCode)) return undefined;
  const location = result.geometry?.location;
  const found = {
    streetNumber: part('street_number'),
    route: part('route', 'short_name'),
    unitNumber: part('subpremise'),
    city: CITY_COMPONENT_TYPES.map((type) => part(type)).find(Boolean),
    province: part('administrative_area_level_1', 'short_name'),
    postalCode: part('postal_code'),
    countryCode,
  };
  return {
    ...found,
    matchLevel: matchLevelOf(result, found),
    addressType: typed.addressType ?? AddressType.street,
    corrections: placeCorrections(typed, found),
    formattedAddress: result.formatted_address,
    location: location && { latitude: location.lat, longitude: location.lng },
  };
}

/** A suggestion needs every part an address form holds; a street or a town alone is not one. */
function toSuggestion(result: GeocodeResult): GeoSuggestion[] {
  const { streetNumber, route, city, province, postalCode, countryCode } = result;
  if (!streetNumber || !route || !city || !province || !postalCode) return [];
  const streetAddress = `${streetNumber} ${route}`;
  const unitNumber = result.unitNumber ?? '';
  const label = formatAddressLine({
    street: streetAddress,
    unitNumber,
    city,
    province,
    postalCode,
    countryCode,
  });
  return [
    {
      label,
      streetAddress,
      unitNumber,
      city,
      province,
      postalCode,
      countryCode,
      source: 'ADDRESS',
      matchLevel: result.matchLevel,
      addressType: AddressType.street,
    },
  ];
}
