import { GREATER_VANCOUVER_POSTAL_AREAS } from './greater-vancouver-postal-areas.generated.ts';

/**
 * Greater Vancouver, where pickup is free and Vancouver Next Day and Greater Vancouver Second
 * Day are offered, is the postal areas (FSAs, the first three characters of a postal code) of
 * Metro Vancouver's member municipalities, generated from the postal data and reviewed in
 * docs/decisions/005-greater-vancouver-postal-areas.md. It replaces the spec's approximate list
 * of "about 65 prefixes" (section 5), which left out Burnaby, most of Surrey and the Tri-Cities.
 */
export const GREATER_VANCOUVER_FSAS: ReadonlySet<string> = new Set(
  GREATER_VANCOUVER_POSTAL_AREAS.map((area) => area.fsa),
);

/** The member municipalities named in Greater Vancouver's postal areas, alphabetically. */
export const GREATER_VANCOUVER_MEMBERS: readonly string[] = [
  ...new Set(GREATER_VANCOUVER_POSTAL_AREAS.map((area) => area.member)),
].sort();

const FSA_LENGTH = 3;

export type GreaterVancouverVerdict = 'inside' | 'outside' | 'too short to judge';

/** Judges a postal code by its first three characters, case-insensitive; fewer than three are not judged yet. */
export function greaterVancouverVerdict(postalCode: string): GreaterVancouverVerdict {
  const code = postalCode.trim();
  if (code.length < FSA_LENGTH) return 'too short to judge';
  return GREATER_VANCOUVER_FSAS.has(code.slice(0, FSA_LENGTH).toUpperCase()) ? 'inside' : 'outside';
}

/** True when the postal code starts with a Greater Vancouver FSA (case-insensitive). */
export function isInGreaterVancouver(postalCode: string): boolean {
  return greaterVancouverVerdict(postalCode) === 'inside';
}
