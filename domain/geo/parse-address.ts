import {
  countryOfPostalCode,
  normalizePostalCode,
  type CountryCode,
} from '#domain/rates/postal-code-format.ts';
import type { AddressType } from './address-types.ts';
import {
  countryNamed,
  findRegion,
  MAX_COUNTRY_WORDS,
  MAX_REGION_WORDS,
  type Region,
} from './regions.ts';
import { isDirection, isLeadingStreetType, isStreetType, isUnitWord } from './street-vocabulary.ts';

/** What parseAddress read from free text. A part it could not read is left out, never guessed. */
export type ParsedAddress = {
  /**
   * STREET unless the street line is a post office box, rural route or General Delivery; then
   * streetName holds that whole line ('PO Box 4001 Stn A') and streetNumber is left out.
   */
  addressType?: AddressType;
  streetNumber?: string;
  /** The street name with its type and direction, as typed: 'W Georgia St', 'rue De La Gauchetière O'. */
  streetName?: string;
  unitNumber?: string;
  city?: string;
  /** The two-letter code of the province or state: 'BC', 'NY'. */
  province?: string;
  /** A Canadian code as A1A 1A1, or a ZIP (ZIP+4 kept). */
  postalCode?: string;
  countryCode?: CountryCode;
};

export type ParseOptions = {
  /**
   * Knows place names, in any spelling. Without commas, it tells where a street ends and a
   * city begins when no street type says so: '1585 Broadway New York', 'rue X O Montréal'.
   */
  isPlaceName?: (name: string) => boolean;
};

// A comma, parenthesis, semicolon or line break: where a part of the address ends.
const BREAK = ',';
// City names are at most this many words ('Rancho Santa Margarita', 'Notre Dame de l'Île').
const MAX_PLACE_WORDS = 5;

/**
 * Splits a one-line address into street number, street name, unit, city, province or state,
 * postal code and country. Reads from the end, where the shape is fixed (postal code, region,
 * country), then the street from the start. Commas are optional, any case works, postal codes
 * may lack their space, units may be written 'Unit 5', 'Apt 5', '#5', 'Suite 200' or, in
 * Canada, '5-123 Main St' (in the US '88-11 Sutphin Blvd' is a Queens house number).
 */
export function parseAddress(text: string, options: ParseOptions = {}): ParsedAddress {
  const tail = readTail(tokenize(text));
  const postalCodeCountry = tail.postalCode ? countryOfPostalCode(tail.postalCode) : null;
  const countryCode = tail.namedCountry ?? postalCodeCountry ?? tail.region?.country;
  const street = readStreetAndCity(tail.rest, countryCode, options);
  return withoutEmptyParts({
    streetNumber: street.streetNumber,
    streetName: street.streetName && tidyCase(street.streetName),
    unitNumber: street.unitNumber?.toUpperCase(),
    city: street.city && tidyCase(street.city),
    province: tail.region?.code,
    postalCode: tail.postalCode && normalizePostalCode(tail.postalCode),
    countryCode,
  });
}

// ---- tokens ------------------------------------------------------------------------------

function tokenize(text: string): string[] {
  return text
    .replace(/[,;()\r\n]/g, ` ${BREAK} `)
    .split(/\s+/)
    .filter(Boolean);
}

function trimBreaks(tokens: string[]): string[] {
  let start = 0;
  let end = tokens.length;
  while (start < end && tokens[start] === BREAK) start += 1;
  while (end > start && tokens[end - 1] === BREAK) end -= 1;
  return tokens.slice(start, end);
}

/** The last `size` tokens joined, when none of them is a break. */
function lastWords(tokens: string[], size: number): string | undefined {
  if (size > tokens.length) return undefined;
  const words = tokens.slice(tokens.length - size);
  return words.includes(BREAK) ? undefined : words.join(' ');
}

function splitSegments(tokens: string[]): string[][] {
  const segments: string[][] = [[]];
  for (const token of tokens) {
    if (token === BREAK) segments.push([]);
    else segments.at(-1)!.push(token);
  }
  return segments.filter((segment) => segment.length > 0);
}

// ---- the end of the address: country, postal code, region --------------------------------

type Tail = {
  rest: string[];
  namedCountry?: CountryCode;
  postalCode?: string;
  region?: Region;
};

function readTail(tokens: string[]): Tail {
  const country = takeCountryName(trimBreaks(tokens));
  const postal = takePostalCode(trimBreaks(country.rest));
  const region = takeRegion(trimBreaks(postal.rest), postal.postalCode !== undefined);
  return {
    rest: trimBreaks(region.rest),
    namedCountry: country.country,
    postalCode: postal.postalCode,
    region: region.region,
  };
}

/** 'Canada', 'USA', 'United States'...; a final 'CA' means Canada only after a Canadian postal code or province ('Toronto, ON, CA'). */
function takeCountryName(tokens: string[]): { rest: string[]; country?: CountryCode } {
  for (let size = MAX_COUNTRY_WORDS; size >= 1; size -= 1) {
    const words = lastWords(tokens, size);
    const country = words === undefined ? undefined : countryNamed(words);
    if (country) return { rest: tokens.slice(0, -size), country };
  }
  if (tokens.at(-1)?.toUpperCase() === 'CA') {
    const before = trimBreaks(tokens.slice(0, -1));
    const postal = takePostalCode(before);
    const canadianPostalCode = postal.postalCode && countryOfPostalCode(postal.postalCode) === 'CA';
    if (canadianPostalCode || takeRegion(before, false).region?.country === 'CA') {
      return { rest: tokens.slice(0, -1), country: 'CA' };
    }
  }
  return { rest: tokens };
}

/** A final postal code: 'V6E 3P3', 'v6e3p3', 'V6E-3P3', '94043', '94043-1351'. */
function takePostalCode(tokens: string[]): { rest: string[]; postalCode?: string } {
  const last = lastWords(tokens, 1);
  if (last) {
    const code = /^[a-z]\d[a-z]-\d[a-z]\d$/i.test(last) ? last.replace('-', ' ') : last;
    if (countryOfPostalCode(code)) return { rest: tokens.slice(0, -1), postalCode: code };
  }
  const lastTwo = lastWords(tokens, 2);
  if (lastTwo && countryOfPostalCode(lastTwo) === 'CA') {
    return { rest: tokens.slice(0, -2), postalCode: lastTwo };
  }
  return { rest: tokens };
}

/** A final province or state, by code, name or abbreviation ('BC', 'British Columbia', 'Qué.', 'new york'). */
function takeRegion(
  tokens: string[],
  beforePostalCode: boolean,
): { rest: string[]; region?: Region } {
  for (let size = MAX_REGION_WORDS; size >= 1; size -= 1) {
    const words = lastWords(tokens, size);
    const region = words === undefined ? undefined : findRegion(words);
    if (!region) continue;
    const rest = tokens.slice(0, -size);
    if (size === 1 && !isRegionWordPlausible(words!, rest, beforePostalCode)) continue;
    return { rest, region };
  }
  return { rest: tokens };
}

/**
 * 'CT' and 'NE' are states but also Court and North-East: '123 Elm Ct' and '123 Main St NE'
 * end with a street, not a state. Such a word is a state only after a comma or before a
 * postal code, and never right after another street type or direction.
 */
function isRegionWordPlausible(word: string, before: string[], beforePostalCode: boolean): boolean {
  if (!isStreetType(word) && !isDirection(word)) return true;
  const previous = before.at(-1);
  if (previous === undefined || previous === BREAK) return true;
  return beforePostalCode && !isStreetType(previous) && !isDirection(previous);
}

// ---- the start of the address: unit, street number, street name, city -------------------

type StreetAndCity = Pick<ParsedAddress, 'streetNumber' | 'streetName' | 'unitNumber' | 'city'>;

function readStreetAndCity(
  tokens: string[],
  country: CountryCode | undefined,
  options: ParseOptions,
): StreetAndCity {
  const segments = mergeLoneNumbers(splitSegments(tokens), country);
  const citySegment =
    segments.length > 1 && isCitySegment(segments.at(-1)!, country) ? segments.pop() : undefined;

  let unitNumber: string | undefined;
  const streetCandidates: string[][] = [];
  for (const segment of segments) {
    const { unit, words } = takeUnit(segment, country);
    unitNumber ??= unit;
    if (words.length > 0) streetCandidates.push(words);
  }
  const streetWords =
    streetCandidates.find((words) => startsWithStreetNumber(words, country)) ??
    streetCandidates.find(looksLikeStreet);

  if (!streetWords) {
    // Without a street, what is left names the city, unless it holds digits ('PO Box 12').
    const city = citySegment ?? streetCandidates.at(-1);
    const isPlace = city && !city.some((word) => /\d/.test(word));
    return { unitNumber, city: isPlace ? city.join(' ') : undefined };
  }
  const street = splitStreetAndCity(streetWords, country, !citySegment, options);
  return { ...street, unitNumber, city: (citySegment ?? street.city)?.join(' ') };
}

/** French Canadian style writes '1000, rue De La Gauchetière': a number alone joins the street that follows. */
function mergeLoneNumbers(segments: string[][], country: CountryCode | undefined): string[][] {
  const merged: string[][] = [];
  for (const segment of segments) {
    const previous = merged.at(-1);
    const loneNumber = previous?.length === 1 && isStreetNumber(previous[0]!, country);
    if (loneNumber && looksLikeStreet(segment)) previous.push(...segment);
    else merged.push([...segment]);
  }
  return merged;
}

/** The last comma-separated part is the city unless it is a unit or starts with a number. */
function isCitySegment(words: string[], country: CountryCode | undefined): boolean {
  return !/^\d/.test(words[0]!) && takeUnit(words, country).words.length > 0;
}

function isStreetNumber(word: string, country: CountryCode | undefined): boolean {
  if (/^\d+[a-z]?$/i.test(word)) return true;
  // Queens, New York numbers houses '88-11': cross street, then house.
  return country === 'US' && /^\d+-\d+[a-z]?$/i.test(word);
}

function startsWithStreetNumber(words: string[], country: CountryCode | undefined): boolean {
  return words.length > 1 && isStreetNumber(words[0]!, country);
}

/** A street type after the first word ('Amphitheatre Pkwy'), or one that leads ('rue Sherbrooke'). */
function looksLikeStreet(words: string[]): boolean {
  return words.slice(1).some(isStreetType) || (words.length > 1 && isLeadingStreetType(words[0]!));
}

const isUnitValue = (value: string) =>
  /^[a-z0-9][a-z0-9-]*$/i.test(value) && (/\d/.test(value) || value.length === 1);

/** Takes the unit out of a part of the address: '1203-1055 W Georgia' (Canada), 'Unit 5', 'Apt. 4B', 'Suite 200', '#5'. */
function takeUnit(
  words: string[],
  country: CountryCode | undefined,
): { unit?: string; words: string[] } {
  const hyphenated = country === 'US' ? null : words[0]?.match(/^#?([a-z0-9]+)-(\d+[a-z]?)$/i);
  if (hyphenated && words.length > 1) {
    return { unit: hyphenated[1], words: [hyphenated[2]!, ...words.slice(1)] };
  }
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (word.startsWith('#') && isUnitValue(word.slice(1))) {
      return { unit: word.slice(1), words: words.toSpliced(index, 1) };
    }
    const value = words[index + 1]?.replace(/^#/, '');
    if (isUnitWord(word) && value && isUnitValue(value)) {
      return { unit: value, words: words.toSpliced(index, 2) };
    }
  }
  return { words };
}

type StreetSplit = { route: string[]; city: string[] };

/** Number, street name and, when no comma gave one, the city at the end of the same words. */
function splitStreetAndCity(
  words: string[],
  country: CountryCode | undefined,
  mayHoldCity: boolean,
  { isPlaceName }: ParseOptions,
): Omit<StreetAndCity, 'unitNumber' | 'city'> & { city?: string[] } {
  const hasNumber = startsWithStreetNumber(words, country);
  const rest = hasNumber ? words.slice(1) : words;
  const split = mayHoldCity
    ? (splitAtPlaceName(rest, hasNumber, isPlaceName) ?? splitAfterStreetType(rest))
    : undefined;
  const route = split ? split.route : rest;
  if (route.length === 0) return { city: split?.city };
  return {
    streetNumber: hasNumber ? words[0] : undefined,
    streetName: route.join(' '),
    city: split?.city,
  };
}

/** The longest known place name the words end with: '1585 Broadway | New York'. */
function splitAtPlaceName(
  words: string[],
  hasNumber: boolean,
  isPlaceName: ParseOptions['isPlaceName'],
): StreetSplit | undefined {
  if (!isPlaceName) return undefined;
  for (let size = Math.min(MAX_PLACE_WORDS, words.length); size >= 1; size -= 1) {
    const route = words.slice(0, words.length - size);
    const city = words.slice(words.length - size);
    // A number needs a street name; a lone 'W' or 'Bay' ends a street rather than names a city.
    if (hasNumber && route.length === 0) continue;
    if (size === 1 && (isStreetType(city[0]!) || isDirection(city[0]!))) continue;
    if (isPlaceName(city.join(' '))) return { route, city };
  }
  return undefined;
}

/** After the first street type and its directions, the rest is the city: 'Bremner Blvd | Toronto', '9 Ave SW | Calgary'. */
function splitAfterStreetType(words: string[]): StreetSplit | undefined {
  const typeIndex = words.findIndex((word, index) => index > 0 && isStreetType(word));
  if (typeIndex < 0) return undefined;
  let end = typeIndex + 1;
  while (end < words.length && isDirection(words[end]!)) end += 1;
  if (end >= words.length) return undefined;
  return { route: words.slice(0, end), city: words.slice(end) };
}

// ---- tidying -----------------------------------------------------------------------------

/** Text typed all in capitals or all in lower case is title-cased ('5th Ave', 'W', '12A'); mixed case is kept as typed. */
function tidyCase(text: string): string {
  if (/[a-z]/.test(text) && /[A-Z]/.test(text)) return text;
  return text.split(' ').map(titleCaseWord).join(' ');
}

function titleCaseWord(word: string): string {
  if (isDirection(word) && word.replace('.', '').length <= 2) return word.toUpperCase();
  if (/^\d+(st|nd|rd|th|e|er|re)$/i.test(word)) return word.toLowerCase();
  if (/^\d+[a-z]$/i.test(word)) return word.toUpperCase();
  // Capitals after the start, a hyphen, or an elided article: 'Saint-Jean', 'O'Connor', 'L'Ancienne'.
  const upper = (_: string, before: string, letter: string) => before + letter.toUpperCase();
  return word
    .toLowerCase()
    .replace(/(^|-)(\p{L})/gu, upper)
    .replace(/^(\p{L}['’])(\p{L})/u, upper);
}

function withoutEmptyParts(parts: ParsedAddress): ParsedAddress {
  return Object.fromEntries(
    Object.entries(parts).filter(([, value]) => value !== undefined && value !== ''),
  ) as ParsedAddress;
}
