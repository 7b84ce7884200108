import { describe, expect, it } from 'vitest';
import { knownAddressSuggestions, MAX_KNOWN_SUGGESTIONS } from './known-address-suggestions.ts';
import type { KnownAddress } from './queries.ts';

const chloe: KnownAddress = {
  name: 'Chloé Martin',
  companyName: 'Librairie du Square',
  streetAddress: '1250 rue Sainte-Catherine O',
  unitNumber: 'Bureau 400',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H3G 1P1',
  countryCode: 'CA',
};
const hank: KnownAddress = {
  name: 'Hank Olsen',
  companyName: '',
  streetAddress: 'RR 1 STN MAIN',
  unitNumber: '',
  city: 'Millarville',
  province: 'AB',
  postalCode: 'T0L 1K0',
  countryCode: 'CA',
};

const sources = (text: string, addressBook: KnownAddress[], recentRecipients: KnownAddress[]) =>
  knownAddressSuggestions(text, { addressBook, recentRecipients }).map((suggestion) => [
    suggestion.source,
    suggestion.streetAddress,
  ]);

describe('knownAddressSuggestions', () => {
  it.each([
    'chloe',
    'CHLOÉ MAR',
    'montreal',
    '1250 sainte',
    'h3g',
    'h3g1p1',
    'librairie',
    'bureau 400',
  ])('finds an entry by the beginnings of its words: %s', (typed) => {
    expect(sources(typed, [chloe], [])).toEqual([['ADDRESS_BOOK', chloe.streetAddress]]);
  });

  it('finds nothing when one typed word begins none of its words', () => {
    expect(sources('chloe toronto', [chloe], [])).toEqual([]);
    expect(sources('atherine', [chloe], [])).toEqual([]);
  });

  it('offers the address book before past recipients, each address once', () => {
    expect(sources('m', [chloe], [hank, chloe, hank])).toEqual([
      ['ADDRESS_BOOK', chloe.streetAddress],
      ['RECENT_RECIPIENT', hank.streetAddress],
    ]);
  });

  it(`offers at most ${MAX_KNOWN_SUGGESTIONS}, so places and new addresses still show`, () => {
    const many = Array.from({ length: 10 }, (_, index) => ({
      ...chloe,
      unitNumber: `Bureau ${index}`,
    }));
    expect(sources('chloe', many, [])).toHaveLength(MAX_KNOWN_SUGGESTIONS);
  });

  it('labels each with the name and the line, and says a rural route is one', () => {
    const [suggestion] = knownAddressSuggestions('hank', {
      addressBook: [],
      recentRecipients: [hank],
    });
    expect(suggestion).toMatchObject({
      label: 'RR 1 STN MAIN, Millarville, AB T0L 1K0, Canada — Hank Olsen',
      matchLevel: 'POSTAL_AREA',
    });
  });
});
