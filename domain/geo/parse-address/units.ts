import type { CountryCode } from '#domain/common/postal-code-format.ts';
import { foldText } from '../text-keys.ts';
import { isDirection, isOrdinal, isStreetType } from '../street-vocabulary.ts';

// A unit keeps its designator as typed ('Suite 210', 'Apt. 5B', 'Bureau 400'): it tells the
// carrier what the number is, and format-address.ts prints such a unit after the street. A
// bare unit ('#305', the 305 of '305-1200') is only its number, printed '305-1200 ...' in
// Canada and '... #305' in the US.

/** Designators followed by a number or letter, with the spelling printed when typed in one case. */
const DESIGNATORS: Record<string, string> = {
  apt: 'Apt',
  apartment: 'Apartment',
  app: 'App',
  appt: 'Appt',
  appartement: 'Appartement',
  suite: 'Suite',
  ste: 'Ste',
  unit: 'Unit',
  unite: 'Unité',
  bureau: 'Bureau',
  local: 'Local',
  logement: 'Logement',
  room: 'Room',
  rm: 'Rm',
  office: 'Office',
  ofc: 'Ofc',
  dept: 'Dept',
  department: 'Department',
  bldg: 'Bldg',
  building: 'Building',
  floor: 'Floor',
  fl: 'Fl',
  flr: 'Flr',
  etage: 'Étage',
  ph: 'PH',
  penthouse: 'Penthouse',
  pmb: 'PMB',
  trlr: 'Trlr',
  trailer: 'Trailer',
};

/** Designators that stand alone after a street ('55 Bay St PH', '12 Elm St Rear'). */
const STANDALONE_DESIGNATORS: Record<string, string> = {
  ph: 'PH',
  penthouse: 'Penthouse',
  bsmt: 'Bsmt',
  basement: 'Basement',
  rear: 'Rear',
};

const FLOOR_WORDS = new Set(['floor', 'fl', 'flr', 'etage']);

/** A unit number or letter: '5', '4B', 'B2', '2.5', '710-327', 'A', and a Roman number in capitals ('Building II'). */
const isUnitValue = (value: string) =>
  (/^[a-z0-9][a-z0-9.-]*$/i.test(value) && (/\d/.test(value) || value.length === 1)) ||
  /^[IVX]{2,4}$/.test(value);

/** Canada's unit before the civic number: '1203-1055', '#5-100', 'B-45'. */
const UNIT_DASH_CIVIC = /^#?([a-z0-9]+)-(\d+[a-z]*)$/i;

/** True for a word that introduces a unit number ('Unit', 'Apt.', 'Suite', 'Bureau'). */
export const isUnitDesignator = (word: string) => Object.hasOwn(DESIGNATORS, foldText(word));

/** The parts of a run of words around its units, and the units, as they will be printed. */
export type UnitSplit = { parts: string[][]; units: string[] };

/**
 * Takes every unit out of a run of words (one line or comma-separated part of the address).
 * The words between units come back as separate parts: in '1234 Main St Suite 210
 * Springfield' the unit ends the street and what follows is the city.
 */
export function takeUnits(words: readonly string[], country: CountryCode | undefined): UnitSplit {
  const parts: string[][] = [[]];
  const units: string[] = [];
  const rest = splitUnitDashCivic(words, country);
  for (let index = 0; index < rest.length;) {
    const unit = readUnit(rest, index);
    if (unit) {
      units.push(unit.text);
      parts.push([]);
      index = unit.next;
    } else {
      parts.at(-1)!.push(rest[index]!);
      index += 1;
    }
  }
  return { parts: parts.filter((part) => part.length > 0), units };
}

/**
 * '305-1200 Example Ave' is unit 305 at civic 1200 (in Canada; in the US '88-11 Sutphin Blvd'
 * is a Queens house number). '718-8th Avenue SW' is civic 718 on 8th Avenue: an ordinal after
 * the dash names the street.
 */
function splitUnitDashCivic(words: readonly string[], country: CountryCode | undefined): string[] {
  const match = words[0]?.match(UNIT_DASH_CIVIC);
  if (!match || words.length < 2 || country === 'US') return [...words];
  const [, before, after] = match as unknown as [string, string, string];
  if (isOrdinal(after) && /^\d+$/.test(before)) return [before, after, ...words.slice(1)];
  // Marked as a bare unit for readUnit: '#305', then the civic number.
  return [`#${before}`, after, ...words.slice(1)];
}

type UnitRead = { text: string; next: number };

function readUnit(words: readonly string[], index: number): UnitRead | undefined {
  const word = words[index]!;
  const next = words[index + 1];
  // '#305', '# 305'
  if (word.startsWith('#') && isUnitValue(word.slice(1))) {
    return { text: unitValue(word), next: index + 1 };
  }
  if (word === '#' && next && isUnitValue(next)) {
    return { text: unitValue(next), next: index + 2 };
  }
  // 'Suite 210', 'Apt. 5B', 'Unit #5', 'app. 3'
  const designator = DESIGNATORS[foldText(word)];
  const value = next?.replace(/^#/, '');
  if (designator && value && isUnitValue(value)) {
    // 'Suite 14 A': a letter typed apart from its number, unless it is a direction ('Unit 5 N Main St').
    const letter = words[index + 2];
    const withLetter =
      /^\d+$/.test(value) && letter && /^[a-z]$/i.test(letter) && !isDirection(letter);
    const text = `${designatorAsTyped(word, designator)} ${unitValue(value)}`;
    return withLetter
      ? { text: text + letter.toUpperCase(), next: index + 3 }
      : { text, next: index + 2 };
  }
  // '3rd Floor', '16th Fl', '3e étage' read as 'Floor 3', 'Fl 16', 'Étage 3'
  const floorWord = next && DESIGNATORS[foldText(next)];
  if (floorWord && FLOOR_WORDS.has(foldText(next)) && isOrdinal(word.replace(/\.$/, ''))) {
    const floor = word.match(/^\d+/)![0];
    return { text: `${designatorAsTyped(next, floorWord)} ${floor}`, next: index + 2 };
  }
  // 'PH', 'Rear' right after the street
  const standalone = STANDALONE_DESIGNATORS[foldText(word)];
  const previous = words[index - 1];
  if (standalone && previous && (isStreetType(previous) || isDirection(previous))) {
    return { text: designatorAsTyped(word, standalone), next: index + 1 };
  }
  return undefined;
}

const unitValue = (value: string) => value.replace(/^#/, '').toUpperCase();

/** The designator as typed when in mixed case ('Apt.'), else in its usual spelling with the typed dot ('APT.' -> 'Apt.'). */
function designatorAsTyped(typed: string, usual: string): string {
  if (/\p{Ll}/u.test(typed) && /\p{Lu}/u.test(typed)) return typed;
  return typed.endsWith('.') ? `${usual}.` : usual;
}
