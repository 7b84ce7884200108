import { codes } from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { findKnownPlaces, findPostalArea, isKnownPlaceName } from './postal-areas.ts';

describe('findPostalArea', () => {
  it('gives a Canadian code its province, municipality and the spellings that agree', () => {
    const area = findPostalArea('m2l 1a1');
    expect(area).toMatchObject({
      postalCode: 'M2L 1A1',
      countryCode: 'CA',
      province: 'ON',
      city: 'Toronto',
    });
    expect([...area!.cityKeys!]).toEqual(expect.arrayContaining(['toronto', 'north york']));
  });

  it('gives a ZIP its state code and city', () => {
    expect(findPostalArea('94043')).toMatchObject({
      countryCode: 'US',
      province: 'CA',
      city: 'Mountain View',
    });
  });

  it('names no city for a rural area, which spans many towns', () => {
    const area = findPostalArea('V0N 1V0');
    expect(area).toMatchObject({ province: 'BC', countryCode: 'CA' });
    expect(area?.city).toBeUndefined();
    expect(area?.cityKeys).toBeUndefined();
  });

  it.each(['M0A 1A1', '00000', '00601', 'nonsense'])(
    'knows nothing of %s (unknown, or outside the provinces and states)',
    (code) => {
      expect(findPostalArea(code)).toBeUndefined();
    },
  );

  it('places every Canadian FSA of the package in a province, with a city when urban', () => {
    const canadian = Object.values(codes).filter((row) => row.country === 'Canada');
    const unplaced = canadian.filter((row) => {
      const area = findPostalArea(`${row.zip} 1A1`);
      return !area || (row.zip[1] !== '0' && !area.city);
    });
    expect(unplaced.map((row) => row.zip)).toEqual([]);
  });
});

describe('known places', () => {
  it.each(['Montréal', 'MONTREAL', "St. John's", 'North York', 'Mountain View', 'Québec'])(
    'knows %s',
    (name) => {
      expect(isKnownPlaceName(name)).toBe(true);
    },
  );

  it('finds namesakes, the largest first, or the one of a province', () => {
    const vancouvers = findKnownPlaces('Vancouver');
    expect(vancouvers.map((place) => place.province)).toEqual(['BC', 'WA']);
    expect(findKnownPlaces('vancouver', 'WA')).toHaveLength(1);
    expect(findKnownPlaces('Xanadu Heights')).toEqual([]);
  });
});
