import { describe, expect, it } from 'vitest';
import { indexWordsOf, queryWordsOf, singularOf } from './search-words.ts';

describe('singularOf', () => {
  it.each([
    ['shirts', 'shirt'],
    ['boxes', 'box'],
    ['watches', 'watch'],
    ['brushes', 'brush'],
    ['glasses', 'glass'],
    ['berries', 'berry'],
    ['cookie', 'cooky'],
    ['shoes', 'shoe'],
    ['glass', 'glass'],
    ['gas', 'gas'],
  ])('%s -> %s', (word, singular) => {
    expect(singularOf(word)).toBe(singular);
  });
});

describe('queryWordsOf', () => {
  it('folds case, accents, plurals, US spellings and hyphens, and drops stop words', () => {
    expect(queryWordsOf('Cotton T-Shirts')).toEqual(['cotton', 't', 'shirt']);
    expect(queryWordsOf('Maté')).toEqual(['mate']);
    expect(queryWordsOf('silver jewelry')).toEqual(['silver', 'jewellery']);
    expect(queryWordsOf('socks of wool')).toEqual(['sock', 'wool']);
    expect(queryWordsOf("dolls' carriages")).toEqual(['doll', 'carriage']);
  });

  it('answers nothing for stop words or punctuation alone', () => {
    expect(queryWordsOf('of the')).toEqual([]);
    expect(queryWordsOf('--')).toEqual([]);
  });
});

describe('indexWordsOf', () => {
  it('knows neighbouring words joined, so "t-shirt", "t shirt" and "tshirt" all find T-shirts', () => {
    const words = indexWordsOf('T-shirts, singlets and other vests; of cotton');
    expect([...words]).toEqual(
      expect.arrayContaining(['t', 'shirt', 'tshirt', 'singlet', 'vest', 'cotton']),
    );
    expect(indexWordsOf('Tooth brushes, shaving brushes')).toContain('toothbrush');
    expect(indexWordsOf('Lip make-up preparations')).toContain('makeup');
  });

  it('leaves out what "not", "other than" and "excluding" deny, up to the clause end', () => {
    const roasted = indexWordsOf('Coffee; roasted, not decaffeinated');
    expect(roasted).toContain('roasted');
    expect(roasted).not.toContain('decaffeinated');
    const others = indexWordsOf('T-shirts; of textile materials (other than cotton), knitted');
    expect(others).not.toContain('cotton');
    expect(others).toContain('knitted');
    expect(indexWordsOf('Jewellery; of precious metal (excluding silver)')).not.toContain('silver');
  });

  it('denies nothing with "whether or not"', () => {
    expect(indexWordsOf('Coffee, whether or not roasted or decaffeinated')).toContain('roasted');
  });
});
