/**
 * Descriptions that name no product. The border agencies refuse them: CBSA and US CBP both ask
 * for what an item is, what it is made of and what it is for ("Men's cotton shirts", not
 * "clothing"; "Plastic toy cars", not "gift").
 */
const VAGUE_DESCRIPTIONS = new Set([
  'accessories',
  'apparel',
  'clothes',
  'clothing',
  'general merchandise',
  'gift',
  'goods',
  'item',
  'merchandise',
  'misc',
  'miscellaneous',
  'other',
  'part',
  'personal items',
  'present',
  'product',
  'sample',
  'spare parts',
  'stuff',
  'various',
]);

/** Folds case, accents' absence aside, trims punctuation and a plural 's', so "GIFTS!" reads as "gift". */
function descriptionKey(description: string): string {
  const words = description
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .trim()
    .split(/\s+/);
  const last = words.length - 1;
  if (words[last]!.length > 3 && words[last]!.endsWith('s') && !words[last]!.endsWith('ss')) {
    words[last] = words[last]!.slice(0, -1);
  }
  return words.join(' ');
}

/**
 * A description is too vague when it has no word at all ("...", "123") or, read loosely, is one of
 * the words that name no product ("Gifts", "goods", "Stuff.").
 */
export function isVagueDescription(description: string): boolean {
  if (!/\p{L}/u.test(description)) return true;
  const key = descriptionKey(description);
  return VAGUE_DESCRIPTIONS.has(key) || VAGUE_DESCRIPTIONS.has(`${key}s`);
}
