import { describe, expect, it } from 'vitest';
import { REGIONS } from '#domain/geo/regions.ts';
import { foldText } from '#domain/geo/text-keys.ts';
import { countryOfPostalCode } from '#domain/common/postal-code-format.ts';
import { loadAddressCorpus, type AddressCorpusEntry } from './corpus.ts';

const corpus = loadAddressCorpus();

// The provinces and territories each first letter of a Canadian postal code serves.
const PROVINCES_OF_FIRST_LETTER: Record<string, string[]> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

// The states each first digit of a ZIP code serves (USPS national areas).
const STATES_OF_FIRST_DIGIT: Record<string, string[]> = {
  '0': ['CT', 'MA', 'ME', 'NH', 'NJ', 'RI', 'VT'],
  '1': ['DE', 'NY', 'PA'],
  '2': ['DC', 'MD', 'NC', 'SC', 'VA', 'WV'],
  '3': ['AL', 'FL', 'GA', 'MS', 'TN'],
  '4': ['IN', 'KY', 'MI', 'OH'],
  '5': ['IA', 'MN', 'MT', 'ND', 'SD', 'WI'],
  '6': ['IL', 'KS', 'MO', 'NE'],
  '7': ['AR', 'LA', 'OK', 'TX'],
  '8': ['AZ', 'CO', 'ID', 'NM', 'NV', 'UT', 'WY'],
  '9': ['AK', 'CA', 'HI', 'OR', 'WA'],
};

function regionsServedBy(postalCode: string): string[] {
  const table = /^\d/.test(postalCode) ? STATES_OF_FIRST_DIGIT : PROVINCES_OF_FIRST_LETTER;
  return table[postalCode[0]!] ?? [];
}

const count = (matches: (entry: AddressCorpusEntry) => boolean) => corpus.filter(matches).length;
const isRural = (entry: AddressCorpusEntry) =>
  entry.expected.addressType === 'RURAL_ROUTE' ||
  (entry.expected.countryCode === 'CA' && entry.expected.postalCode[1] === '0');
// Folded, so that a part can be found in the text whatever its case or accents.
const typedText = (entry: AddressCorpusEntry) => foldText(entry.text);

describe('the address corpus', () => {
  it('holds at least 150 addresses, each typed once', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    const texts = corpus.map((entry) => foldText(entry.text));
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it('names a source for every address', () => {
    expect(corpus.filter((entry) => !entry.source.trim())).toEqual([]);
  });

  it('covers both languages, units, rural addresses, postal boxes and the US', () => {
    expect(count((entry) => entry.language === 'fr')).toBeGreaterThanOrEqual(40);
    expect(count((entry) => entry.language === 'en')).toBeGreaterThanOrEqual(100);
    expect(count((entry) => entry.expected.unit !== undefined)).toBeGreaterThanOrEqual(50);
    expect(count(isRural)).toBeGreaterThanOrEqual(30);
    expect(count((entry) => entry.expected.addressType === 'RURAL_ROUTE')).toBeGreaterThanOrEqual(
      3,
    );
    expect(count((entry) => entry.expected.addressType === 'PO_BOX')).toBeGreaterThanOrEqual(15);
    expect(
      count((entry) => entry.expected.addressType === 'GENERAL_DELIVERY'),
    ).toBeGreaterThanOrEqual(2);
    expect(count((entry) => entry.expected.countryCode === 'US')).toBeGreaterThanOrEqual(60);
  });

  it('has an address in every province and territory', () => {
    const provinces = new Set(corpus.map((entry) => entry.expected.province));
    const canadian = REGIONS.filter((region) => region.country === 'CA').map(
      (region) => region.code,
    );
    expect(canadian.filter((code) => !provinces.has(code))).toEqual([]);
  });

  it('gives each address a postal code of its country and of its province or state', () => {
    const misfits = corpus.filter(
      (entry) =>
        countryOfPostalCode(entry.expected.postalCode) !== entry.expected.countryCode ||
        !REGIONS.some(
          (region) =>
            region.code === entry.expected.province &&
            region.country === entry.expected.countryCode,
        ) ||
        regionsServedBy(entry.expected.postalCode).includes(entry.expected.province) ===
          Boolean(entry.postalCodeOutsideProvince),
    );
    expect(misfits.map((entry) => entry.text)).toEqual([]);
  });

  it('writes the expected postal code, street number and unit in the typed text', () => {
    const compact = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');
    const misfits = corpus.filter(({ expected, text }) =>
      [expected.postalCode, expected.streetNumber, expected.unit]
        .filter((part) => part !== undefined)
        .some((part) => !compact(text).includes(compact(part))),
    );
    expect(misfits.map((entry) => entry.text)).toEqual([]);
  });

  it('types each kind of address with its own words', () => {
    const WORDS_OF_KIND = {
      STREET: /./,
      PO_BOX: /\b(p\s?o box|box|c\s?p|case postale)\b/,
      RURAL_ROUTE: /\b(rr|r r|hc|route)\b/,
      GENERAL_DELIVERY: /\bgeneral delivery\b/,
    };
    const misfits = corpus.filter(
      (entry) => !WORDS_OF_KIND[entry.expected.addressType].test(typedText(entry)),
    );
    expect(misfits.map((entry) => entry.text)).toEqual([]);
  });

  it('gives every street address its number and street', () => {
    const misfits = corpus.filter(
      ({ expected }) =>
        expected.addressType === 'STREET' && (!expected.streetNumber || !expected.streetName),
    );
    expect(misfits.map((entry) => entry.text)).toEqual([]);
  });
});
