/**
 * How HS code search reads text, the nomenclature's and the user's alike: lower case, accents
 * folded ("maté" = "mate"), plural and singular folded ("shirts" = "shirt"), British and US
 * spellings folded ("jewelry" = "jewellery"), and words joined by a hyphen or a space also
 * known as one word ("t-shirt" = "t shirt" = "tshirt"). Both sides go through the same folding,
 * so the folds need only be consistent, not good English.
 */

/** Words too common in the nomenclature to tell subheadings apart; a query ignores them too. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'its',
  'of',
  'on',
  'or',
  'other',
  'such',
  'than',
  'the',
  'their',
  'thereof',
  'to',
  'whether',
  'with',
]);

/** US spellings read as the nomenclature's (British) ones; applied to singular words. */
const SPELLINGS: Record<string, string> = {
  aluminum: 'aluminium',
  color: 'colour',
  fiber: 'fibre',
  gray: 'grey',
  jewelry: 'jewellery',
  pajama: 'pyjama',
  tire: 'tyre',
};

/** A word's singular, by the simple English rules: "boxes" -> "box", "berries" -> "berry", "shoes" -> "shoe". */
export function singularOf(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  // "cookie" and "cookies" fold alike.
  if (word.endsWith('ie')) return `${word.slice(0, -2)}y`;
  if (/(ss|x|ch|sh|z)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

// Indexing the full nomenclature folds the same few thousand words again and again.
const searchForms = new Map<string, string>();

/** A word as search compares it: singular, in the nomenclature's spelling. */
export function searchFormOf(word: string): string {
  let form = searchForms.get(word);
  if (form === undefined) {
    const singular = singularOf(word);
    form = SPELLINGS[singular] ?? singular;
    searchForms.set(word, form);
  }
  return form;
}

/** Two words joined, as search compares words (searchFormOf without its cache). */
function compoundFormOf(joined: string): string {
  const singular = singularOf(joined);
  return SPELLINGS[singular] ?? singular;
}

/** Lower case without accents or apostrophes: "Maté" -> "mate", "dolls'" -> "dolls". */
function foldCase(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/['’]/g, '');
}

/** The words a user typed, folded, without stop words ("Cotton T-shirts" -> cotton, t, shirt). */
export function queryWordsOf(text: string): string[] {
  return (foldCase(text).match(/[a-z0-9]+/g) ?? [])
    .filter((word) => !STOP_WORDS.has(word))
    .map(searchFormOf);
}

// "not", "other than", "excluding" and "except" deny what follows, up to the clause's end:
// "(other than cotton)" does not make a subheading about cotton. "whether or not" denies nothing.
const DENIALS = new Set(['not', 'excluding', 'except']);
const CLAUSE_ENDS = new Set([',', ';', ':', '(', ')', '[', ']', '.']);
const isWord = (piece: string) => /[a-z0-9]/.test(piece.charAt(0));

/**
 * The words a nomenclature text is found by: each word it holds (folded, without stop words),
 * and each pair of neighbouring words joined, so that "tooth brushes" is found as "toothbrush"
 * and "T-shirts" as "tshirt". Words denied by "not", "other than" or "excluding" are left out:
 * "Coffee; roasted, not decaffeinated" is not found by "decaffeinated".
 */
export function indexWordsOf(text: string): Set<string> {
  const words = new Set<string>();
  const pieces = foldCase(text).match(/[a-z0-9]+|[^a-z0-9\s-]/g) ?? [];
  let denied = false;
  let previous: string | undefined;
  let neighbour: string | undefined;
  for (const piece of pieces) {
    if (CLAUSE_ENDS.has(piece)) {
      denied = false;
      neighbour = undefined;
    } else if (
      (DENIALS.has(piece) && previous !== 'or') ||
      (piece === 'than' && previous === 'other')
    ) {
      denied = true;
      neighbour = undefined;
    } else if (!denied && !STOP_WORDS.has(piece) && isWord(piece)) {
      const word = searchFormOf(piece);
      words.add(word);
      // Pairs are each new: folded without the cache of single words.
      if (neighbour !== undefined) words.add(compoundFormOf(`${neighbour}${piece}`));
      neighbour = piece;
    } else {
      neighbour = undefined;
    }
    previous = piece;
  }
  return words;
}
