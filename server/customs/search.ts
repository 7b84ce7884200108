import { MAX_HS_CODE_MATCHES, type HsCodeSearchResponse } from '#domain/customs/hs-code-search.ts';
import { hsSubheadingOf, normalizeHsCode } from '#domain/customs/hs-code.ts';
import type { HsNomenclature, HsSubheading } from './nomenclature.ts';
import { queryWordsOf } from './search-words.ts';
import { lowerBound, prefixRange } from './sorted-lists.ts';

/** How well one typed word matches a subheading, best highest; 0 is not at all. */
const OWN_WORD = 4;
const OWN_PREFIX = 3;
const HEADING_WORD = 2;
const HEADING_PREFIX = 1;

/** Subheadings whose code starts with the digits (at most their first six), in code order. */
function byDigits(nomenclature: HsNomenclature, digits: string): HsSubheading[] {
  const [start, end] = prefixRange(nomenclature.codes, hsSubheadingOf(digits));
  return nomenclature.subheadings.slice(start, Math.min(end, start + MAX_HS_CODE_MATCHES));
}

/**
 * How well each subheading matches one typed word: the word itself, or (for two letters or more,
 * as people type) a word it starts; in the subheading's own text, or else in its heading's.
 */
function matchesOf(nomenclature: HsNomenclature, word: string): Uint8Array {
  const matches = new Uint8Array(nomenclature.subheadings.length);
  const [start, end] =
    word.length > 1
      ? prefixRange(nomenclature.words, word)
      : [lowerBound(nomenclature.words, word), lowerBound(nomenclature.words, `${word}\0`)];
  for (let at = start; at < end; at += 1) {
    const found = nomenclature.words[at]!;
    const whole = found === word;
    const { own, heading } = nomenclature.postings.get(found)!;
    const ownScore = whole ? OWN_WORD : OWN_PREFIX;
    const headingScore = whole ? HEADING_WORD : HEADING_PREFIX;
    for (const index of own) if (matches[index]! < ownScore) matches[index] = ownScore;
    for (const index of heading) if (matches[index]! < headingScore) matches[index] = headingScore;
  }
  return matches;
}

type Candidate = { subheading: HsSubheading; inOwnText: number; whole: number; leads: boolean };

/** Negative when `left` ranks before `right` (see byWords). */
const rankOrder = (left: Candidate, right: Candidate) =>
  right.inOwnText - left.inOwnText ||
  right.whole - left.whole ||
  Number(right.leads) - Number(left.leads) ||
  left.subheading.ownLength - right.subheading.ownLength ||
  (left.subheading.code < right.subheading.code ? -1 : 1);

/**
 * Subheadings that hold every typed word, in their own text or their heading's, best first:
 * more words in the subheading's own text, then more whole words (not just a prefix), then a
 * text that starts with one of them (it names the goods), then the shorter (more specific) text.
 */
function byWords(nomenclature: HsNomenclature, words: string[]): HsSubheading[] {
  const perWord = words.map((word) => matchesOf(nomenclature, word));
  // Only the best few are answered: kept in order as found, rather than sorting thousands.
  const best: Candidate[] = [];
  nomenclature.subheadings.forEach((subheading, index) => {
    let inOwnText = 0;
    let whole = 0;
    for (const matches of perWord) {
      const score = matches[index]!;
      if (score === 0) return;
      if (score >= OWN_PREFIX) inOwnText += 1;
      if (score === OWN_WORD || score === HEADING_WORD) whole += 1;
    }
    const leads = words.some((word) => subheading.leadWord.startsWith(word));
    const candidate = { subheading, inOwnText, whole, leads };
    if (best.length === MAX_HS_CODE_MATCHES && rankOrder(candidate, best.at(-1)!) > 0) return;
    let at = best.length;
    while (at > 0 && rankOrder(candidate, best[at - 1]!) < 0) at -= 1;
    best.splice(at, 0, candidate);
    if (best.length > MAX_HS_CODE_MATCHES) best.pop();
  });
  return best.map((candidate) => candidate.subheading);
}

/**
 * HS code search (type-ahead): digits (dots and spaces ignored) find the subheadings whose code
 * starts with them, in code order; words find the subheadings that hold every word (see
 * search-words.ts for how words compare), best first. At most MAX_HS_CODE_MATCHES.
 */
export function searchHsCodes(nomenclature: HsNomenclature, query: string): HsCodeSearchResponse {
  const digits = normalizeHsCode(query.trim());
  const words = queryWordsOf(query);
  const found = /^\d+$/.test(digits)
    ? byDigits(nomenclature, digits)
    : words.length > 0
      ? byWords(nomenclature, words)
      : [];
  return {
    matches: found.map(({ code, description }) => ({ hsCode: code, description })),
  };
}
