/**
 * How the address benchmark judges one answer of the engine against a corpus entry. Pure
 * functions, so that the rules are tested (scoring.test.ts) and read in one place:
 *
 * - place: the first geocode result has the right postal code, city and province. The postal
 *   code is right when it is the same code; for a Canadian code, the bare FSA ('H3B') also
 *   counts, since an engine that only knows areas can answer no more; for a ZIP, the five
 *   digits decide (a ZIP+4 is neither needed nor checked). The city is right when its placeKey
 *   meets the expected city's or an accepted name's ('Montreal' = 'Montréal', 'St. John's' =
 *   'Saint Johns').
 * - unit kept: the result's unit equals the expected one once both are reduced to the
 *   identifier: designators (Suite, Ste, Apt, Unit, Bureau, Office, Room, #...) dropped, case
 *   and spaces ignored ('Suite 210', 'STE 210', '#210' and '210' are one unit).
 * - type-ahead: after the first 60% of the typed characters, a suggestion names the right
 *   city and province, and, when it carries a postal code, the right FSA or ZIP.
 */
import type { GeocodeResult, GeoSuggestion } from '#domain/geo/schemas.ts';
import { placeKey } from '#domain/geo/text-keys.ts';
import {
  countryOfPostalCode,
  normalizePostalCode,
  postalAreaKey,
} from '#domain/common/postal-code-format.ts';
import { cityNamesOf, type AddressCorpusEntry } from './corpus.ts';

/** The share of the typed text sent to type-ahead. */
export const TYPE_AHEAD_SHARE = 0.6;

/**
 * What a person has typed at 60% of the text: the first 60% of its characters (rounded up),
 * cut mid-word as a person typing is, with trailing spaces trimmed.
 */
export function typeAheadPrefix(text: string): string {
  return text.slice(0, Math.ceil(text.length * TYPE_AHEAD_SHARE)).trimEnd();
}

// Case and accents dropped, one character for one: indexes in the folded text are the typed text's.
const foldKeepingLength = (text: string) =>
  text
    .normalize('NFC')
    .replace(/\p{L}/gu, (letter) => letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());

/**
 * Whether the prefix reaches the first letter of the city (or an accepted name) in the typed
 * text: the share of the corpus where a type-ahead of places could know the area at all.
 */
export function prefixReachesCity(entry: AddressCorpusEntry, prefix: string): boolean {
  const text = foldKeepingLength(entry.text);
  return cityNamesOf(entry).some((name) => {
    const at = text.lastIndexOf(foldKeepingLength(name));
    return at >= 0 && at < prefix.length;
  });
}

// Words that name a unit without being part of its identifier, in both languages.
const UNIT_DESIGNATORS =
  /\b(?:suite|ste|apartment|apt|unit|bureau|bur|office|room|rm|local|no|number)\b\.?/gi;

/** A unit reduced to its identifier: 'Suite #102' and 'ste 102' both give '102'. */
export function unitKey(unit: string): string {
  return unit
    .replace(UNIT_DESIGNATORS, ' ')
    .replace(/[#\s]/g, '')
    .replace(/^[-–—]+|[-–—]+$/g, '')
    .toUpperCase();
}

export function isRightUnit(entry: AddressCorpusEntry, unitNumber: string | undefined): boolean {
  return (
    entry.expected.unit !== undefined &&
    unitNumber !== undefined &&
    unitKey(unitNumber) === unitKey(entry.expected.unit)
  );
}

const isRightCity = (entry: AddressCorpusEntry, city: string | undefined) =>
  city !== undefined && cityNamesOf(entry).some((name) => placeKey(name) === placeKey(city));

/** The same code, or for a Canadian code its bare FSA; for a ZIP, the same five digits. */
export function isRightPostalCode(expected: string, answered: string | undefined): boolean {
  if (!answered?.trim()) return false;
  if (countryOfPostalCode(expected) === 'US')
    return postalAreaKey(answered) === postalAreaKey(expected);
  const code = answered.trim().toUpperCase();
  return (
    normalizePostalCode(code) === normalizePostalCode(expected) || code === postalAreaKey(expected)
  );
}

/** Why a geocode result is not the entry's place, or undefined when it is. */
export function placeMistake(
  entry: AddressCorpusEntry,
  result: Pick<GeocodeResult, 'city' | 'province' | 'postalCode'>,
): string | undefined {
  const { expected } = entry;
  const wrong = [
    !isRightPostalCode(expected.postalCode, result.postalCode) && 'postal code',
    !isRightCity(entry, result.city) && 'city',
    result.province !== expected.province && 'province',
  ].filter(Boolean);
  return wrong.length > 0 ? `wrong ${wrong.join(', ')}` : undefined;
}

/** Whether one suggestion names the entry's area (city and province, and FSA or ZIP if it has a code). */
export function offersRightArea(
  entry: AddressCorpusEntry,
  suggestion: Pick<GeoSuggestion, 'city' | 'province' | 'postalCode'>,
): boolean {
  const postalCodeAgrees =
    !suggestion.postalCode.trim() ||
    postalAreaKey(suggestion.postalCode) === postalAreaKey(entry.expected.postalCode);
  return (
    isRightCity(entry, suggestion.city) &&
    suggestion.province === entry.expected.province &&
    postalCodeAgrees
  );
}

/** The value below which the given share of the sorted values fall (nearest rank). */
export function percentile(sortedValues: readonly number[], share: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil(share * sortedValues.length));
  return sortedValues[rank - 1]!;
}
