import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_ENTRIES, type FaqEntry } from './faq-entries.ts';
import { filterFaqs } from './faq-filter.ts';

const entries: FaqEntry[] = [
  {
    id: 'pickup',
    category: 'Shipping',
    question: 'Do you pick up?',
    answer: 'Free in Greater Vancouver.',
  },
  { id: 'track', category: 'Tracking', question: 'How do I track?', answer: 'Enter the number.' },
  {
    id: 'invoice',
    category: 'Business',
    question: 'Monthly invoices?',
    answer: 'For approved accounts; PICKUP too.',
  },
];

const ids = (found: FaqEntry[]) => found.map((entry) => entry.id);

describe('filterFaqs', () => {
  it('shows everything on All with an empty search', () => {
    expect(ids(filterFaqs(entries, { tab: 'All', search: '' }))).toEqual([
      'pickup',
      'track',
      'invoice',
    ]);
  });

  it('keeps only the tab category', () => {
    expect(ids(filterFaqs(entries, { tab: 'Tracking', search: '' }))).toEqual(['track']);
  });

  it('searches questions and answers, ignoring case', () => {
    expect(ids(filterFaqs(entries, { tab: 'All', search: 'pick' }))).toEqual(['pickup', 'invoice']);
    expect(ids(filterFaqs(entries, { tab: 'All', search: 'GREATER vancouver' }))).toEqual([
      'pickup',
    ]);
  });

  it('combines the search with the tab', () => {
    expect(ids(filterFaqs(entries, { tab: 'Business', search: 'pickup' }))).toEqual(['invoice']);
    expect(ids(filterFaqs(entries, { tab: 'Tracking', search: 'pickup' }))).toEqual([]);
  });

  it('needs every word, in any order, and ignores extra spaces', () => {
    expect(ids(filterFaqs(entries, { tab: 'All', search: '  number   track ' }))).toEqual([
      'track',
    ]);
    expect(ids(filterFaqs(entries, { tab: 'All', search: 'track invoices' }))).toEqual([]);
  });
});

describe('FAQ_ENTRIES', () => {
  it('answers at least 24 questions, each category having some', () => {
    expect(FAQ_ENTRIES.length).toBeGreaterThanOrEqual(24);
    for (const category of FAQ_CATEGORIES) {
      expect(filterFaqs(FAQ_ENTRIES, { tab: category, search: '' }).length).toBeGreaterThanOrEqual(
        4,
      );
    }
  });

  it('gives every entry its own id', () => {
    expect(new Set(FAQ_ENTRIES.map((entry) => entry.id)).size).toBe(FAQ_ENTRIES.length);
  });

  it('states the volumetric divisor and the tiers the rating engine applies', () => {
    const [chargeable] = filterFaqs(FAQ_ENTRIES, { tab: 'Pricing', search: 'divided by 5000' });
    expect(chargeable?.id).toBe('volumetric-weight');
    const [tiers] = filterFaqs(FAQ_ENTRIES, { tab: 'Pricing', search: '500+ packages: 80% off' });
    expect(tiers?.id).toBe('volume-discounts');
  });

  it('names Burnaby, Surrey and Maple Ridge in Greater Vancouver, and V0N outside it', () => {
    const nextDay = FAQ_ENTRIES.find((entry) => entry.id === 'next-day');
    for (const place of ['Burnaby', 'Surrey', 'Maple Ridge', 'Langley Township', 'White Rock'])
      expect(nextDay?.answer).toContain(place);
    expect(nextDay?.answer).toContain(
      'Bowen Island and Lions Bay share their rural postal area (V0N)',
    );
  });
});
