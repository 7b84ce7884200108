import { isDirection } from '../street-vocabulary.ts';

/** Text typed all in capitals or all in lower case is title-cased ('5th Ave', 'W', '12A'); mixed case is kept as typed. */
export function tidyCase(text: string): string {
  if (/\p{Ll}/u.test(text) && /\p{Lu}/u.test(text)) return text;
  return text.split(' ').map(titleCaseWord).join(' ');
}

function titleCaseWord(word: string): string {
  if (isDirection(word) && word.replace(/\./g, '').length <= 2) return word.toUpperCase();
  if (/^\d+(st|nd|rd|th|e|er|re|ère|eme|ème)$/iu.test(word)) return word.toLowerCase();
  if (/^\d+[a-z]$/i.test(word)) return word.toUpperCase();
  // Capitals after the start, a hyphen, or an elided article: 'Saint-Jean', 'O'Connor',
  // 'L'Ancienne', 'Place-d'Armes' (typed 'PLACE-D'ARMES').
  const upper = (_: string, before: string, letter: string) => before + letter.toUpperCase();
  return word
    .toLowerCase()
    .replace(/(^|-)(\p{L})/gu, upper)
    .replace(/((?:^|-)\p{L}['’])(\p{L})/gu, upper);
}
