import { codes } from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { GREATER_VANCOUVER_FSAS } from '#domain/rates/greater-vancouver.ts';
import { lookupPostalCode, type PostalLookup } from './postal-directory.ts';

const placeOf = (lookup: PostalLookup) => {
  if (!lookup.found) throw new Error(lookup.message);
  return lookup.place;
};

describe('lookupPostalCode', () => {
  it('locates downtown Vancouver by its FSA, V6B', () => {
    expect(placeOf(lookupPostalCode('V6B 1A1'))).toEqual({
      postalCode: 'V6B 1A1',
      country: 'CA',
      latitude: 49.2836,
      longitude: -123.1041,
      city: expect.stringContaining('Vancouver'),
      region: 'British Columbia',
    });
  });

  it('takes lowercase codes without the space', () => {
    expect(placeOf(lookupPostalCode(' v6b1a1 '))).toMatchObject({
      postalCode: 'V6B 1A1',
      country: 'CA',
    });
  });

  it('locates downtown Toronto, M5V', () => {
    expect(placeOf(lookupPostalCode('M5V 2T6'))).toMatchObject({
      country: 'CA',
      city: expect.stringContaining('Toronto'),
      region: 'Ontario',
    });
  });

  it('locates a US ZIP, and a ZIP+4 by its first five digits', () => {
    const newYork = {
      country: 'US',
      city: 'New York',
      region: 'NY',
      latitude: 40.7484,
      longitude: -73.9967,
    };
    expect(placeOf(lookupPostalCode('10001'))).toMatchObject({ postalCode: '10001', ...newYork });
    expect(placeOf(lookupPostalCode('10001-1234'))).toMatchObject(newYork);
  });

  it.each([
    ['M0A 1A1', "Postal code 'M0A 1A1' was not found."],
    ['00000', "Postal code '00000' was not found."],
    ['12AB', "'12AB' is not a valid Canadian postal code (A1A 1A1) or US ZIP code (12345)."],
    ['Z9Z 9Z9', "'Z9Z 9Z9' is not a valid Canadian postal code (A1A 1A1) or US ZIP code (12345)."],
  ])('refuses %s, naming it', (code, message) => {
    expect(lookupPostalCode(code)).toEqual({ found: false, message });
  });

  it('repairs the rows whose coordinates the package lost', () => {
    expect(placeOf(lookupPostalCode('E2E 1A1'))).toMatchObject({
      latitude: 45.42,
      longitude: -65.99,
      region: 'New Brunswick',
    });
  });

  it('places every code the package knows on the map', () => {
    const unplaced = Object.values(codes).filter(({ zip }) => {
      const place = placeOf(lookupPostalCode(/^\d/.test(zip) ? zip : `${zip} 1A1`));
      return !Number.isFinite(place.latitude) || !Number.isFinite(place.longitude);
    });
    expect(unplaced).toEqual([]);
  });

  it('knows every Greater Vancouver FSA as a British Columbia area', () => {
    for (const fsa of GREATER_VANCOUVER_FSAS) {
      expect(placeOf(lookupPostalCode(`${fsa} 1A1`)).region, fsa).toBe('British Columbia');
    }
  });
});
