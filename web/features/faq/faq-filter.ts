import type { FaqCategory, FaqEntry } from './faq-entries.ts';

export const ALL_TAB = 'All';

export type FaqTab = typeof ALL_TAB | FaqCategory;

/** The words of a search, lower-cased; blanks alone search for nothing. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The entries of the tab (All: every category) whose question and answer together contain every
 * word of the search, ignoring case. Word by word, so "label printer" finds "label for thermal
 * printers".
 */
export function filterFaqs(
  entries: readonly FaqEntry[],
  { tab, search }: { tab: FaqTab; search: string },
): FaqEntry[] {
  const words = searchWords(search);
  return entries.filter((entry) => {
    if (tab !== ALL_TAB && entry.category !== tab) return false;
    const text = `${entry.question} ${entry.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
