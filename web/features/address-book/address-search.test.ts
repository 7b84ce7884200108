import { describe, expect, it } from 'vitest';
import { searchAddresses } from './address-search.ts';
import { testAddress } from '../../test-support/address-book.ts';

const royalCentre = testAddress({ addressId: 'van', name: 'Ada Lovelace' });
const placeVilleMarie = testAddress({
  addressId: 'mtl',
  name: 'Grace Hopper',
  streetAddress: '1 Place Ville Marie',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H3B 4W5',
});
const empireState = testAddress({
  addressId: 'nyc',
  name: 'Alan Turing',
  email: 'vancouver-fan@example.test',
  streetAddress: '350 5th Ave',
  city: 'New York',
  province: 'NY',
  postalCode: '10118',
  countryCode: 'US',
});
const book = [royalCentre, placeVilleMarie, empireState];
const ids = (search: string) => searchAddresses(book, search).map((address) => address.addressId);

describe('searchAddresses', () => {
  it('keeps every address, in order, for a blank search', () => {
    expect(ids('')).toEqual(['van', 'mtl', 'nyc']);
    expect(ids('   ')).toEqual(['van', 'mtl', 'nyc']);
  });

  it.each([
    ['a name', 'grace', ['mtl']],
    ['a street', 'georgia', ['van']],
    ['a city', 'new york', ['nyc']],
    ['a postal code', 'H3B 4W5', ['mtl']],
    ['a postal code without its space, in lower case', 'v6e3p3', ['van']],
    ['a city without its accent', 'montreal', ['mtl']],
    ['words from different fields', 'ada georgia', ['van']],
  ])('finds %s', (_, search, expected) => {
    expect(ids(search)).toEqual(expected);
  });

  it('needs every word to match', () => {
    expect(ids('ada montreal')).toEqual([]);
  });

  it('does not look in other fields such as the email', () => {
    expect(ids('vancouver-fan')).toEqual([]);
  });
});
