import { describe, expect, it } from 'vitest';
import { formatAddressLine, streetWithUnit } from './format-address.ts';

describe('formatAddressLine', () => {
  it('prints street, city, province and postal code, country', () => {
    expect(
      formatAddressLine({
        street: '1055 W Georgia St',
        city: 'Vancouver',
        province: 'BC',
        postalCode: 'V6E 3P3',
        countryCode: 'CA',
      }),
    ).toBe('1055 W Georgia St, Vancouver, BC V6E 3P3, Canada');
  });

  it('puts the unit first in Canada and after the street in the US', () => {
    const base = { street: '100 Main St', unitNumber: '5', city: 'X', province: 'Y' };
    expect(formatAddressLine({ ...base, countryCode: 'CA' })).toBe('5-100 Main St, X, Y, Canada');
    expect(formatAddressLine({ ...base, countryCode: 'US' })).toBe('100 Main St #5, X, Y, USA');
  });

  it.each([
    ['Suite 210', 'CA', '899 Main St Suite 210'],
    ['Suite 210', 'US', '899 Main St Suite 210'],
    ['Bureau 400', 'CA', '899 Main St Bureau 400'],
    ['Apt. 5', 'US', '899 Main St Apt. 5'],
    ['#3300', 'US', '899 Main St #3300'],
    ['#12', 'CA', '12-899 Main St'],
    ['12B', 'CA', '12B-899 Main St'],
    [' 7 ', 'US', '899 Main St #7'],
  ] as const)('writes the unit %j in %s as %j', (unit, country, expected) => {
    expect(streetWithUnit('899 Main St', unit, country)).toBe(expected);
  });

  it('leaves out the parts it does not have', () => {
    expect(formatAddressLine({ city: 'Mountain View', province: 'CA', countryCode: 'US' })).toBe(
      'Mountain View, CA, USA',
    );
    expect(formatAddressLine({ province: 'BC', postalCode: 'V0N 1V0', countryCode: 'CA' })).toBe(
      'BC V0N 1V0, Canada',
    );
  });
});
