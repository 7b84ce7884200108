import { describe, expect, it } from 'vitest';
import type { AddressCorpusEntry } from './corpus.ts';
import {
  isRightPostalCode,
  isRightUnit,
  offersRightArea,
  percentile,
  placeMistake,
  prefixReachesCity,
  typeAheadPrefix,
  unitKey,
} from './scoring.ts';

const northYork: AddressCorpusEntry = {
  text: '5100 Yonge St North York ON M2N 5V7',
  language: 'en',
  expected: {
    streetNumber: '5100',
    streetName: 'Yonge St',
    unit: '210',
    city: 'North York',
    province: 'ON',
    postalCode: 'M2N 5V7',
    countryCode: 'CA',
    addressType: 'STREET',
  },
  acceptedCities: ['Toronto'],
  source: 'test',
};

describe('unitKey', () => {
  it.each([
    ['Suite 210', '210'],
    ['STE 210', '210'],
    ['#210', '210'],
    ['Suite #102', '102'],
    ['Apt 5B', '5B'],
    ['apt. 5b', '5B'],
    ['Bureau 400', '400'],
    ['Unit – 213', '213'],
    ['Room 9A-01', '9A-01'],
    ['D2', 'D2'],
  ])('reads %s as %s', (unit, key) => {
    expect(unitKey(unit)).toBe(key);
  });
});

describe('isRightUnit', () => {
  it('keeps a unit written another way, and not another unit', () => {
    expect(isRightUnit(northYork, 'Suite 210')).toBe(true);
    expect(isRightUnit(northYork, '21')).toBe(false);
    expect(isRightUnit(northYork, undefined)).toBe(false);
  });
});

describe('isRightPostalCode', () => {
  it('takes the same Canadian code in any case or spacing, or its bare FSA', () => {
    expect(isRightPostalCode('M2N 5V7', 'm2n5v7')).toBe(true);
    expect(isRightPostalCode('M2N 5V7', 'M2N')).toBe(true);
  });

  it('refuses another code of the same FSA, and no code', () => {
    expect(isRightPostalCode('M2N 5V7', 'M2N 6K1')).toBe(false);
    expect(isRightPostalCode('M2N 5V7', undefined)).toBe(false);
  });

  it('compares ZIP codes by their five digits', () => {
    expect(isRightPostalCode('20740-6001', '20740')).toBe(true);
    expect(isRightPostalCode('20740', '20740-1234')).toBe(true);
    expect(isRightPostalCode('20740', '20741')).toBe(false);
  });
});

describe('placeMistake', () => {
  it('accepts an accepted name of the area, in any spelling', () => {
    const result = { city: 'TORONTO', province: 'ON', postalCode: 'M2N 5V7' };
    expect(placeMistake(northYork, result)).toBeUndefined();
  });

  it('names every part that is wrong', () => {
    const result = { city: 'Ottawa', province: 'QC', postalCode: 'M2N 5V7' };
    expect(placeMistake(northYork, result)).toBe('wrong city, province');
  });
});

describe('offersRightArea', () => {
  it('takes a place of the right city and province without a code', () => {
    expect(offersRightArea(northYork, { city: 'North York', province: 'ON', postalCode: '' })).toBe(
      true,
    );
  });

  it('refuses a suggestion in another postal area or province', () => {
    expect(
      offersRightArea(northYork, { city: 'Toronto', province: 'ON', postalCode: 'M5V 3L9' }),
    ).toBe(false);
    expect(offersRightArea(northYork, { city: 'North York', province: 'QC', postalCode: '' })).toBe(
      false,
    );
  });
});

describe('typeAheadPrefix', () => {
  it('keeps the first 60% of the characters, rounded up, without trailing spaces', () => {
    expect(typeAheadPrefix('0123456789')).toBe('012345');
    expect(typeAheadPrefix('abcd efghi')).toBe('abcd e');
    expect(typeAheadPrefix('abcd  ghij')).toBe('abcd');
  });
});

describe('prefixReachesCity', () => {
  it('tells whether the prefix reaches the first letter of the city', () => {
    expect(prefixReachesCity(northYork, '5100 Yonge St N')).toBe(true);
    expect(prefixReachesCity(northYork, '5100 Yonge St ')).toBe(false);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(sorted, 0.5)).toBe(5);
    expect(percentile(sorted, 0.95)).toBe(10);
  });
});
