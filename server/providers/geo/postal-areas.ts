import { codes } from 'zipcodes';
import { findRegion } from '#domain/geo/regions.ts';
import { placeKey } from '#domain/geo/text-keys.ts';
import { postalAreaKey, type CountryCode } from '#domain/rates/postal-code-format.ts';
import type { Coordinates } from '#domain/rates/zones.ts';
import { lookupPostalCode } from '../../postal/postal-directory.ts';
import {
  amalgamatedCityOf,
  isRuralArea,
  municipalityOfLabel,
  townOfRuralLabel,
} from './canadian-place-names.ts';

/** What the postal data says about one postal code. */
export type PostalArea = {
  postalCode: string;
  countryCode: CountryCode;
  /** The two-letter code of the province or state. */
  province: string;
  /** The municipality to print; none for a rural Canadian area, which spans many towns. */
  city?: string;
  /** Keys (placeKey) of the city names that agree with the area; none when the data cannot tell (rural areas). */
  cityKeys?: ReadonlySet<string>;
  location: Coordinates;
};

/** A city or town the postal data knows, with the centres of its postal areas. */
export type KnownPlace = {
  city: string;
  province: string;
  countryCode: CountryCode;
  locations: Coordinates[];
};

type CanadianAreaNames = { province: string; city?: string; cityKeys?: Set<string> };

/** Computes a value on first use only: the indexes below read all 44,000 rows of the package. */
function once<Value>(compute: () => Value): () => Value {
  let value: Value | undefined;
  return () => (value ??= compute());
}

/** Remembers the answers of a pure function of text: 44,000 rows hold 19,000 distinct city names. */
function memoize<Value>(compute: (text: string) => Value): (text: string) => Value {
  const answers = new Map<string, Value>();
  return (text) => {
    if (!answers.has(text)) answers.set(text, compute(text));
    return answers.get(text)!;
  };
}

/** The province (or state) code of a row of the package, for the regions the portal ships to. */
function provinceOfRow(zip: string, country: string, state: string): string | undefined {
  if (country === 'US') {
    const region = findRegion(state);
    return region?.country === 'US' ? region.code : undefined;
  }
  // lookupPostalCode repairs the Canadian rows whose province the package lost.
  const lookup = lookupPostalCode(`${zip} 1A1`);
  const region = lookup.found ? findRegion(lookup.place.region) : undefined;
  return region?.country === 'CA' ? region.code : undefined;
}

const canadianAreas = once(() => {
  const municipalities = new Map<string, { fsa: string; label: string; province: string }>();
  const keysByProvince = new Map<string, Set<string>>();
  for (const row of Object.values(codes)) {
    if (row.country !== 'Canada' || isRuralArea(row.zip)) continue;
    const province = provinceOfRow(row.zip, row.country, row.state);
    if (!province) continue;
    municipalities.set(row.zip, { fsa: row.zip, label: row.city, province });
    const keys = keysByProvince.get(province) ?? new Set<string>();
    keys.add(placeKey(municipalityOfLabel(row.city)));
    keysByProvince.set(province, keys);
  }

  const areas = new Map<string, CanadianAreaNames>();
  for (const { fsa, label, province } of municipalities.values()) {
    const municipality = municipalityOfLabel(label);
    const city = amalgamatedCityOf(fsa) ?? municipality;
    const cityKeys = new Set([placeKey(city), placeKey(municipality)]);
    // 'Saint John Grandview' is in Saint John: a leading part that names a municipality of
    // the same province agrees too.
    const words = placeKey(municipality).split(' ');
    for (let size = 1; size < words.length; size += 1) {
      const prefix = words.slice(0, size).join(' ');
      if (keysByProvince.get(province)?.has(prefix)) cityKeys.add(prefix);
    }
    areas.set(fsa, { province, city, cityKeys });
  }
  return areas;
});

/** The area of a postal code the package knows in a region the portal ships to; undefined otherwise. */
export function findPostalArea(postalCode: string): PostalArea | undefined {
  const lookup = lookupPostalCode(postalCode);
  if (!lookup.found) return undefined;
  const { place } = lookup;
  const location = { latitude: place.latitude, longitude: place.longitude };

  if (place.country === 'US') {
    const region = findRegion(place.region);
    if (region?.country !== 'US') return undefined;
    return {
      postalCode: place.postalCode,
      countryCode: 'US',
      province: region.code,
      city: place.city,
      cityKeys: new Set([placeKey(place.city)]),
      location,
    };
  }
  const fsa = postalAreaKey(postalCode);
  const province = provinceOfRow(fsa, 'Canada', '');
  if (!province) return undefined;
  const names = isRuralArea(fsa) ? { province } : canadianAreas().get(fsa);
  return { ...names, province, postalCode: place.postalCode, countryCode: 'CA', location };
}

const knownPlaces = once(() => {
  const byKey = new Map<string, KnownPlace[]>();
  const keyOf = memoize(placeKey);
  const add = (city: string, province: string, countryCode: CountryCode, at: Coordinates) => {
    const key = keyOf(city);
    const namesakes = byKey.get(key) ?? [];
    let place = namesakes.find((candidate) => candidate.province === province);
    if (!place) {
      place = { city, province, countryCode, locations: [] };
      namesakes.push(place);
      byKey.set(key, namesakes);
    }
    place.locations.push(at);
  };
  for (const row of Object.values(codes)) {
    const province = provinceOfRow(row.zip, row.country, row.state);
    if (!province) continue;
    const at = { latitude: row.latitude, longitude: row.longitude };
    if (row.country === 'US') {
      add(row.city, province, 'US', at);
    } else if (isRuralArea(row.zip)) {
      const town = townOfRuralLabel(row.city);
      if (town) add(town, province, 'CA', at);
    } else {
      // Both 'Toronto' and 'North York' name M2L.
      const city = canadianAreas().get(row.zip)!.city!;
      const municipality = municipalityOfLabel(row.city);
      add(city, province, 'CA', at);
      if (municipality !== city) add(municipality, province, 'CA', at);
    }
  }
  return byKey;
});

/** True for the name of a city or town the postal data knows, in any spelling ('Montréal', 'ST JOHNS'). */
export function isKnownPlaceName(name: string): boolean {
  return knownPlaces().has(placeKey(name));
}

/** The cities or towns of that name, in one province or state when it is given; the one with the most postal areas first. */
export function findKnownPlaces(city: string, province?: string): KnownPlace[] {
  const places = knownPlaces().get(placeKey(city)) ?? [];
  return places
    .filter((place) => !province || place.province === province)
    .toSorted((one, other) => other.locations.length - one.locations.length);
}
