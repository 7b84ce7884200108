import { z } from 'zod';
import { AddressType } from '#domain/geo/address-types.ts';
import { formatAddressLine } from '#domain/geo/format-address.ts';
import { MatchLevel } from '#domain/geo/match-levels.ts';
import { parseAddress, type ParsedAddress } from '#domain/geo/parse-address.ts';
import { placeCorrections, type FoundPlace } from '#domain/geo/place-corrections.ts';
import { findRegion, isServedCountry } from '#domain/geo/regions.ts';
import {
  GeocodeStatus,
  SuggestionSource,
  type GeocodeResult,
  type GeoSuggestion,
} from '#domain/geo/schemas.ts';
import { isDirection, isStreetType } from '#domain/geo/street-vocabulary.ts';
import { foldText, placeKey } from '#domain/geo/text-keys.ts';
import {
  countryOfPostalCode,
  normalizePostalCode,
  type CountryCode,
} from '#domain/common/postal-code-format.ts';
import type { Coordinates } from '#domain/rates/zones.ts';
import { GeoServiceError, type GeoProvider } from './geo-provider.ts';

// Photon (github.com/komoot/photon, docs/api-v1.md), version 1.1 or later: GET /api?q= answers
// a GeoJSON FeatureCollection whose properties follow GeocodeJSON. docs/decisions/013 says why
// Photon; docs/deploy.md how to run it.
const SERVED_COUNTRY_CODES: readonly CountryCode[] = ['CA', 'US'];
const MAX_RESULTS = 5;
// Photon's object types that name a place an address can be in.
const PLACE_TYPES = new Set(['city', 'district', 'locality']);

export type PhotonGeoOptions = {
  /** The server's base URL, e.g. http://photon:2322; a user and password in it are sent as Basic authentication. */
  url: string;
  timeoutMs: number;
  /** Stubbed in tests with recorded answers. */
  fetch?: typeof fetch;
};

// Photon's answer, read for the fields we use; anything else in it is ignored.
const PhotonPropertiesSchema = z.object({
  osm_key: z.string().optional(),
  osm_value: z.string().optional(),
  /** house, street, locality, district, city, county, state, country or other. */
  type: z.string().optional(),
  name: z.string().optional(),
  housenumber: z.string().optional(),
  street: z.string().optional(),
  locality: z.string().optional(),
  district: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postcode: z.string().optional(),
  countrycode: z.string().optional(),
});
type PhotonProperties = z.infer<typeof PhotonPropertiesSchema>;
const PhotonFeatureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  properties: PhotonPropertiesSchema,
});
type PhotonFeature = z.infer<typeof PhotonFeatureSchema>;
const PhotonAnswerSchema = z.object({ features: z.array(PhotonFeatureSchema) });
const PhotonErrorSchema = z.object({ message: z.string() });

/** What a feature is to us: an address, a whole street, a postal code, or a town or part of one. */
type FeatureKind = 'house' | 'street' | 'postcode' | 'place';

/** What one Photon feature says about a place in Canada or the US. */
type Found = {
  kind: FeatureKind;
  houseNumber?: string;
  street?: string;
  city?: string;
  /** Every name the place goes by in OSM (town, borough, village...): a typed city matching any of them stands. */
  placeNames: string[];
  province?: string;
  postalCode?: string;
  countryCode: CountryCode;
  location: Coordinates;
};

/** The street-level provider: a self-hosted Photon server over OpenStreetMap data. */
export function createPhotonGeoProvider(options: PhotonGeoOptions): GeoProvider {
  const search = photonSearch(options);

  return {
    // OpenStreetMap's data is under the ODbL, which asks for this credit wherever it is shown.
    attribution: '© OpenStreetMap contributors',
    async geocode(address) {
      if (!address.trim()) return { status: GeocodeStatus.invalidRequest, results: [] };
      const typed = parseAddress(address);
      const query = searchText(typed, address);
      if (!query) return { status: GeocodeStatus.zeroResults, results: [] };
      const found = await search([
        ['q', query],
        ['limit', String(MAX_RESULTS)],
      ]);
      const results = found
        .filter((place) => describesTypedStreet(place, typed))
        .map((place) => toGeocodeResult(place, typed));
      return results.length > 0
        ? { status: GeocodeStatus.ok, results }
        : { status: GeocodeStatus.zeroResults, results: [] };
    },

    async suggest(text) {
      const typed = parseAddress(text);
      // An address is offered once its number and the start of its street are typed.
      if (!typed.streetNumber || !typed.streetName || !isStreetAddress(typed)) return [];
      const found = await search([
        ['q', searchText(typed, text)],
        ['limit', String(MAX_RESULTS)],
        ['layer', 'house'],
      ]);
      const suggestions = found
        .filter((place) => matchLevelOf(place, typed) === MatchLevel.street)
        .flatMap((place) => toSuggestion(place, typed));
      // An address is in OSM both as a building and as its entrance or address point.
      return [...new Map(suggestions.map((suggestion) => [suggestion.label, suggestion])).values()];
    },
  };
}

/** Whether the typed street line is a street address, not a PO box, rural route or General Delivery. */
const isStreetAddress = (typed: ParsedAddress) =>
  (typed.addressType ?? AddressType.street) === AddressType.street;

// ---- the request ---------------------------------------------------------------------------

/**
 * One /api search in Canada and the US, in the places' own languages ('Montréal', 'Québec'),
 * as the features we can use. Failures become GeoServiceErrors that never show the URL, which
 * may hold a password.
 */
function photonSearch({ url, timeoutMs, fetch: fetchImpl = fetch }: PhotonGeoOptions) {
  const { base, headers } = photonEndpoint(url);
  return async (params: [string, string][]): Promise<Found[]> => {
    const request = new URL('api', base);
    const query: [string, string][] = [
      ...params,
      ['lang', 'default'],
      ...SERVED_COUNTRY_CODES.map((code): [string, string] => ['countrycode', code]),
    ];
    for (const [name, value] of query) request.searchParams.append(name, value);

    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(request, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new GeoServiceError(`Photon did not answer within ${timeoutMs} ms.`);
      }
      throw new GeoServiceError('Photon could not be reached.');
    }
    const body = parseJson(text);
    if (status !== 200) {
      const reason = PhotonErrorSchema.safeParse(body).data?.message;
      throw new GeoServiceError(`Photon answered HTTP ${status}${reason ? `: ${reason}` : '.'}`);
    }
    const answer = PhotonAnswerSchema.safeParse(body);
    if (!answer.success) throw new GeoServiceError('Photon answered in an unexpected shape.');
    return answer.data.features.map(toFound).filter((place) => place !== undefined);
  };
}

/** The base URL without its user and password, which become a header: fetch refuses a URL holding them. */
function photonEndpoint(url: string): { base: URL; headers: Record<string, string> } {
  const base = new URL(url);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  if (!base.username && !base.password) return { base, headers: {} };
  const credentials = `${decodeURIComponent(base.username)}:${decodeURIComponent(base.password)}`;
  base.username = '';
  base.password = '';
  return {
    base,
    headers: { Authorization: `Basic ${Buffer.from(credentials).toString('base64')}` },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What Photon is asked: the text as typed, except that a unit is left out (OpenStreetMap has no
 * units, and an unknown word can make Photon find nothing) and so is a PO box, rural route or
 * General Delivery line: only its place can be found, and '' when none was typed.
 */
function searchText(typed: ParsedAddress, text: string): string {
  if (isStreetAddress(typed) && !typed.unitNumber) return text.trim();
  const street = isStreetAddress(typed)
    ? [typed.streetNumber, typed.streetName].filter(Boolean).join(' ')
    : undefined;
  return formatAddressLine({ ...typed, street, unitNumber: '', countryCode: '' });
}

// ---- reading a feature ---------------------------------------------------------------------

function kindOf(properties: PhotonProperties): FeatureKind | undefined {
  const { osm_key, osm_value, type, housenumber } = properties;
  if (osm_key === 'place' && osm_value === 'postcode') return 'postcode';
  if (type === 'house') return housenumber ? 'house' : undefined;
  if (type === 'street') return 'street';
  return type && PLACE_TYPES.has(type) ? 'place' : undefined;
}

/** A postal code as we print it when it is a whole code of the feature's country; OSM also holds 'H2X' and typos. */
function postalCodeIn(code: string | undefined, countryCode: CountryCode) {
  return code && countryOfPostalCode(code.trim()) === countryCode
    ? normalizePostalCode(code)
    : undefined;
}

/** The feature as a place we can use; undefined outside Canada and the US and for states, lakes and nameless buildings. */
function toFound({ geometry, properties }: PhotonFeature): Found | undefined {
  const countryCode = properties.countrycode?.toUpperCase();
  const kind = kindOf(properties);
  if (!countryCode || !isServedCountry(countryCode) || !kind) return undefined;
  const { name, street, city, district, locality, state } = properties;
  const ownName = kind === 'place' ? name : undefined;
  const region = state ? findRegion(state) : undefined;
  const found: Found = {
    kind,
    houseNumber: properties.housenumber,
    street: kind === 'street' ? name : street,
    // A city feature is its own city; a borough or village answers the city it is in.
    city:
      (properties.type === 'city' ? name : undefined) ?? city ?? district ?? locality ?? ownName,
    placeNames: [ownName, city, district, locality].filter((part) => part !== undefined),
    province: region?.country === countryCode ? region.code : undefined,
    postalCode: postalCodeIn(kind === 'postcode' ? name : properties.postcode, countryCode),
    countryCode,
    location: { latitude: geometry.coordinates[1], longitude: geometry.coordinates[0] },
  };
  if (kind === 'postcode' && !found.postalCode) return undefined;
  return found.city || found.postalCode ? found : undefined;
}

// ---- matching what was typed ---------------------------------------------------------------

const words = (text: string) =>
  foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The words that name a street, without its type and direction: 'W Georgia St' is 'georgia'. */
function streetNameWords(street: string): string[] {
  const all = words(street);
  const naming = all.filter((word) => !isStreetType(word) && !isDirection(word));
  return naming.length > 0 ? naming : all;
}

/** Whether the found street is the typed one: each naming word typed starts a word of it ('rue St-Denis' is 'Rue Saint-Denis'). */
function sameStreet(typed: string, found: string): boolean {
  const foundWords = words(found);
  return streetNameWords(typed).every((word) => foundWords.some((other) => other.startsWith(word)));
}

const sameHouseNumber = (found: string | undefined, typed: string | undefined) =>
  Boolean(found && typed) && words(found!).join('') === words(typed!).join('');

/** An address or street feature counts only when it is on the street typed; a place or postal code always does. */
function describesTypedStreet(found: Found, typed: ParsedAddress): boolean {
  if (found.kind !== 'house' && found.kind !== 'street') return true;
  if (!isStreetAddress(typed)) return false;
  return Boolean(typed.streetName && found.street && sameStreet(typed.streetName, found.street));
}

/**
 * How far Photon matched: STREET only for an address with the typed house number, its street
 * and its own postal code. A street without the typed number, or an address OSM knows no postal
 * code for, confirms the town and nothing more.
 */
function matchLevelOf(found: Found, typed: ParsedAddress): MatchLevel {
  if (found.kind === 'postcode') return MatchLevel.postalCode;
  const isTypedAddress =
    found.kind === 'house' && sameHouseNumber(found.houseNumber, typed.streetNumber);
  return isTypedAddress && found.street && found.postalCode ? MatchLevel.street : MatchLevel.city;
}

/**
 * The place of a result: what was typed stays unless Photon contradicts it, and then the
 * correction says so. A street's or a town's postal code in OSM is one of many, so only an
 * address's or a postcode feature's own code is compared.
 */
function placeOf(found: Found, typed: ParsedAddress, level: MatchLevel) {
  const foundPlace: FoundPlace = {
    city: found.city,
    province: found.province,
    postalCode: level === MatchLevel.city ? undefined : found.postalCode,
    countryCode: found.countryCode,
  };
  const cityAgrees = (city: string) =>
    found.placeNames.some((name) => placeKey(name) === placeKey(city));
  const corrections = placeCorrections(typed, foundPlace, { cityAgrees });
  const suggested = new Map(
    corrections.map((correction) => [correction.field, correction.suggested]),
  );
  const part = (field: 'city' | 'province' | 'postalCode') =>
    suggested.get(field) ?? typed[field] ?? foundPlace[field];
  return {
    city: part('city'),
    province: part('province'),
    postalCode: part('postalCode'),
    countryCode: found.countryCode,
    corrections,
  };
}

// ---- answers -------------------------------------------------------------------------------

function toGeocodeResult(found: Found, typed: ParsedAddress): GeocodeResult {
  const matchLevel = matchLevelOf(found, typed);
  const { corrections, ...place } = placeOf(found, typed, matchLevel);
  // The engine's spelling of a street it matched; otherwise the street as typed, not checked.
  const [streetNumber, route] =
    matchLevel === MatchLevel.street
      ? [found.houseNumber, found.street]
      : [typed.streetNumber, typed.streetName];
  const street = [streetNumber, route].filter(Boolean).join(' ');
  return {
    matchLevel,
    addressType: typed.addressType ?? AddressType.street,
    corrections,
    streetNumber,
    route,
    unitNumber: typed.unitNumber,
    ...place,
    formattedAddress: formatAddressLine({ ...place, street, unitNumber: typed.unitNumber }),
    location: found.location,
  };
}

/** A suggestion holds every part an address form does, the unit as typed. */
function toSuggestion(found: Found, typed: ParsedAddress): GeoSuggestion[] {
  const { city, province, postalCode, countryCode } = placeOf(found, typed, MatchLevel.street);
  if (!city || !province || !postalCode) return [];
  const streetAddress = `${found.houseNumber} ${found.street}`;
  const unitNumber = typed.unitNumber ?? '';
  const place = { city, province, postalCode, countryCode };
  return [
    {
      label: formatAddressLine({ ...place, street: streetAddress, unitNumber }),
      streetAddress,
      unitNumber,
      ...place,
      source: SuggestionSource.address,
      matchLevel: MatchLevel.street,
      addressType: AddressType.street,
    },
  ];
}
