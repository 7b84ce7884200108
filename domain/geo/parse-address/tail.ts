import { countryOfPostalCode, type CountryCode } from '#domain/common/postal-code-format.ts';
import {
  countryNamed,
  findRegion,
  MAX_COUNTRY_WORDS,
  MAX_REGION_WORDS,
  type Region,
} from '../regions.ts';
import { isDirection, isOrdinal, isStreetType } from '../street-vocabulary.ts';
import { BREAK, lastWords, trimBreaks } from './tokens.ts';
import { isUnitDesignator } from './units.ts';

/** The end of an address, where the shape is fixed: country, postal code, province or state. */
export type Tail = {
  /** The tokens before them: street, unit, delivery line and city. */
  rest: string[];
  namedCountry?: CountryCode;
  postalCode?: string;
  region?: Region;
};

/**
 * Takes country, postal code and region off the end, each once and in any order: people
 * write 'Gatineau (Québec) Canada J9A 1L8' and 'Burlington L7M 1A7 Ontario, Canada' as well as
 * 'Toronto, ON M5V 3L9, Canada'.
 */
export function readTail(tokens: readonly string[]): Tail {
  const tail: Tail = { rest: withoutPostalCodeBeingTyped(trimBreaks(tokens)) };
  for (let progress = true; progress;) {
    progress = false;
    if (!tail.namedCountry) progress ||= takeCountryName(tail);
    if (!tail.postalCode) progress ||= takePostalCode(tail);
    if (!tail.region) progress ||= takeRegion(tail);
    tail.rest = trimBreaks(tail.rest);
  }
  return tail;
}

// The start of a postal code: 'H', 'H3', 'H3B', 'H3B 4', 'H3B 4W' and 1 to 4 digits of a ZIP.
const CANADIAN_POSTAL_CODE_START =
  /^[ABCEGHJ-NPRSTVXY](\d([ABCEGHJ-NPRSTV-Z](\d[ABCEGHJ-NPRSTV-Z]?)?)?)?$/i;
const ZIP_START = /^\d{1,4}$/;

/**
 * Text typed up to the middle of its postal code ('... Montréal QC H3'), as type-ahead sends
 * it: the unfinished code is left out so that province and city are still read. Only after a
 * province or state, where nothing else can follow.
 */
function withoutPostalCodeBeingTyped(tokens: string[]): string[] {
  for (const size of [2, 1]) {
    const words = lastWords(tokens, size);
    const region = findRegion(tokens.at(-size - 1) ?? '');
    if (words === undefined || !region) continue;
    const start = region.country === 'CA' ? CANADIAN_POSTAL_CODE_START : ZIP_START;
    if (start.test(words.replace(' ', ''))) return tokens.slice(0, -size);
  }
  return tokens;
}

/** 'Canada', 'USA', 'United States'...; a final 'CA' means Canada only after a Canadian postal code or province ('Toronto, ON, CA'). */
function takeCountryName(tail: Tail): boolean {
  const tokens = tail.rest;
  for (let size = MAX_COUNTRY_WORDS; size >= 1; size -= 1) {
    const words = lastWords(tokens, size);
    const country = words === undefined ? undefined : countryNamed(words);
    if (country) {
      tail.rest = tokens.slice(0, -size);
      tail.namedCountry = country;
      return true;
    }
  }
  if (tokens.at(-1)?.toUpperCase() !== 'CA' || tail.postalCode || tail.region) return false;
  const probe: Tail = { rest: trimBreaks(tokens.slice(0, -1)) };
  takePostalCode(probe);
  const canadianPostalCode = probe.postalCode && countryOfPostalCode(probe.postalCode) === 'CA';
  probe.rest = trimBreaks(probe.rest);
  takeRegion(probe);
  if (!canadianPostalCode && probe.region?.country !== 'CA') return false;
  tail.rest = tokens.slice(0, -1);
  tail.namedCountry = 'CA';
  return true;
}

/**
 * A final postal code: 'V6E 3P3', 'v6e3p3', 'V6E-3P3', '94043', '94043-1351', and nine digits
 * after a state ('CA 940431351'), which can only be a ZIP+4 there.
 */
function takePostalCode(tail: Tail): boolean {
  const tokens = tail.rest;
  const last = lastWords(tokens, 1);
  if (last) {
    const code = postalCodeOfWord(last, tokens.at(-2));
    if (code) {
      tail.rest = tokens.slice(0, -1);
      tail.postalCode = code;
      return true;
    }
  }
  const lastTwo = lastWords(tokens, 2);
  if (lastTwo && countryOfPostalCode(lastTwo) === 'CA') {
    tail.rest = tokens.slice(0, -2);
    tail.postalCode = lastTwo;
    return true;
  }
  return false;
}

function postalCodeOfWord(word: string, previous: string | undefined): string | undefined {
  if (/^[a-z]\d[a-z]-\d[a-z]\d$/i.test(word)) return word.replace('-', ' ');
  if (countryOfPostalCode(word)) return word;
  const afterState = previous !== undefined && findRegion(previous)?.country === 'US';
  if (afterState && /^\d{9}$/.test(word)) return `${word.slice(0, 5)}-${word.slice(5)}`;
  return undefined;
}

/** A final province or state, by code, name or abbreviation ('BC', 'British Columbia', 'Qué.', 'new york'). */
function takeRegion(tail: Tail): boolean {
  const tokens = tail.rest;
  for (let size = MAX_REGION_WORDS; size >= 1; size -= 1) {
    const words = lastWords(tokens, size);
    const region = words === undefined ? undefined : findRegion(words);
    if (!region) continue;
    const rest = tokens.slice(0, -size);
    if (size === 1 && !isRegionWordPlausible(words!, rest, tail.postalCode !== undefined)) continue;
    tail.rest = rest;
    tail.region = region;
    return true;
  }
  return false;
}

/**
 * 'CT' and 'NE' are states but also Court and North-East: '123 Elm Ct' and '123 Main St NE'
 * end with a street, not a state. Such a word is a state only after a comma or before a
 * postal code, and never right after another street type or direction. 'FL' after an
 * ordinal is a floor ('123 Main St. 5th Fl.').
 */
function isRegionWordPlausible(word: string, before: string[], beforePostalCode: boolean): boolean {
  const previous = before.at(-1);
  if (isUnitDesignator(word) && previous !== undefined && isOrdinal(previous)) return false;
  if (!isStreetType(word) && !isDirection(word)) return true;
  if (previous === undefined || previous === BREAK) return true;
  return beforePostalCode && !isStreetType(previous) && !isDirection(previous);
}
