import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codes } from 'zipcodes';
import { POSTAL_AREA_PLACES } from '#domain/geo/postal-area-places.generated.ts';
import { placeKey } from '#domain/geo/text-keys.ts';
import {
  AMALGAMATED_MUNICIPALITIES,
  ENCLAVED_MUNICIPALITIES,
} from './amalgamated-municipalities.ts';
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

describe('the table', () => {
  it('holds every Canadian FSA of the data once, an urban one with its city, a rural one with towns', () => {
    const fsas = Object.values(codes)
      .filter((row) => row.country === 'Canada')
      .map((row) => row.zip)
      .toSorted();
    expect(POSTAL_AREA_PLACES.map((area) => area.fsa)).toEqual(fsas);
    const incomplete = POSTAL_AREA_PLACES.filter((area) =>
      'city' in area
        ? !area.city || area.alsoAccepted.includes(area.city)
        : area.towns.length === 0,
    );
    expect(incomplete).toEqual([]);
  });

  it('accepts every name of the hand list somewhere in its province: the list has no dead entries', () => {
    const accepted = new Set(
      POSTAL_AREA_PLACES.flatMap((area) =>
        ('city' in area ? [area.city, ...area.alsoAccepted] : []).map(
          (name) => `${area.province} ${placeKey(name)}`,
        ),
      ),
    );
    const handListed = [
      ...AMALGAMATED_MUNICIPALITIES.flatMap(
        ({ province, name, otherForms = [], formerMunicipalities }) =>
          [
            name,
            ...otherForms,
            ...formerMunicipalities.flatMap((former) =>
              typeof former === 'string' ? [former] : [former.name, ...former.otherForms],
            ),
          ].map((form) => ({ province, form })),
      ),
      ...ENCLAVED_MUNICIPALITIES.flatMap(({ province, name, otherForms = [] }) =>
        [name, ...otherForms].map((form) => ({ province, form })),
      ),
    ];
    const unused = handListed.filter(
      ({ province, form }) => !accepted.has(`${province} ${placeKey(form)}`),
    );
    expect(unused).toEqual([]);
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
    place('Saint-Bruno-de-Montarville', 45.53, -73.35),
  ];
  const row = (zip: string, city: string) => ({ zip, city });

  it('names an area by its municipality in full, keeps independent ones, accepts former municipalities in both languages, and lists the towns of a rural area', () => {
    const areas = derivePostalAreaPlaces(
      [
        row('H2X', 'Plateau Mont-royal South'),
        row('H3Z', 'Westmount South'),
        row('H4G', 'Verdun North'),
        row('H1G', 'Montreal North North'),
        row('J3V', 'Saint-bruno'),
        row('J0K', 'Lanaudi\uFFFDre (saint-esprit)'),
      ],
      geoNames,
    );
    expect(areas).toEqual([
      {
        fsa: 'H1G',
        province: 'QC',
        city: 'Montréal',
        alsoAccepted: ['Montréal-Nord', 'Montreal North'],
      },
      { fsa: 'H2X', province: 'QC', city: 'Montréal', alsoAccepted: [] },
      { fsa: 'H3Z', province: 'QC', city: 'Westmount', alsoAccepted: [] },
      { fsa: 'H4G', province: 'QC', city: 'Montréal', alsoAccepted: ['Verdun'] },
      { fsa: 'J0K', province: 'QC', towns: ['Saint-Esprit'] },
      {
        fsa: 'J3V',
        province: 'QC',
        city: 'Saint-Bruno-de-Montarville',
        alsoAccepted: ['Saint-Bruno'],
      },
    ]);
  });
});
