import { describe, expect, it } from 'vitest';
import { EMPIRE_STATE_GEOCODE_RESULT } from '#domain/test-support/sample-addresses.ts';
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

  it('says how far an address was matched: a confirmed postal area is not a validated street', () => {
    const postalArea: GeocodeResult = {
      ...EMPIRE_STATE_GEOCODE_RESULT,
      matchLevel: 'POSTAL_AREA',
    };
    expect(addressCheckResult({ status: 'OK', results: [postalArea] })).toMatchObject({
      validationStatus: 'valid',
      validationMessage: 'Postal area confirmed; street not checked',
      suggestedAddress: null,
    });
  });

  it('finds a PO box, rural route or General Delivery complete without a street number', () => {
    const poBox: GeocodeResult = {
      matchLevel: 'POSTAL_AREA',
      addressType: 'PO_BOX',
      corrections: [],
      route: 'PO Box 4001 Stn A',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5W 1A5',
      countryCode: 'CA',
      formattedAddress: 'PO Box 4001 Stn A, Toronto, ON M5W 1A5, Canada',
    };
    expect(addressCheckResult({ status: 'OK', results: [poBox] })).toEqual({
      validationStatus: 'valid',
      validationMessage: 'PO box; postal area confirmed',
      formattedAddress: 'PO Box 4001 Stn A, Toronto, ON M5W 1A5, Canada',
      suggestedAddress: null,
    });
    const ruralRoute = { ...poBox, addressType: 'RURAL_ROUTE' as const, route: 'RR 2' };
    expect(addressCheckResult({ status: 'OK', results: [ruralRoute] })).toMatchObject({
      validationStatus: 'valid',
      validationMessage: 'Rural route; postal area confirmed',
    });
  });

  it("warns with the reason when the typed city or province is not the postal code's, suggesting the geocoder's", () => {
    const corrected: GeocodeResult = {
      ...EMPIRE_STATE_GEOCODE_RESULT,
      matchLevel: 'POSTAL_AREA',
      streetNumber: '111',
      route: 'Wellington St',
      city: 'Ottawa',
      province: 'ON',
      postalCode: 'K1A 0A9',
      countryCode: 'CA',
      formattedAddress: '111 Wellington St, Ottawa, ON K1A 0A9, Canada',
      corrections: [
        {
          field: 'province',
          typed: 'QC',
          suggested: 'ON',
          reason: 'Postal code K1A is in Ontario, not Quebec.',
        },
      ],
    };
    expect(addressCheckResult({ status: 'OK', results: [corrected] })).toEqual({
      validationStatus: 'warning',
      validationMessage: 'Postal code K1A is in Ontario, not Quebec.',
      formattedAddress: '111 Wellington St, Ottawa, ON K1A 0A9, Canada',
      suggestedAddress: {
        streetAddress: '111 Wellington St',
        city: 'Ottawa',
        province: 'ON',
        postalCode: 'K1A 0A9',
        countryCode: 'CA',
      },
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
