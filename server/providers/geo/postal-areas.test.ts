import { codes } from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { placeKey } from '#domain/geo/text-keys.ts';
import {
  findKnownPlaces,
  findPlacesByPrefix,
  findPostalArea,
  findPostalAreasByPrefix,
  isKnownPlaceName,
} from './postal-areas.ts';

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

describe('official place names (domain/geo/postal-area-places.generated.ts)', () => {
  const accepts = (code: string, city: string) =>
    findPostalArea(code)?.cityKeys?.has(placeKey(city)) ?? false;

  it.each([
    ['H2X 1Y4', 'QC', 'Montréal', ['Montreal', 'MONTREAL']],
    ['H3Z 2Y7', 'QC', 'Westmount', []],
    ['H3P 1A1', 'QC', 'Mont-Royal', ['Town of Mount Royal']],
    ['J8X 3X7', 'QC', 'Gatineau', ['Hull']],
    ['J9H 5E1', 'QC', 'Gatineau', ['Aylmer']],
    ['P3A 1A1', 'ON', 'Greater Sudbury', ['Sudbury']],
    ['L8G 1A1', 'ON', 'Hamilton', ['Stoney Creek']],
    ['L8J 1A1', 'ON', 'Hamilton', ['Stoney Creek']],
    ['L9H 1A1', 'ON', 'Hamilton', ['Dundas']],
    ['G1V 0A6', 'QC', 'Québec', ['Sainte-Foy', 'Ste-Foy', 'Quebec City', 'Quebec']],
    ['M2N 6K1', 'ON', 'Toronto', ['North York']],
    ['M1B 1A1', 'ON', 'Toronto', ['Scarborough']],
    ['K2K 1A1', 'ON', 'Ottawa', ['Kanata']],
    ['K1A 0B1', 'ON', 'Ottawa', []],
    ['H7T 1A1', 'QC', 'Laval', ['Chomedey']],
    ['G6V 1A1', 'QC', 'Lévis', []],
    ['G9A 1A1', 'QC', 'Trois-Rivières', []],
  ])('%s is in %s, %s, also known as %j', (code, province, city, otherNames) => {
    expect(findPostalArea(code)).toMatchObject({ province, city });
    for (const name of [city, ...otherNames]) expect(accepts(code, name)).toBe(true);
  });

  it('keeps apart the municipalities of the island that are not Montréal', () => {
    expect(accepts('H3Z 1A1', 'Montréal')).toBe(false);
    expect(accepts('H2X 1A1', 'Westmount')).toBe(false);
    expect(accepts('H2X 1A1', 'Plateau Mont-Royal')).toBe(false);
    expect(accepts('J8X 1A1', 'Aylmer')).toBe(false);
  });

  it('accepts any typed town in a rural area and knows the towns of its data', () => {
    const area = findPostalArea('J0K 1A0');
    expect(area).toMatchObject({ province: 'QC', countryCode: 'CA' });
    expect(area?.cityKeys).toBeUndefined();
    expect(findKnownPlaces('Saint-Esprit', 'QC')).toHaveLength(1);
    expect(isKnownPlaceName('Sechelt')).toBe(true);
  });
});

describe('known places', () => {
  it.each([
    'Montréal',
    'MONTREAL',
    "St. John's",
    'North York',
    'Mountain View',
    'Québec',
    'Quebec City',
    'Stoney Creek',
    'Sudbury',
  ])('knows %s', (name) => {
    expect(isKnownPlaceName(name)).toBe(true);
  });

  it('finds namesakes, the largest first, or the one of a province', () => {
    const vancouvers = findKnownPlaces('Vancouver');
    expect(vancouvers.map((place) => place.province)).toEqual(['BC', 'WA']);
    expect(findKnownPlaces('vancouver', 'WA')).toHaveLength(1);
    expect(findKnownPlaces('Xanadu Heights')).toEqual([]);
  });

  it('answers an accepted name with its municipality, located by the areas of that name', () => {
    const [northYork] = findKnownPlaces('North York');
    const [toronto] = findKnownPlaces('Toronto', 'ON');
    expect(northYork).toMatchObject({ city: 'Toronto', province: 'ON' });
    expect(northYork!.locations.length).toBeLessThan(toronto!.locations.length);
  });
});

describe('findPlacesByPrefix', () => {
  const names = (
    prefix: string,
    options: Parameters<typeof findPlacesByPrefix>[1] = { limit: 5 },
  ) => findPlacesByPrefix(prefix, options).map((place) => `${place.city}, ${place.province}`);

  it('finds the largest place whose name starts with the text first', () => {
    expect(names('montr')[0]).toBe('Montréal, QC');
    expect(names('MONTRE')[0]).toBe('Montréal, QC');
    expect(names('queb')[0]).toBe('Québec, QC');
    expect(names('quebec ci')[0]).toBe('Québec, QC');
    expect(names('trois')[0]).toBe('Trois-Rivières, QC');
    expect(names('gati')[0]).toBe('Gatineau, QC');
  });

  it('reads St as Saint, and as the start of a word while it is the last one typed', () => {
    const saintJohns = ["St. John's, NL", 'Saint John, NB'];
    expect(names('st john').slice(0, 2).toSorted()).toEqual(saintJohns.toSorted());
    expect(names('saint joh').slice(0, 2).toSorted()).toEqual(saintJohns.toSorted());
    expect(names('sto', { limit: 50 })).toContain('Stockton, CA');
    expect(names('st', { limit: 50 })).toContain('Stockton, CA');
  });

  it('gives each place once, under its official name, for any name it goes by', () => {
    const found = names('north y');
    expect(found).toContain('Toronto, ON');
    expect(found).not.toContain('North York, ON');
    expect(names('sudb')).toContain('Greater Sudbury, ON');
    expect(names('hull', { province: 'QC', limit: 5 })).toEqual(['Gatineau, QC']);
    expect(names('montreal', { limit: 20 }).filter((name) => name === 'Montréal, QC')).toHaveLength(
      1,
    );
  });

  it('ranks a place by the name that matched: a former municipality weighs its own areas', () => {
    const found = names('sto', { limit: 10 });
    expect(found.indexOf('Stockton, CA')).toBeLessThan(found.indexOf('Hamilton, ON'));
    expect(found).toContain('Hamilton, ON');
  });

  it('keeps to a province or a country, and to the limit', () => {
    expect(names('sa', { province: 'QC', limit: 10 }).every((name) => name.endsWith(', QC'))).toBe(
      true,
    );
    expect(
      findPlacesByPrefix('van', { countryCode: 'US', limit: 10 }).every(
        (place) => place.countryCode === 'US',
      ),
    ).toBe(true);
    expect(findPlacesByPrefix('sa', { limit: 3 })).toHaveLength(3);
  });

  it('needs two characters', () => {
    expect(findPlacesByPrefix('m', { limit: 5 })).toEqual([]);
    expect(findPlacesByPrefix(' ', { limit: 5 })).toEqual([]);
  });
});

describe('findPostalAreasByPrefix', () => {
  const codesOf = (prefix: string, limit = 5) =>
    findPostalAreasByPrefix(prefix, limit).map((area) => area.postalCode);

  it('finds the FSAs and ZIPs that start with the text, in order', () => {
    expect(codesOf('h2', 3)).toEqual(['H2A', 'H2B', 'H2C']);
    expect(codesOf('9021', 3)).toEqual(['90210', '90211', '90212']);
  });

  it('answers the area of a code typed in full or past its area', () => {
    expect(codesOf('H2X')).toEqual(['H2X']);
    expect(codesOf('h2x 1y')).toEqual(['H2X']);
    expect(codesOf('H2X1Y4')).toEqual(['H2X']);
    expect(codesOf('90210-12')).toEqual(['90210']);
    expect(findPostalAreasByPrefix('H2X', 1)[0]).toMatchObject({
      countryCode: 'CA',
      province: 'QC',
    });
  });

  it('finds nothing for text no code starts with', () => {
    expect(codesOf('')).toEqual([]);
    expect(codesOf('ZZ')).toEqual([]);
    expect(codesOf('M0A')).toEqual([]);
  });
});
