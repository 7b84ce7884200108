import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_HS_CODE_MATCHES } from '#domain/customs/hs-code-search.ts';
import { parseHsNomenclature } from './nomenclature.ts';
import { searchHsCodes } from './search.ts';
import { HS_NOMENCLATURE_SAMPLE, SHOP_PRODUCTS } from '../test-support/customs-products.ts';

const sample = parseHsNomenclature(readFileSync(HS_NOMENCLATURE_SAMPLE, 'utf8'));
const codesFound = (query: string) =>
  searchHsCodes(sample, query).matches.map((match) => match.hsCode);

describe('searchHsCodes on the hand-typed sample', () => {
  it('holds at least 20 products a shop ships', () => {
    expect(new Set(SHOP_PRODUCTS.map((product) => product.subheading)).size).toBeGreaterThan(20);
  });

  it.each(SHOP_PRODUCTS)(
    'finds $product ($typed) as $subheading among the first 3',
    ({ typed, subheading }) => {
      expect(codesFound(typed).slice(0, 3)).toContain(subheading);
    },
  );

  it("finds a heading's subheadings by its four digits, in code order", () => {
    expect(codesFound('6109')).toEqual(['610910', '610990']);
  });

  it('reads digits with dots and spaces, and takes the first six of a longer code', () => {
    expect(codesFound('6109.10')).toEqual(['610910']);
    expect(codesFound('6109 10')).toEqual(['610910']);
    expect(codesFound('6109.10.00.11')).toEqual(['610910']);
  });

  it("finds a chapter's subheadings by its two digits, at most the limit", () => {
    const codes = codesFound('61');
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.length).toBeLessThanOrEqual(MAX_HS_CODE_MATCHES);
    expect(codes.every((code) => code.startsWith('61'))).toBe(true);
  });

  it('finds nothing for nonsense, stop words alone or a code that is no subheading', () => {
    expect(codesFound('qwzrtx')).toEqual([]);
    expect(codesFound('of the')).toEqual([]);
    expect(codesFound('6109.99')).toEqual([]);
  });

  it('needs every word: "cotton t-shirt" is not a T-shirt of other materials', () => {
    expect(codesFound('cotton t-shirt')).toEqual(['610910']);
  });

  it("describes a subheading that only continues its heading with the heading's text", () => {
    expect(searchHsCodes(sample, '6109.10').matches).toEqual([
      {
        hsCode: '610910',
        description: 'T-shirts, singlets and other vests, knitted or crocheted; of cotton',
      },
    ]);
    expect(searchHsCodes(sample, 'maple').matches[0]).toEqual({
      hsCode: '170220',
      description: 'Maple sugar and maple syrup',
    });
  });

  it("ranks words in the subheading's own text above words only in its heading's", () => {
    // 0409.00 says "natural honey" itself; 1702's heading mentions honey mixed with it.
    expect(codesFound('natural honey')[0]).toBe('040900');
  });

  it('matches words as they are being typed, by their start', () => {
    expect(codesFound('shamp')).toEqual(['330510']);
    expect(codesFound('maple sy')).toEqual(['170220']);
  });
});
