import { AddressType } from '#domain/geo/address-types.ts';
import { formatAddressLine } from '#domain/geo/format-address.ts';
import { MatchLevel } from '#domain/geo/match-levels.ts';
import { placeCorrections } from '#domain/geo/place-corrections.ts';
import {
  GeocodeStatus,
  SuggestionSource,
  type PlaceCorrection,
  type GeocodeResponse,
  type GeocodeResult,
  type GeoSuggestion,
} from '#domain/geo/schemas.ts';
import type { ParsedAddress } from '#domain/geo/parse-address.ts';
import type { CountryCode } from '#domain/common/postal-code-format.ts';
import type { Coordinates } from '#domain/rates/zones.ts';
import { provincesOfPostalCode } from '../../postal/place-agreement.ts';
import { completePlaces } from './place-completions.ts';
import type { GeoProvider } from './geo-provider.ts';
import {
  areaAcceptsCity,
  findKnownPlaces,
  findPostalArea,
  isPlaceOfProvince,
  parseKnowingPlaces,
} from './postal-areas.ts';

/**
 * The offline provider, built on the postal data (US ZIPs and Canadian FSAs, with the official
 * place names of decision 012) and the address parser. It knows postal areas, never streets.
 * Its rules:
 *
 * - The postal code decides the place: it is the most precise part of an address and the one
 *   rates are priced by. What was typed stays where the area accepts it (a city by any of its
 *   accepted names, 'North York' or 'Toronto' for M2L; Quebec with K1A); a part the area
 *   contradicts comes back with the area's value and a correction saying why, never silently.
 *   A rural Canadian area (a 0 in the FSA, V0N) spans many towns and accepts the typed one.
 * - Results say how far they were matched: POSTAL_AREA for a Canadian code (the data knows its
 *   first three characters), POSTAL_CODE for a US ZIP in use, CITY for a city alone.
 * - suggest answers, for a known postal code, the address with its typed street (or the place
 *   alone without one); before a postal code is typed, places completing the text
 *   (place-completions.ts). Streets are never invented.
 * - geocode answers OK for a known postal code, or, without one, for a known city (in the typed
 *   province, if any; namesakes in several regions give one result each). Street number and
 *   route are in the result only when parsed, so a place alone reads 'Address may be
 *   incomplete' in the bulk wizard. An unknown postal code or place is ZERO_RESULTS, and so is a
 *   typed city that is no place of its province at all, even with a known postal code ('Nowhere,
 *   BC V6E 3P3': the bulk check's 'Address not found'); blank text is INVALID_REQUEST.
 */
export function createEmbeddedGeoProvider(): GeoProvider {
  return {
    suggest: async (text) => suggestAddresses(text),
    geocode: async (address) => geocodeAddress(address),
  };
}

type Place = {
  city?: string;
  province: string;
  postalCode?: string;
  countryCode: CountryCode;
  location: Coordinates;
  matchLevel: MatchLevel;
  corrections: PlaceCorrection[];
};

/**
 * The place of a known postal code, with what was typed kept where the area accepts it and a
 * correction for each part it contradicts. The data knows a US ZIP in use but only the first
 * three characters of a Canadian code, and never a street.
 */
function placeOfPostalCode(parsed: ParsedAddress & { postalCode: string }): Place | undefined {
  const area = findPostalArea(parsed.postalCode);
  if (!area) return undefined;
  const cityAgrees = (city: string) => areaAcceptsCity(area, city);
  const provinces = provincesOfPostalCode(parsed.postalCode);
  const provinceAgrees = (province: string) => provinces.includes(province);
  return {
    ...area,
    city: parsed.city && cityAgrees(parsed.city) ? parsed.city : area.city,
    province: parsed.province && provinceAgrees(parsed.province) ? parsed.province : area.province,
    matchLevel: area.countryCode === 'US' ? MatchLevel.postalCode : MatchLevel.postalArea,
    corrections: placeCorrections(parsed, area, { cityAgrees, provinceAgrees }),
  };
}

/** A street number and name, or a PO box, rural route or General Delivery line: a street line that needs nothing more. */
const isWholeStreetLine = (parsed: ParsedAddress) =>
  (parsed.addressType ?? AddressType.street) === AddressType.street
    ? Boolean(parsed.streetNumber && parsed.streetName)
    : Boolean(parsed.streetName);

/**
 * The address when the text holds a known postal code: the full address with the street typed
 * (a street address or a PO box, rural route or General Delivery line), or the place alone
 * when only the code was typed. Without a postal code, places completing what is being typed.
 */
function suggestAddresses(text: string): GeoSuggestion[] {
  const parsed = parseKnowingPlaces(text);
  if (!parsed.postalCode) return completePlaces(text);
  const place = placeOfPostalCode({ ...parsed, postalCode: parsed.postalCode });
  if (!place?.city) return [];
  const streetAddress = [parsed.streetNumber, parsed.streetName].filter(Boolean).join(' ');
  const unitNumber = parsed.unitNumber ?? '';
  return [
    {
      label: formatAddressLine({ ...place, street: streetAddress, unitNumber }),
      streetAddress,
      unitNumber,
      city: place.city,
      province: place.province,
      postalCode: parsed.postalCode,
      countryCode: place.countryCode,
      source: isWholeStreetLine(parsed) ? SuggestionSource.address : SuggestionSource.place,
      matchLevel: place.matchLevel,
      addressType: parsed.addressType ?? AddressType.street,
    },
  ];
}

/**
 * True when the typed city is no place at all of the typed province or the postal code's
 * ('Nowhere, BC'): there is nothing to correct it to. A city the area does not take but that
 * exists (Burnaby with V6E) is a correction instead; a rural area takes any town.
 */
function namesNoPlace(parsed: ParsedAddress, place: Place): boolean {
  const { city } = parsed;
  if (!city || !place.corrections.some((correction) => correction.field === 'city')) return false;
  const provinces = new Set([parsed.province, place.province].filter((code) => code !== undefined));
  return ![...provinces].some((province) => isPlaceOfProvince(city, province));
}

function geocodeAddress(address: string): GeocodeResponse {
  if (!address.trim()) return { status: GeocodeStatus.invalidRequest, results: [] };
  const parsed = parseKnowingPlaces(address);
  const places = parsed.postalCode
    ? [placeOfPostalCode({ ...parsed, postalCode: parsed.postalCode })].filter(
        (place): place is Place => place !== undefined && !namesNoPlace(parsed, place),
      )
    : placesOfCity(parsed);
  if (places.length === 0) return { status: GeocodeStatus.zeroResults, results: [] };
  return { status: GeocodeStatus.ok, results: places.map((place) => toResult(parsed, place)) };
}

function placesOfCity(parsed: ParsedAddress): Place[] {
  if (!parsed.city) return [];
  return findKnownPlaces(parsed.city, parsed.province).map((place) => ({
    city: parsed.city,
    province: place.province,
    countryCode: place.countryCode,
    location: centreOf(place.locations),
    matchLevel: MatchLevel.city,
    corrections: [],
  }));
}

/** The mean of a city's postal-area centres, to four decimals (about 10 m). */
function centreOf(locations: Coordinates[]): Coordinates {
  const mean = (values: number[]) =>
    Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 1e4) / 1e4;
  return {
    latitude: mean(locations.map((location) => location.latitude)),
    longitude: mean(locations.map((location) => location.longitude)),
  };
}

function toResult(parsed: ParsedAddress, place: Place): GeocodeResult {
  const street =
    parsed.streetName && [parsed.streetNumber, parsed.streetName].filter(Boolean).join(' ');
  return {
    matchLevel: place.matchLevel,
    addressType: parsed.addressType ?? AddressType.street,
    corrections: place.corrections,
    streetNumber: parsed.streetNumber,
    route: parsed.streetName,
    unitNumber: parsed.unitNumber,
    city: place.city,
    province: place.province,
    postalCode: place.postalCode,
    countryCode: place.countryCode,
    formattedAddress: formatAddressLine({ ...place, street, unitNumber: parsed.unitNumber }),
    location: place.location,
  };
}
