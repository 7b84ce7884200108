import {
  POSTAL_AREA_PLACES,
  type PostalAreaPlaces,
} from '#domain/geo/postal-area-places.generated.ts';
import { parseAddress, type ParsedAddress } from '#domain/geo/parse-address.ts';
import { findRegion } from '#domain/geo/regions.ts';
import { foldText, placeKey } from '#domain/geo/text-keys.ts';
import { postalAreaKey, type CountryCode } from '#domain/common/postal-code-format.ts';
import type { Coordinates } from '#domain/rates/zones.ts';
import { lookupPostalCode, zipCodeRows } from '../../postal/postal-directory.ts';

/** What the postal data says about one postal code. */
export type PostalArea = {
  /** The code as printed ('H2X 1Y4'), or the area's own key (an FSA or a ZIP) for an area found by its start. */
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

/** The state code of a ZIP's row, for the states the portal ships to (42,000 rows, 60 spellings). */
const stateOfRow = memoize((state: string): string | undefined => {
  const region = findRegion(state);
  return region?.country === 'US' ? region.code : undefined;
});

/** The generated table by FSA: each area's official municipality and accepted names, or its towns (domain/geo/postal-area-places.generated.ts). */
const canadianAreas = once(
  () => new Map<string, PostalAreaPlaces>(POSTAL_AREA_PLACES.map((area) => [area.fsa, area])),
);

/** The province or state of a row of the package, for the regions the portal ships to. */
function provinceOfRow(zip: string, country: string, state: string): string | undefined {
  return country === 'US' ? stateOfRow(state) : canadianAreas().get(zip)?.province;
}

/** The area of a postal code the package knows in a region the portal ships to; undefined otherwise. */
export function findPostalArea(postalCode: string): PostalArea | undefined {
  const lookup = lookupPostalCode(postalCode);
  if (!lookup.found) return undefined;
  const area = areaOfKey(postalAreaKey(postalCode));
  return area && { ...area, postalCode: lookup.place.postalCode };
}

/** The area of an FSA or a ZIP, under that key. */
function areaOfKey(key: string): PostalArea | undefined {
  const lookup = lookupPostalCode(/^\d/.test(key) ? key : `${key} 1A1`);
  if (!lookup.found) return undefined;
  const { place } = lookup;
  const location = { latitude: place.latitude, longitude: place.longitude };

  if (place.country === 'US') {
    const state = stateOfRow(place.region);
    if (!state) return undefined;
    return {
      postalCode: key,
      countryCode: 'US',
      province: state,
      city: place.city,
      cityKeys: new Set([placeKey(place.city)]),
      location,
    };
  }
  const area = canadianAreas().get(key);
  if (!area) return undefined;
  const { province } = area;
  // A rural area spans many towns: it names none, and agrees with any typed town.
  const names =
    'city' in area
      ? { city: area.city, cityKeys: new Set([area.city, ...area.alsoAccepted].map(placeKey)) }
      : {};
  return { ...names, province, postalCode: key, countryCode: 'CA', location };
}

/** Every FSA and ZIP of a region the portal ships to, in order. */
const sortedAreaKeys = once(() =>
  Object.values(zipCodeRows())
    .filter((row) => provinceOfRow(row.zip, row.country, row.state))
    .map((row) => row.zip)
    .toSorted(),
);

/** The index of the first key not before the text. */
function firstKeyFrom(keys: readonly string[], text: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

// A typed code past its area's key: an FSA and the start of its local part ('H2X 1', 'H2X1Y'), a ZIP and the start of its +4.
const PAST_THE_AREA_KEY = /^([A-Z]\d[A-Z])\d(?:[A-Z]\d?)?$|^(\d{5})-\d{0,4}$/;

/**
 * The postal areas (Canadian FSAs and US ZIPs) whose key starts with the typed text ('h2',
 * '9021'), in order; a code typed past its area's key ('H2X 1Y4', '90210-1') answers its area.
 */
export function findPostalAreasByPrefix(prefix: string, limit: number): PostalArea[] {
  const typed = prefix.trim().toUpperCase();
  const compact = /^\d/.test(typed) ? typed : typed.replace(/\s+/g, '');
  if (!compact) return [];
  const pastTheKey = compact.match(PAST_THE_AREA_KEY);
  const start = pastTheKey ? (pastTheKey[1] ?? pastTheKey[2])! : compact;
  const keys = sortedAreaKeys();
  const areas: PostalArea[] = [];
  for (let index = firstKeyFrom(keys, start); index < keys.length; index += 1) {
    if (areas.length === limit || !keys[index]!.startsWith(start)) break;
    const area = areaOfKey(keys[index]!);
    if (area) areas.push(area);
  }
  return areas;
}

/** A city or town with the areas that accept one of its names: a name's own areas locate it ('North York' is in M2x, not all of Toronto). */
type NamedPlace = { place: KnownPlace; locations: Coordinates[] };

/** Every city and town once, under its official name, and each of its names (official or accepted) by key. */
type PlaceIndex = {
  byName: Map<string, NamedPlace[]>;
  /** By the first two characters of a name's key, the names with their place, the name of the most postal areas first. */
  byNameStart: Map<string, { key: string; named: NamedPlace }[]>;
};

/** The official name of each postal area (none for a rural Canadian one) and all the names it accepts, the official one included. */
function* namedAreas(): Generator<{
  city?: string;
  names: string[];
  province: string;
  countryCode: CountryCode;
  location: Coordinates;
}> {
  for (const row of Object.values(zipCodeRows())) {
    const province = provinceOfRow(row.zip, row.country, row.state);
    if (!province) continue;
    if (row.country === 'US') {
      const location = { latitude: row.latitude, longitude: row.longitude };
      yield { city: row.city, names: [row.city], province, countryCode: 'US', location };
      continue;
    }
    // lookupPostalCode repairs the centres of the Canadian rows the package broke (V0N).
    const { location } = areaOfKey(row.zip)!;
    const area = canadianAreas().get(row.zip)!;
    if ('city' in area) {
      // Both 'Toronto' and 'North York' name M2L.
      yield {
        city: area.city,
        names: [area.city, ...area.alsoAccepted],
        province,
        countryCode: 'CA',
        location,
      };
    } else {
      yield { names: [...area.towns], province, countryCode: 'CA', location };
    }
  }
}

const placeIndex = once((): PlaceIndex => {
  const keyOf = memoize(placeKey);
  const places = new Map<string, KnownPlace>();
  const byName = new Map<string, NamedPlace[]>();
  const placeOf = (city: string, province: string, countryCode: CountryCode) => {
    const id = `${countryCode} ${province} ${keyOf(city)}`;
    let place = places.get(id);
    if (!place) {
      place = { city, province, countryCode, locations: [] };
      places.set(id, place);
    }
    return place;
  };
  for (const { city, names, province, countryCode, location } of namedAreas()) {
    // A rural area's towns are places of their own.
    const placesOfNames = names.map((name) => placeOf(city ?? name, province, countryCode));
    for (const place of new Set(placesOfNames)) place.locations.push(location);
    names.forEach((name, index) => {
      const key = keyOf(name);
      const namesakes = byName.get(key) ?? [];
      let named = namesakes.find((candidate) => candidate.place === placesOfNames[index]);
      if (!named) {
        named = { place: placesOfNames[index]!, locations: [] };
        namesakes.push(named);
        byName.set(key, namesakes);
      }
      named.locations.push(location);
    });
  }

  const byNameStart = new Map<string, { key: string; named: NamedPlace }[]>();
  for (const [key, namesakes] of byName) {
    const start = key.slice(0, 2);
    const entries = byNameStart.get(start) ?? [];
    entries.push(...namesakes.map((named) => ({ key, named })));
    byNameStart.set(start, entries);
  }
  for (const entries of byNameStart.values())
    entries.sort((one, other) => byWeight(one.named, other.named));
  return { byName, byNameStart };
});

/** Plain order of text: the indexes sort 45,000 names, too many for localeCompare at start-up. */
const byText = (one: string, other: string) => (one < other ? -1 : one > other ? 1 : 0);

/** The name accepted in the most postal areas first; those of equal weight by official name, then province. */
function byWeight(one: NamedPlace, other: NamedPlace): number {
  return (
    other.locations.length - one.locations.length ||
    byText(one.place.city, other.place.city) ||
    byText(one.place.province, other.place.province)
  );
}

/** True for the name of a city or town the postal data knows, official or accepted, in any spelling ('Montréal', 'ST JOHNS', 'North York'). */
export function isKnownPlaceName(name: string): boolean {
  return placeIndex().byName.has(placeKey(name));
}

/** Typed text read by the parser, which knows these place names: where a street ends and a city begins without a comma. */
export const parseKnowingPlaces = (text: string): ParsedAddress =>
  parseAddress(text, { isPlaceName: isKnownPlaceName });

/** True when the area accepts the city in any spelling, or cannot tell (a rural area, which spans many towns). */
export const areaAcceptsCity = (area: PostalArea, city: string): boolean =>
  !area.cityKeys || area.cityKeys.has(placeKey(city));

/**
 * The cities or towns that go by that name, in one province or state when it is given; the one
 * with the most postal areas first. Each is under its official name, located by the areas
 * that accept the name asked for ('North York' is Toronto, at North York's areas).
 */
export function findKnownPlaces(city: string, province?: string): KnownPlace[] {
  const named = placeIndex().byName.get(placeKey(city)) ?? [];
  return named
    .filter(({ place }) => !province || place.province === province)
    .toSorted(byWeight)
    .map(({ place, locations }) => ({ ...place, locations }));
}

/** The postal data's own label of each Canadian area by province, as words between spaces (' plateau mont royal south '). */
const labelKeysByProvince = once(() => {
  const labels = new Map<string, string[]>();
  for (const row of Object.values(zipCodeRows())) {
    const province = row.country === 'US' ? undefined : canadianAreas().get(row.zip)?.province;
    if (!province) continue;
    const words = placeKey(row.city.replace(/[()/,]/g, ' '));
    labels.set(province, [...(labels.get(province) ?? []), ` ${words} `]);
  }
  return labels;
});

/**
 * True when the postal data knows a place of that name in the province: a city or town by any
 * of its names, or a neighbourhood or former town an area's label names ('Plateau Mont-Royal'
 * of H2X's 'Plateau Mont-royal South'). 'Nowhere' is none, nor Toronto in British Columbia.
 */
export function isPlaceOfProvince(name: string, province: string): boolean {
  if (findKnownPlaces(name, province).length > 0) return true;
  const key = ` ${placeKey(name)} `;
  return (
    key.trim() !== '' &&
    (labelKeysByProvince().get(province) ?? []).some((label) => label.includes(key))
  );
}

// Abbreviations placeKey spells out; while one is the last word typed it may still be the start of another word ('St' of 'Stoney Creek').
const ABBREVIATED_WORD = /(?:^|[\s'’-])(st|ste|mt|ft)$/i;

/** The keys a typed prefix may be the start of: 'st john' reads as 'saint john', and 'st' also as itself. */
function keysOfPrefix(prefix: string): string[] {
  const key = placeKey(prefix);
  const abbreviation = foldText(prefix).match(ABBREVIATED_WORD)?.[1];
  if (!abbreviation) return [key];
  return [key, `${key.slice(0, key.lastIndexOf(' ') + 1)}${abbreviation}`];
}

/**
 * The cities and towns with a name (official or accepted, in either language, with or without
 * accents, St or Saint) that starts with the typed text, each once under its official name;
 * the one whose matching name has the most postal areas first ('sto' finds Stockton, with its
 * 20 ZIPs, before Hamilton, whose Stoney Creek has 3 areas). Fewer than two characters find nothing.
 */
export function findPlacesByPrefix(
  prefix: string,
  options: { province?: string; countryCode?: CountryCode; limit: number },
): KnownPlace[] {
  const { province, countryCode, limit } = options;
  // Each place under the name of the most areas that matches: Montréal ranks as 'Montréal', not 'Saint-Laurent'.
  const found = new Map<KnownPlace, NamedPlace>();
  for (const key of keysOfPrefix(prefix)) {
    if (key.length < 2) continue;
    const matches = new Map<KnownPlace, NamedPlace>();
    for (const { key: nameKey, named } of placeIndex().byNameStart.get(key.slice(0, 2)) ?? []) {
      if (matches.size === limit) break;
      const { place } = named;
      if (!nameKey.startsWith(key) || matches.has(place)) continue;
      if (province && place.province !== province) continue;
      if (countryCode && place.countryCode !== countryCode) continue;
      matches.set(place, named);
    }
    for (const [place, named] of matches) {
      const heavier = found.get(place);
      if (!heavier || byWeight(named, heavier) < 0) found.set(place, named);
    }
  }
  return [...found.values()]
    .toSorted(byWeight)
    .slice(0, limit)
    .map(({ place }) => place);
}
