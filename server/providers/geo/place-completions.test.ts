import { describe, expect, it } from 'vitest';
import { completePlaces } from './place-completions.ts';

const placesOf = (typed: string) =>
  completePlaces(typed).map(({ city, province, streetAddress, postalCode }) => ({
    city,
    province,
    streetAddress,
    postalCode,
  }));

describe('completePlaces, as a person types', () => {
  it.each([
    ['1200 Example Ave, Montr', 'Montréal', 'QC'],
    ['1200 example ave montr', 'Montréal', 'QC'],
    ['290 Bremner Blvd, Toro', 'Toronto', 'ON'],
    ['1401, 3e Avenue, Québ', 'Québec', 'QC'],
    ['100 Main St, Trois-Riv', 'Trois-Rivières', 'QC'],
    ['350 5th Ave, New Yor', 'New York', 'NY'],
  ])('completes the city being typed: %s', (typed, city, province) => {
    const [first] = placesOf(typed);
    expect(first).toMatchObject({ city, province, postalCode: '' });
  });

  it('takes Canadian and US namesakes in turn, Canada first, when no province says which', () => {
    const countries = completePlaces('104-2951 Green Road, Dun').map((place) => place.countryCode);
    expect(countries.slice(0, 4)).toEqual(['CA', 'US', 'CA', 'US']);
    expect(placesOf('104-2951 Green Road, Dun').map((place) => place.city)).toContain('Duncan');
  });

  it('keeps the street typed before the place, and leaves the postal code to the person', () => {
    const [first] = completePlaces('1200 Example Ave, Montr');
    expect(first).toMatchObject({
      source: 'PLACE',
      streetAddress: '1200 Example Ave',
      postalCode: '',
      matchLevel: 'CITY',
      label: '1200 Example Ave, Montréal, QC, Canada',
    });
  });

  it('completes the postal area being typed, in the city typed when the area accepts it', () => {
    const [area] = completePlaces('1200 Example Ave, Montréal, QC H2X 1');
    expect(area).toMatchObject({
      city: 'Montréal',
      province: 'QC',
      postalCode: '',
      matchLevel: 'POSTAL_AREA',
      label: '1200 Example Ave, Montréal, QC H2X, Canada',
    });
  });

  it('offers the areas a code begins, in the province typed', () => {
    const areas = completePlaces('Montréal, QC H2');
    expect(areas.length).toBeGreaterThan(1);
    expect(areas.every((area) => area.province === 'QC')).toBe(true);
  });

  it('reads a ZIP start only after a state: alone, digits are a civic number', () => {
    const [zip] = completePlaces('350 5th Ave, New York, NY 1011');
    expect(zip).toMatchObject({ city: 'New York', province: 'NY', matchLevel: 'POSTAL_CODE' });
    expect(completePlaces('1011').every((place) => place.source === 'PLACE')).toBe(true);
  });

  it('finds the place a word just begun after it follows: …, Montréal, Q', () => {
    expect(placesOf('1200 Example Ave, Montréal, Q')[0]).toMatchObject({ city: 'Montréal' });
  });

  it('offers a city typed in full with its province, still waiting for its postal code', () => {
    expect(placesOf('1055 W Georgia St, Vancouver, BC')).toEqual([
      { city: 'Vancouver', province: 'BC', streetAddress: '1055 W Georgia St', postalCode: '' },
    ]);
  });

  it('completes nothing once the postal code is whole, or from a single letter', () => {
    expect(completePlaces('1055 W Georgia St, Vancouver, BC V6E 3P3')).toEqual([]);
    expect(completePlaces('1055 W Georgia St, V')).toEqual([]);
  });
});
