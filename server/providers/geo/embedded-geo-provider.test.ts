import { describe, expect, it } from 'vitest';
import {
  EMPIRE_STATE_GEOCODE_RESULT,
  ROYAL_CENTRE_SUGGESTION,
} from '#domain/test-support/sample-addresses.ts';
import { createEmbeddedGeoProvider } from './embedded-geo-provider.ts';

const geo = createEmbeddedGeoProvider();

describe('embedded suggest', () => {
  it.each([
    '1055 W Georgia St, Vancouver, BC V6E 3P3',
    '1055 w georgia st vancouver bc v6e3p3',
    '1055 W Georgia St V6E 3P3',
    '1055 W Georgia St, Vancouver, British Columbia V6E 3P3, Canada',
  ])('completes %s', async (typed) => {
    expect(await geo.suggest(typed)).toEqual([ROYAL_CENTRE_SUGGESTION]);
  });

  it('keeps the unit and prints it the Canadian way', async () => {
    expect(await geo.suggest('1203-1055 W Georgia St Vancouver BC V6E 3P3')).toEqual([
      {
        ...ROYAL_CENTRE_SUGGESTION,
        unitNumber: '1203',
        label: '1203-1055 W Georgia St, Vancouver, BC V6E 3P3, Canada',
      },
    ]);
  });

  it("takes the postal code's city and province over ones that disagree", async () => {
    expect(await geo.suggest('1055 W Georgia St, Toronto, ON V6E 3P3')).toEqual([
      ROYAL_CENTRE_SUGGESTION,
    ]);
  });

  it('keeps a city spelling that agrees with the postal code', async () => {
    const [placeVilleMarie] = await geo.suggest('1000 rue De La Gauchetière O Montréal QC H3B 4W5');
    expect(placeVilleMarie).toMatchObject({
      streetAddress: '1000 rue De La Gauchetière O',
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H3B 4W5',
    });
    const [northYork] = await geo.suggest('4700 Keele St, North York, ON M3J 1P3');
    expect(northYork?.city).toBe('North York');
  });

  it('fills the city of an amalgamated city from its postal code', async () => {
    const [yorkUniversity] = await geo.suggest('4700 Keele St M3J 1P3');
    expect(yorkUniversity?.city).toBe('Toronto');
  });

  it('completes US addresses, ZIP+4 included', async () => {
    expect(await geo.suggest('1600 amphitheatre pkwy mountain view ca 94043-1351')).toEqual([
      {
        label: '1600 Amphitheatre Pkwy, Mountain View, CA 94043-1351, USA',
        streetAddress: '1600 Amphitheatre Pkwy',
        unitNumber: '',
        city: 'Mountain View',
        province: 'CA',
        postalCode: '94043-1351',
        countryCode: 'US',
        source: 'ADDRESS',
        matchLevel: 'POSTAL_CODE',
        addressType: 'STREET',
      },
    ]);
  });

  it('keeps the typed town of a rural area, and suggests nothing without one', async () => {
    const [gibsons] = await geo.suggest('123 Main St, Gibsons, BC V0N 1V0');
    expect(gibsons).toMatchObject({ city: 'Gibsons', province: 'BC', postalCode: 'V0N 1V0' });
    expect(await geo.suggest('123 Main St V0N 1V0')).toEqual([]);
  });

  it.each([
    ['an unknown postal code', '1 Main St, Toronto, ON M0A 1A1'],
    ['a postal code outside the provinces and states', '1 Calle Luna, San Juan, PR 00901'],
  ])('suggests nothing for %s', async (_, typed) => {
    expect(await geo.suggest(typed)).toEqual([]);
  });

  it.each([
    ['no postal code', '1055 W Georgia St, Vancouver, BC', '1055 W Georgia St', ''],
    ['no street number', 'W Georgia St, Vancouver, BC V6E 3P3', 'W Georgia St', 'V6E 3P3'],
    ['no street', 'Vancouver, BC V6E 3P3', '', 'V6E 3P3'],
  ])(
    'offers the place, keeping what was typed, for %s: the rest is for the person to type',
    async (_, typed, streetAddress, postalCode) => {
      const [place] = await geo.suggest(typed);
      expect(place).toMatchObject({
        source: 'PLACE',
        streetAddress,
        city: 'Vancouver',
        province: 'BC',
        postalCode,
      });
    },
  );
});

describe('embedded geocode', () => {
  it.each([
    ['no place at all', '1055 W Georgia St, Nowhere, BC V6E 3P3'],
    ['a place of another province only', '1055 W Georgia St, Toronto, BC V6E 3P3'],
  ])('finds nothing for a city that is %s, even with a known postal code', async (_, line) => {
    expect(await geo.geocode(line)).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it('corrects a city that exists but is not the postal area’s, and a province typed wrong', async () => {
    const [burnaby] = (await geo.geocode('1055 W Georgia St, Burnaby, BC V6E 3P3')).results;
    expect(burnaby?.corrections).toEqual([
      expect.objectContaining({ field: 'city', typed: 'Burnaby', suggested: 'Vancouver' }),
    ]);
    const [wrongProvince] = (await geo.geocode('1055 W Georgia St, Vancouver, ON V6E 3P3')).results;
    expect(wrongProvince?.corrections).toEqual([
      expect.objectContaining({ field: 'province', typed: 'ON', suggested: 'BC' }),
    ]);
  });

  it.each(['Coquitlam', 'Port Coquitlam'])(
    'takes %s for V3B, as Canada Post does',
    async (city) => {
      const { status, results } = await geo.geocode(`2580 Shaughnessy St, ${city}, BC V3B 3E7`);
      expect(status).toBe('OK');
      expect(results[0]).toMatchObject({ city, corrections: [] });
    },
  );

  it('still takes any town in a rural area, whose towns the data cannot all know', async () => {
    const [town] = (await geo.geocode('Site 5 Comp 12 RR 2, Priddis, AB T0L 1W0')).results;
    expect(town).toMatchObject({ city: 'Priddis', corrections: [] });
  });

  it('answers OK with street number and route for a street address', async () => {
    expect(await geo.geocode('350 5th Ave, New York, NY 10118')).toEqual({
      status: 'OK',
      results: [
        {
          ...EMPIRE_STATE_GEOCODE_RESULT,
          // The ZIP is known to be in use; the street is not checked.
          matchLevel: 'POSTAL_CODE',
          location: { latitude: 40.749, longitude: -73.9865 },
        },
      ],
    });
  });

  it('answers OK without street parts for a place alone', async () => {
    const answer = await geo.geocode('Vancouver, BC');
    expect(answer.status).toBe('OK');
    expect(answer.results).toEqual([
      expect.objectContaining({
        city: 'Vancouver',
        province: 'BC',
        formattedAddress: 'Vancouver, BC, Canada',
      }),
    ]);
    expect(answer.results[0]).not.toHaveProperty('streetNumber', expect.anything());
  });

  it('answers one result per namesake when no province is given', async () => {
    const answer = await geo.geocode('Vancouver');
    expect(answer.results.map((result) => result.province)).toEqual(['BC', 'WA']);
  });

  it('answers a postal code alone with its place', async () => {
    const answer = await geo.geocode('V6B 1A1');
    expect(answer.results).toEqual([
      expect.objectContaining({ city: 'Vancouver', province: 'BC', postalCode: 'V6B 1A1' }),
    ]);
  });

  it.each([
    ['an unknown postal code', '1 Main St, Toronto, ON M0A 1A1'],
    ['an unknown place', 'Gotham City'],
    ['a place in another province', 'Vancouver, ON'],
    ['a street without a place', '1055 W Georgia St'],
  ])('answers ZERO_RESULTS for %s', async (_, address) => {
    expect(await geo.geocode(address)).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it('answers INVALID_REQUEST for blank text', async () => {
    expect(await geo.geocode('  ')).toEqual({ status: 'INVALID_REQUEST', results: [] });
  });
});

describe('embedded geocode, never changing what was typed without saying so', () => {
  const geo = createEmbeddedGeoProvider();

  it("corrects a province that is not the postal code's with a warning, not silently", async () => {
    const { status, results } = await geo.geocode('100 Queen St, Ottawa, QC K1P 1J9');
    expect(status).toBe('OK');
    expect(results[0]).toMatchObject({
      province: 'ON',
      corrections: [
        {
          field: 'province',
          typed: 'QC',
          suggested: 'ON',
          reason: 'Postal code K1P is in Ontario, not Quebec.',
        },
      ],
    });
  });

  it('keeps Gatineau, Quebec with a federal K1A code: the area lies in both provinces', async () => {
    const { results } = await geo.geocode('140 promenade du Portage, Gatineau, QC K1A 0H3');
    expect(results[0]).toMatchObject({ city: 'Gatineau', province: 'QC', corrections: [] });
  });

  it('says a Canadian postal code is matched by its area and a US ZIP by its code', async () => {
    const [canadian] = (await geo.geocode('1055 W Georgia St, Vancouver, BC V6E 3P3')).results;
    expect(canadian).toMatchObject({ matchLevel: 'POSTAL_AREA', corrections: [] });
    const [american] = (await geo.geocode('350 5th Ave, New York, NY 10118')).results;
    expect(american).toMatchObject({ matchLevel: 'POSTAL_CODE', corrections: [] });
    const [city] = (await geo.geocode('Vancouver, BC')).results;
    expect(city).toMatchObject({ matchLevel: 'CITY' });
  });
});
