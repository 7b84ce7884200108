/** Text compared without case, accents, dots or extra spaces: 'Québec' and 'QUEBEC', 'B.C.' and 'bc' meet; '&' reads as 'and'. */
export function foldText(text: string): string {
  // Most text is plain ASCII; decomposing accents is the slow part, so only accented text pays it.
  const unaccented = /[\u0080-\uffff]/.test(text)
    ? text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    : text;
  return unaccented
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replaceAll('.', '')
    .replace(/\s+/g, ' ')
    .trim();
}

// Abbreviations that start place names, read as the word they stand for.
const PLACE_WORD_EXPANSIONS: Record<string, string> = {
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  ft: 'fort',
};

/**
 * The key two spellings of one place name share: folded, a possessive 's joined, other
 * apostrophes and hyphens as spaces, St/Ste/Mt/Ft spelled out. 'St. John's', 'Saint John's'
 * and 'ST JOHNS' meet, as do 'Coeur d'Alene' and 'Coeur D Alene'.
 */
export function placeKey(name: string): string {
  return foldText(name)
    .replace(/['’]s\b/g, 's')
    .replace(/[-'’]/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => PLACE_WORD_EXPANSIONS[word] ?? word)
    .join(' ');
}
