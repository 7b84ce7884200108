import type { CountryCode } from '#domain/common/postal-code-format.ts';
import {
  endsStreetName,
  isDirection,
  isLeadingStreetType,
  isOrdinal,
  isStructureWord,
} from '../street-vocabulary.ts';
import { splitSegments } from './tokens.ts';
import { takeUnits } from './units.ts';

/** What the words before the city, province and postal code hold. */
export type StreetAndCity = {
  streetNumber?: string;
  streetName?: string;
  /** The units found, in the order typed ('Bldg 2 Suite 400'). */
  units: string[];
  city?: string;
};

type PlaceNameTest = ((name: string) => boolean) | undefined;

// City names are at most this many words ('Rancho Santa Margarita', 'Notre Dame de l'Île').
const MAX_PLACE_WORDS = 5;

/**
 * Reads street number, street name, units and city from the tokens before the province and
 * postal code. The parts are the comma- or line-separated runs of words; a unit also ends a
 * part ('Main St Suite 210 | Springfield'). The street is the first part that starts with a
 * civic number, else the first that looks like a street; a name or company line before it is
 * skipped. The last part is the city; without a separate one, the city is split off the end
 * of the street by a known place name or after the street type.
 */
export function readStreetAndCity(
  tokens: readonly string[],
  country: CountryCode | undefined,
  isPlaceName: PlaceNameTest,
): StreetAndCity {
  const units: string[] = [];
  const segments = mergeLoneNumbers(splitSegments(tokens), country).flatMap((segment) => {
    const split = takeUnits(segment, country);
    units.push(...split.units);
    return split.parts;
  });
  const citySegment =
    segments.length > 1 && isCitySegment(segments.at(-1)!) ? segments.pop() : undefined;
  const streetWords =
    segments.find((words) => startsWithStreetNumber(words, country)) ??
    segments.find(looksLikeStreet);

  if (!streetWords) {
    // Without a street, what is left names the city, unless it holds digits or no letter.
    const city = citySegment ?? segments.at(-1);
    const isPlace = city && !city.some((word) => /\d/.test(word)) && /\p{L}/u.test(city.join(''));
    return { units, city: isPlace ? city.join(' ') : undefined };
  }
  const hasNumber = startsWithStreetNumber(streetWords, country);
  const route = hasNumber ? streetWords.slice(1) : streetWords;
  const split = citySegment ? undefined : splitStreetFromCity(route, isPlaceName);
  const routeWords = split ? split.route : route;
  return {
    streetNumber: hasNumber && routeWords.length > 0 ? streetWords[0] : undefined,
    streetName: routeWords.length > 0 ? routeWords.join(' ') : undefined,
    units,
    city: (citySegment ?? split?.city)?.join(' '),
  };
}

/**
 * Quebec style writes a comma after the civic number ('1401, 3e Avenue', '1000, rue De La
 * Gauchetière'), and Canadians a unit and civic number alone ('2-234, rue Pine'): a number
 * alone joins the street that follows.
 */
function mergeLoneNumbers(segments: string[][], country: CountryCode | undefined): string[][] {
  const merged: string[][] = [];
  for (const segment of segments) {
    const previous = merged.at(-1);
    const loneNumber =
      previous?.length === 1 &&
      (isStreetNumber(previous[0]!, country) || /^#?[a-z0-9]+-\d+[a-z]?$/i.test(previous[0]!));
    if (loneNumber && looksLikeStreet(segment)) previous.push(...segment);
    else merged.push([...segment]);
  }
  return merged;
}

/** The last part is the city unless it starts with a number. */
const isCitySegment = (words: string[]) => !/^\d/.test(words[0]!);

function isStreetNumber(word: string, country: CountryCode | undefined): boolean {
  if (/^\d+[a-z]?$/i.test(word)) return true;
  // Queens, New York numbers houses '88-11': cross street, then house.
  return country === 'US' && /^\d+-\d+[a-z]?$/i.test(word);
}

function startsWithStreetNumber(words: string[], country: CountryCode | undefined): boolean {
  if (words.length < 2 || !isStreetNumber(words[0]!, country)) return false;
  // '3e Avenue' is the ordinal street, not civic number 3E on 'Avenue'.
  return !(isOrdinal(words[0]!) && endsStreetName(words, 1));
}

/** A street type after the first word ('Amphitheatre Pkwy', '3e Avenue'), or one that leads ('rue Sherbrooke'). */
function looksLikeStreet(words: string[]): boolean {
  if (words.length < 2) return false;
  return isLeadingStreetType(words[0]!) || words.some((_, index) => endsStreetName(words, index));
}

type StreetSplit = { route: string[]; city: string[] };

const NUMBERED_ROADS = new Set(['highway', 'hwy', 'route', 'rte', 'rang', 'road', 'rd']);
const isNumberedRoad = (word: string) => NUMBERED_ROADS.has(word.toLowerCase().replace('.', ''));

/**
 * Where a street without a comma after it ends and its city begins. A known place name at the
 * end decides ('1585 Broadway | New York'), unless a street type ends the street before it: a
 * street does not go on past its type and directions, so 'Fir Street | Alert Bay' and '53 Avenue
 * | High Prairie' keep the whole town, though 'Bay' and 'Prairie' are also towns' names.
 */
function splitStreetFromCity(route: string[], isPlaceName: PlaceNameTest): StreetSplit | undefined {
  const atPlaceName = splitAtPlaceName(route, isPlaceName);
  const afterStreetType = splitAfterStreetType(route);
  if (atPlaceName && afterStreetType && afterStreetType.route.length < atPlaceName.route.length) {
    return afterStreetType;
  }
  return atPlaceName ?? afterStreetType;
}

/** A street needs a name besides its type and direction: 'rue' alone does not make 'rue | Saint-Denis'. */
const namesAStreet = (route: string[]) => route.some((word) => !isStructureWord(word));

/** The longest known place name the words end with: '1585 Broadway | New York', 'rue Principale | Ripon'. */
function splitAtPlaceName(words: string[], isPlaceName: PlaceNameTest): StreetSplit | undefined {
  if (!isPlaceName) return undefined;
  for (let size = Math.min(MAX_PLACE_WORDS, words.length - 1); size >= 1; size -= 1) {
    const route = words.slice(0, words.length - size);
    const city = words.slice(words.length - size);
    // A lone 'W' or 'Bay' ends a street rather than names a city.
    if (size === 1 && isStructureWord(city[0]!)) continue;
    if (namesAStreet(route) && isPlaceName(city.join(' '))) return { route, city };
  }
  return undefined;
}

/**
 * After the street type and its directions, the rest is the city: 'Bremner Blvd | Toronto',
 * '9 Ave SW | Calgary', '18e rue | Québec'. A street whose type leads ends at its direction:
 * 'rue Sherbrooke O | Montréal'.
 */
function splitAfterStreetType(words: string[]): StreetSplit | undefined {
  const typeIndex = words.findIndex((_, index) => endsStreetName(words, index));
  let end: number;
  if (typeIndex >= 0) {
    end = typeIndex + 1;
  } else if (isLeadingStreetType(words[0]!)) {
    const directionIndex = words.findIndex((word, index) => index > 1 && isDirection(word));
    if (directionIndex < 0) return undefined;
    end = directionIndex;
  } else {
    return undefined;
  }
  // A numbered road carries its number after its type: 'Highway 97', 'Route 132', 'Rang 4'.
  if (
    typeIndex >= 0 &&
    isNumberedRoad(words[typeIndex]!) &&
    /^\d+[a-z]?$/i.test(words[end] ?? '')
  ) {
    end += 1;
  }
  while (end < words.length && isDirection(words[end]!)) end += 1;
  if (end >= words.length) return undefined;
  return { route: words.slice(0, end), city: words.slice(end) };
}
