import { describe, expect, it } from 'vitest';
import { EMPIRE_STATE_GEOCODE_RESULT } from '#domain/geo/sample-addresses.ts';
import type { GeocodeResult } from '#domain/geo/schemas.ts';
import { addressCheckLine, addressCheckResult, splitSuggestedAddress } from './address-check.ts';
import type { AddressToCheck } from './schemas.ts';

const royalCentre: AddressToCheck = {
  streetAddress: ' 1055 W Georgia St ',
  unitNumber: '1203',
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'V6E 3P3',
  countryCode: 'CA',
};

describe('addressCheckLine', () => {
  it('writes street, city, province with postal code, and the country as geocoders print it, without the unit', () => {
    expect(addressCheckLine(royalCentre)).toBe('1055 W Georgia St, Vancouver, BC V6E 3P3, Canada');
    expect(
      addressCheckLine({
        streetAddress: '899 S Columbus Ave',
        unitNumber: 'Suite 210',
        city: 'Mount Vernon',
        province: 'NY',
        postalCode: '10550',
        countryCode: 'United States',
      }),
    ).toBe('899 S Columbus Ave, Mount Vernon, NY 10550, USA');
  });

  it('leaves out blank parts and keeps a country it does not serve as written', () => {
    expect(
      addressCheckLine({
        streetAddress: '10 Downing St',
        city: 'London',
        province: '',
        postalCode: 'SW1A 2AA',
        countryCode: 'GB',
      }),
    ).toBe('10 Downing St, London, SW1A 2AA, GB');
  });
});

describe('splitSuggestedAddress', () => {
  it.each([
    [
      '1055 W Georgia St, Vancouver, BC V6E 3P3, Canada',
      {
        streetAddress: '1055 W Georgia St',
        city: 'Vancouver',
        province: 'BC',
        postalCode: 'V6E 3P3',
        countryCode: 'CA',
      },
    ],
    [
      '350 5th Ave, New York, NY 10118, USA',
      {
        streetAddress: '350 5th Ave',
        city: 'New York',
        province: 'NY',
        postalCode: '10118',
        countryCode: 'US',
      },
    ],
    [
      'Herndon, VA 20171, United States',
      {
        streetAddress: '',
        city: 'Herndon',
        province: 'VA',
        postalCode: '20171',
        countryCode: 'US',
      },
    ],
    [
      'Millarville, AB T0L 1K0, Canada',
      {
        streetAddress: '',
        city: 'Millarville',
        province: 'AB',
        postalCode: 'T0L 1K0',
        countryCode: 'CA',
      },
    ],
    [
      'Royal Centre, 1055 W Georgia St, Vancouver, BC, Canada',
      {
        streetAddress: 'Royal Centre, 1055 W Georgia St',
        city: 'Vancouver',
        province: 'BC',
        postalCode: '',
        countryCode: 'CA',
      },
    ],
    [
      'Sacramento, CA',
      { streetAddress: '', city: 'Sacramento', province: 'CA', postalCode: '', countryCode: '' },
    ],
  ])('splits %j', (formatted, suggestion) => {
    expect(splitSuggestedAddress(formatted)).toEqual(suggestion);
  });
});

describe('addressCheckResult', () => {
  it('finds an address with a street number and route valid', () => {
    expect(addressCheckResult({ status: 'OK', results: [EMPIRE_STATE_GEOCODE_RESULT] })).toEqual({
      validationStatus: 'valid',
      validationMessage: 'Address validated',
      formattedAddress: '350 5th Ave, New York, NY 10118, USA',
      suggestedAddress: null,
    });
  });

  it('warns about a place found without a street number, suggesting what was found', () => {
    const town: GeocodeResult = {
      matchLevel: 'POSTAL_AREA',
      addressType: 'STREET',
      corrections: [],
      city: 'Millarville',
      province: 'AB',
      postalCode: 'T0L 1K0',
      countryCode: 'CA',
      formattedAddress: 'Millarville, AB T0L 1K0, Canada',
    };
    const street: GeocodeResult = {
      ...EMPIRE_STATE_GEOCODE_RESULT,
      streetNumber: undefined,
      formattedAddress: '5th Ave, New York, NY 10118, USA',
    };
    expect(addressCheckResult({ status: 'OK', results: [town] })).toEqual({
      validationStatus: 'warning',
      validationMessage: 'Address may be incomplete',
      formattedAddress: 'Millarville, AB T0L 1K0, Canada',
      suggestedAddress: {
        streetAddress: '',
        city: 'Millarville',
        province: 'AB',
        postalCode: 'T0L 1K0',
        countryCode: 'CA',
      },
    });
    expect(addressCheckResult({ status: 'OK', results: [street, town] })).toMatchObject({
      validationStatus: 'warning',
      suggestedAddress: { streetAddress: '5th Ave', city: 'New York', countryCode: 'US' },
    });
  });

  it('says an address the geocoder could not find is not found', () => {
    const notFound = {
      validationStatus: 'error',
      validationMessage: 'Address not found',
      formattedAddress: '',
      suggestedAddress: null,
    };
    expect(addressCheckResult({ status: 'ZERO_RESULTS', results: [] })).toEqual(notFound);
    expect(addressCheckResult({ status: 'OK', results: [] })).toEqual(notFound);
  });

  it('names any other status', () => {
    expect(addressCheckResult({ status: 'INVALID_REQUEST', results: [] })).toEqual({
      validationStatus: 'error',
      validationMessage: 'Validation error: INVALID_REQUEST',
      formattedAddress: '',
      suggestedAddress: null,
    });
  });
});
