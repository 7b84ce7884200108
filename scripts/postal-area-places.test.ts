import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  bracketedNames,
  communityOfLabel,
  derivePostalAreaPlaces,
  generatePostalAreaPlacesModule,
  GENERATED_MODULE_PATH,
  type GeoNamesPlace,
} from './postal-area-places.ts';

describe('the generated postal area places', () => {
  it('are what the generator writes from the installed packages: run npm run generate:postal-area-places and review the difference', () => {
    expect(readFileSync(GENERATED_MODULE_PATH, 'utf8')).toBe(generatePostalAreaPlacesModule());
  });
});

describe('communityOfLabel', () => {
  const handListed = new Set(['quebec city', 'toronto', 'montreal east', 'east st paul']);
  const geoNames = new Set(['saint john', 'dieppe', 'willowdale']);
  const community = (label: string) =>
    communityOfLabel(
      label,
      (name) => handListed.has(name.toLowerCase().replace(/\./g, '')),
      (name) => geoNames.has(name.toLowerCase()),
    );

  it.each([
    ['Quebec City North Central', 'Quebec City'],
    ['Montreal East', 'Montreal East'],
    ['East Toronto', 'Toronto'],
    ['Saint John East', 'Saint John'],
    ['Saint John Lakewood', 'Saint John'],
    ['Dieppe Moncton', 'Dieppe'],
    ['Willowdale South', 'Willowdale'],
    ['Plateau Mont-royal North', 'Plateau Mont-Royal'],
  ])('reads %s as %s', (label, name) => {
    expect(community(label)).toBe(name);
  });
});

describe('bracketedNames', () => {
  it('lists the names in brackets without their direction', () => {
    expect(bracketedNames('Hamilton (greenford / North Gershome / West Stoney Creek)')).toEqual([
      'Greenford',
      'Gershome',
      'Stoney Creek',
    ]);
    expect(bracketedNames('Gloucester (west Orleans)')).toEqual(['Orleans']);
    expect(bracketedNames('Kanata')).toEqual([]);
  });
});

describe('derivePostalAreaPlaces', () => {
  const place = (name: string, latitude: number, longitude: number): GeoNamesPlace => ({
    name,
    province: 'QC',
    location: { latitude, longitude },
  });
  const geoNames = [
    place('Montréal', 45.5, -73.58),
    place('Westmount', 45.48, -73.6),
    place('Saint-Esprit', 45.9, -73.67),
  ];
  const row = (zip: string, city: string) => ({ zip, city });

  it('names an area by its municipality, keeps independent ones, and lists the towns of a rural area', () => {
    const areas = derivePostalAreaPlaces(
      [
        row('H2X', 'Plateau Mont-royal South'),
        row('H3Z', 'Westmount South'),
        row('H4G', 'Verdun North'),
        row('J0K', 'Lanaudi\uFFFDre (saint-esprit)'),
      ],
      geoNames,
    );
    expect(areas).toEqual([
      { fsa: 'H2X', province: 'QC', city: 'Montréal', alsoAccepted: [] },
      { fsa: 'H3Z', province: 'QC', city: 'Westmount', alsoAccepted: [] },
      { fsa: 'H4G', province: 'QC', city: 'Montréal', alsoAccepted: ['Verdun'] },
      { fsa: 'J0K', province: 'QC', towns: ['Saint-Esprit'] },
    ]);
  });
});
