import { AddressType } from '#domain/geo/address-types.ts';
import { formatAddressLine } from '#domain/geo/format-address.ts';
import { MatchLevel } from '#domain/geo/match-levels.ts';
import type { ParsedAddress } from '#domain/geo/parse-address.ts';
import { SuggestionSource, type GeoSuggestion } from '#domain/geo/schemas.ts';
import type { CountryCode } from '#domain/common/postal-code-format.ts';
import { isUnitDesignator } from '#domain/geo/parse-address/units.ts';
import { isDirection, isLeadingStreetType, isStreetType } from '#domain/geo/street-vocabulary.ts';
import {
  areaAcceptsCity,
  findKnownPlaces,
  findPlacesByPrefix,
  findPostalAreasByPrefix,
  parseKnowingPlaces,
} from './postal-areas.ts';

/** The most places one answer completes: a short list a person reads at a glance. */
export const MAX_PLACE_COMPLETIONS = 5;

// A place name is at most this many words ('Notre-Dame-de-l'Île-Perrot' is one; 'Rancho Santa
// Margarita' three): the longest tail tried as the start of one.
const MAX_PLACE_WORDS = 4;

// The start of a Canadian postal code, at least its first two characters ('H2', 'h2x', 'H2X 1Y').
const CANADIAN_CODE_START = /^[A-Z]\d(?:[A-Z](?:\s?\d(?:[A-Z]\d?)?)?)?$/i;
// The start of a ZIP, three digits or more, only after a state: alone it is a civic number.
const ZIP_START = /^\d{3,5}(?:-\d{0,4})?$/;

/** What the person has typed before the place: the street line and unit, as far as they go. */
type TypedStreet = { streetAddress: string; unitNumber: string; addressType: AddressType };

function streetOf(parsed: ParsedAddress): TypedStreet {
  const streetAddress = [parsed.streetNumber, parsed.streetName].filter(Boolean).join(' ');
  return {
    streetAddress,
    unitNumber: parsed.unitNumber ?? '',
    addressType: parsed.addressType ?? AddressType.street,
  };
}

type CompletedPlace = {
  city: string;
  province: string;
  countryCode: CountryCode;
  matchLevel: MatchLevel;
  /** The area key the person is completing ('H2X'), shown in the label but not filled in: the full code is theirs to type. */
  areaKey?: string;
};

function toSuggestion(street: TypedStreet, place: CompletedPlace): GeoSuggestion {
  const label = formatAddressLine({
    street: street.streetAddress,
    unitNumber: street.unitNumber,
    city: place.city,
    province: place.areaKey ? `${place.province} ${place.areaKey}` : place.province,
    countryCode: place.countryCode,
  });
  return {
    label,
    ...street,
    city: place.city,
    province: place.province,
    postalCode: '',
    countryCode: place.countryCode,
    source: SuggestionSource.place,
    matchLevel: place.matchLevel,
  };
}

/** Splits the typed text before its last `count` words, commas and parentheses dropped from the tail. */
function splitTail(text: string, count: number): { head: string; tail: string } | undefined {
  const words = text.trim().split(/\s+/);
  if (count > words.length) return undefined;
  return {
    head: words.slice(0, words.length - count).join(' '),
    tail: words
      .slice(words.length - count)
      .join(' ')
      .replace(/[,;()]/g, ' ')
      .trim(),
  };
}

/** The postal areas whose code starts as the text ends ('…, Montréal, QC H2X 1'), in the city typed when the area accepts it. */
function completePostalArea(text: string): GeoSuggestion[] {
  for (const count of [2, 1]) {
    const split = splitTail(text, count);
    if (!split || !split.tail) continue;
    const head = parseKnowingPlaces(split.head);
    const isCanadian = CANADIAN_CODE_START.test(split.tail);
    const isZip = ZIP_START.test(split.tail) && head.countryCode === 'US' && head.province;
    if (!isCanadian && !isZip) continue;
    const areas = findPostalAreasByPrefix(split.tail, MAX_PLACE_COMPLETIONS * 2)
      .filter((area) => !head.province || area.province === head.province)
      .slice(0, MAX_PLACE_COMPLETIONS);
    if (areas.length === 0) continue;
    return areas.flatMap((area) => {
      const city = head.city && areaAcceptsCity(area, head.city) ? head.city : area.city;
      if (!city) return [];
      const areaKey = area.countryCode === 'CA' ? area.postalCode.slice(0, 3) : area.postalCode;
      return [
        toSuggestion(streetOf(head), {
          city,
          province: area.province,
          countryCode: area.countryCode,
          matchLevel: area.countryCode === 'US' ? MatchLevel.postalCode : MatchLevel.postalArea,
          areaKey,
        }),
      ];
    });
  }
  return [];
}

/**
 * The cities and towns whose name starts with `typed`, each with the street typed before it.
 * Without a province, Canadian and US places are taken in turn, Canada first: a ZIP is far
 * smaller than an FSA, so ranked by postal areas alone every US namesake would come first.
 */
function citiesStartingWith(typed: string, before: string): GeoSuggestion[] {
  if (typed.length < 2) return [];
  const head = parseKnowingPlaces(before);
  const inCountry = (countryCode: CountryCode) =>
    findPlacesByPrefix(typed, {
      province: head.province,
      countryCode,
      limit: MAX_PLACE_COMPLETIONS,
    });
  const canadian = inCountry('CA');
  const american = inCountry('US');
  const inTurn = Array.from({ length: MAX_PLACE_COMPLETIONS }, (_, index) => [
    canadian[index],
    american[index],
  ]).flat();
  return inTurn
    .filter((place) => place !== undefined)
    .slice(0, MAX_PLACE_COMPLETIONS)
    .map((place) => toSuggestion(streetOf(head), { ...place, matchLevel: MatchLevel.city }));
}

/** True when the words end a street line: its type or direction last ('Ave', 'O'), a unit ('Suite 100'), or a leading type and its name ('rue Sainte-Catherine'). */
function endsStreet(words: string[]): boolean {
  const last = words.at(-1);
  if (!last || words.length < 2) return false;
  if (isStreetType(last) || isDirection(last) || isUnitDesignator(words.at(-2)!)) return true;
  const leading = words.findIndex(isLeadingStreetType);
  return leading >= 0 && leading < words.length - 1;
}

/**
 * The cities and towns whose name starts as the text ends, the longest tail that names one
 * first. After a comma the place is in the last part ('1200 Example Ave, Montr', '…, Suite 100
 * Abbotsfor'); without commas it follows a street line that visibly ends ('1200 example ave
 * montr'). The start of the text is the street, never a place: '1055 W Georgia' is no city.
 */
function completeCity(text: string): GeoSuggestion[] {
  const parts = text.split(/[,;()\n]/).map((part) => part.trim());
  const words = parts.at(-1)!.split(/\s+/);
  const before = parts.slice(0, -1).join(', ');
  for (let count = Math.min(MAX_PLACE_WORDS, words.length); count >= 1; count -= 1) {
    const head = words.slice(0, words.length - count);
    if (!before && !endsStreet(head)) continue;
    const typedBefore = [before, head.join(' ')].filter(Boolean).join(', ');
    const found = citiesStartingWith(words.slice(words.length - count).join(' '), typedBefore);
    if (found.length > 0) return found;
  }
  return [];
}

/** A city and province typed in full without a postal code: the place, for the person to finish with the code. */
function completeTypedCity(parsed: ParsedAddress): GeoSuggestion[] {
  if (!parsed.city || !parsed.province) return [];
  const [place] = findKnownPlaces(parsed.city, parsed.province);
  if (!place) return [];
  return [toSuggestion(streetOf(parsed), { ...place, matchLevel: MatchLevel.city })];
}

/**
 * Places completing what a person is typing, before the address is whole: the postal area of
 * a code being typed, else the city or town of a name being typed, else the city typed in full
 * still waiting for its postal code. Each keeps the street typed before it and leaves the
 * postal code to the person: the data knows areas, not full codes. Nothing for text that
 * already holds a postal code (the full match answers it).
 */
export function completePlaces(typed: string): GeoSuggestion[] {
  // A comma or space just typed after a place ('…Chilliwack,') is the place still.
  const text = typed.replace(/[\s,;]+$/, '');
  const found = completePlacesOf(text);
  if (found.length > 0) return found;
  // A province just begun after the place ('…, Montréal, Q') says nothing yet: the place before it does.
  const beforeShortWord = text.match(/^(.*?)[\s,;]+\S{1,2}$/)?.[1];
  return beforeShortWord ? completePlacesOf(beforeShortWord) : [];
}

function completePlacesOf(text: string): GeoSuggestion[] {
  const parsed = parseKnowingPlaces(text);
  if (parsed.postalCode) return [];
  const byArea = completePostalArea(text);
  if (byArea.length > 0) return byArea;
  const typedCity = completeTypedCity(parsed);
  if (typedCity.length > 0) return typedCity;
  return completeCity(text);
}
