/**
 * The forward sortation areas (first three characters of a postal code) of Greater Vancouver
 * where Vancouver Next Day and Greater Vancouver Second Day are offered (spec section 5):
 * V5K through V6Z, V3B, V3C, V3E, V3L, V3M, V3V, and the V7x and V4x areas of Metro Vancouver.
 * V4S (Mission), V4T (West Kelowna), V4V (Lake Country), V4X (Abbotsford) and V4Z (Chilliwack)
 * start with V4 but lie outside Metro Vancouver, so they are not listed. Burnaby's V5A-V5J are
 * outside the spec's list, which starts at V5K.
 */
export const GREATER_VANCOUVER_FSAS: ReadonlySet<string> = new Set(
  [
    // Vancouver and Richmond: V5K through V6Z
    'V5K V5L V5M V5N V5P V5R V5S V5T V5V V5W V5X V5Y V5Z',
    'V6A V6B V6C V6E V6G V6H V6J V6K V6L V6M V6N V6P V6R V6S V6T V6V V6W V6X V6Y V6Z',
    // Port Coquitlam, New Westminster, Surrey Outer Northwest
    'V3B V3C V3E V3L V3M V3V',
    // Richmond, North and West Vancouver, downtown Vancouver's large-volume receivers
    'V7A V7B V7C V7E V7G V7H V7J V7K V7L V7M V7N V7P V7R V7S V7T V7V V7W V7X V7Y',
    // Surrey, White Rock, Delta, Maple Ridge, Langley Township
    'V4A V4B V4C V4E V4G V4K V4L V4M V4N V4P V4R V4W',
  ].flatMap((line) => line.split(' ')),
);

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
