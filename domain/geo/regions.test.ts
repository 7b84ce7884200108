import { describe, expect, it } from 'vitest';
import { countryNamed, findRegion, REGIONS } from './regions.ts';

describe('findRegion', () => {
  it.each([
    ['BC', 'BC'],
    ['bc', 'BC'],
    ['B.C.', 'BC'],
    ['British Columbia', 'BC'],
    ['Québec', 'QC'],
    ['QUEBEC', 'QC'],
    ['PQ', 'QC'],
    ['Ont.', 'ON'],
    ['Newfoundland & Labrador', 'NL'],
    ['Northwest Territory', 'NT'],
    ['new york', 'NY'],
    ['NY', 'NY'],
    ['District of Columbia', 'DC'],
  ])('reads %s as %s', (text, code) => {
    expect(findRegion(text)?.code).toBe(code);
  });

  it('knows the 13 provinces and territories, 50 states and DC, each once', () => {
    expect(REGIONS.filter((region) => region.country === 'CA')).toHaveLength(13);
    expect(REGIONS.filter((region) => region.country === 'US')).toHaveLength(51);
    expect(new Set(REGIONS.map((region) => region.code)).size).toBe(REGIONS.length);
  });

  it.each(['Puerto Rico', 'Ontari', 'XX', ''])('does not know %j', (text) => {
    expect(findRegion(text)).toBeUndefined();
  });
});

describe('countryNamed', () => {
  it.each([
    ['Canada', 'CA'],
    ['USA', 'US'],
    ['U.S.A.', 'US'],
    ['United States of America', 'US'],
  ])('reads %s as %s', (text, code) => {
    expect(countryNamed(text)).toBe(code);
  });

  it('does not read CA, which is also California', () => {
    expect(countryNamed('CA')).toBeUndefined();
  });
});
