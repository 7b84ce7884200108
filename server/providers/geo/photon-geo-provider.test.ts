import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GeoServiceError } from './geo-provider.ts';
import { createPhotonGeoProvider } from './photon-geo-provider.ts';

// Answers in Photon's format, stored under server/test-support/geo-fixtures/photon (see its
// README). fetch is stubbed: no test calls the network.
const PHOTON_URL = 'http://photon.internal:2322';

const fixture = (name: string): string =>
  readFileSync(
    new URL(`../../test-support/geo-fixtures/photon/${name}.json`, import.meta.url),
    'utf8',
  );

type Call = { url: URL; init: RequestInit };

/** A fetch that answers every request with one recorded body, and remembers each call. */
function recordedFetch(body: string, status = 200) {
  const calls: Call[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: new URL(String(input)), init });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const providerWith = (fetch: typeof globalThis.fetch, url = PHOTON_URL, timeoutMs = 1000) =>
  createPhotonGeoProvider({ url, timeoutMs, fetch });

/** The parameters of the only call, repeated ones as lists. */
function onlyRequest(calls: Call[]) {
  expect(calls).toHaveLength(1);
  const { url } = calls[0]!;
  return {
    endpoint: `${url.origin}${url.pathname}`,
    params: Object.fromEntries(
      [...new Set(url.searchParams.keys())].map((name) => {
        const values = url.searchParams.getAll(name);
        return [name, values.length > 1 ? values : values[0]];
      }),
    ),
  };
}

async function geocodeWith(answer: string, address: string) {
  const { fetch, calls } = recordedFetch(fixture(answer));
  return { answer: await providerWith(fetch).geocode(address), calls };
}

describe('Photon geocode', () => {
  it('matches a Montréal address on its French street, keeping the city as typed', async () => {
    const { answer, calls } = await geocodeWith(
      'montreal-hotel-de-ville',
      '275, rue Notre-Dame Est, Montréal (Québec) H2Y 1C6',
    );

    expect(answer.status).toBe('OK');
    expect(answer.results[0]).toEqual({
      matchLevel: 'STREET',
      addressType: 'STREET',
      corrections: [],
      streetNumber: '275',
      route: 'Rue Notre-Dame Est',
      unitNumber: undefined,
      city: 'Montréal',
      province: 'QC',
      postalCode: 'H2Y 1C6',
      countryCode: 'CA',
      formattedAddress: '275 Rue Notre-Dame Est, Montréal, QC H2Y 1C6, Canada',
      location: { latitude: 45.5088263, longitude: -73.5540592 },
    });
    expect(onlyRequest(calls)).toEqual({
      endpoint: 'http://photon.internal:2322/api',
      params: {
        q: '275, rue Notre-Dame Est, Montréal (Québec) H2Y 1C6',
        limit: '5',
        lang: 'default',
        countrycode: ['CA', 'US'],
      },
    });
  });

  it("reports a postal code that differs from OSM's instead of taking it (a real answer, komoot/photon#797)", async () => {
    const { answer } = await geocodeWith(
      'captured-issue-797-jeanne-darc',
      "5664 avenue Jeanne-d'Arc, Montréal, QC H1X 2G3",
    );
    const [result] = answer.results;
    expect(result).toMatchObject({ streetNumber: '5664', city: 'Montréal', province: 'QC' });
    // The building was matched; its code differs from the one typed. Either could be wrong
    // (here OSM's is), so the person decides, told why: a correction is a warning, never valid.
    expect(result?.matchLevel).toBe('STREET');
    expect(result?.corrections).toEqual([
      expect.objectContaining({ field: 'postalCode', typed: 'H1X 2G3', suggested: 'H1X 1J5' }),
    ]);
  });

  it('confirms only the town for the street alone, and never compares its postal code', async () => {
    const { answer } = await geocodeWith(
      'montreal-hotel-de-ville',
      '275, rue Notre-Dame Est, Montréal (Québec) H2Y 1C6',
    );
    // The street's own postcode (H2Y 1B7) is one of many along it: the typed code stays.
    expect(answer.results[1]).toMatchObject({
      matchLevel: 'CITY',
      corrections: [],
      streetNumber: '275',
      route: 'rue Notre-Dame Est',
      city: 'Montréal',
      postalCode: 'H2Y 1C6',
    });
  });

  it('keeps the unit OSM does not know, and leaves it out of the search', async () => {
    const { answer, calls } = await geocodeWith(
      'toronto-the-esplanade',
      '1905-8 The Esplanade, Toronto, ON M5E 0A6',
    );

    expect(answer.results).toEqual([
      expect.objectContaining({
        matchLevel: 'STREET',
        streetNumber: '8',
        route: 'The Esplanade',
        unitNumber: '1905',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5E 0A6',
        formattedAddress: '1905-8 The Esplanade, Toronto, ON M5E 0A6, Canada',
      }),
    ]);
    expect(onlyRequest(calls).params.q).toBe('8 The Esplanade, Toronto, ON M5E 0A6');
  });

  it('keeps a typed ZIP+4 that agrees with the five-digit ZIP OSM holds', async () => {
    const { answer } = await geocodeWith(
      'mountain-view-zip',
      '1600 Amphitheatre Pkwy, Mountain View, CA 94043-1351',
    );
    expect(answer.results).toEqual([
      expect.objectContaining({
        matchLevel: 'STREET',
        corrections: [],
        streetNumber: '1600',
        route: 'Amphitheatre Parkway',
        city: 'Mountain View',
        province: 'CA',
        postalCode: '94043-1351',
        countryCode: 'US',
      }),
    ]);
  });

  it('keeps a rural town OSM names as a village of its township, and does not call an address without a postal code validated', async () => {
    const { answer } = await geocodeWith('minden-rural', '7 Bobcaygeon Rd, Minden, ON K0M 2K0');
    expect(answer.results).toEqual([
      {
        matchLevel: 'CITY',
        addressType: 'STREET',
        corrections: [],
        streetNumber: '7',
        route: 'Bobcaygeon Rd',
        unitNumber: undefined,
        city: 'Minden',
        province: 'ON',
        postalCode: 'K0M 2K0',
        countryCode: 'CA',
        formattedAddress: '7 Bobcaygeon Rd, Minden, ON K0M 2K0, Canada',
        location: { latitude: 44.9261872, longitude: -78.7262517 },
      },
    ]);
  });

  it('keeps Gatineau, QC for a federal K1A code on the Quebec side, and not its Hull district', async () => {
    const { answer } = await geocodeWith(
      'gatineau-k1a-museum',
      '100 rue Laurier, Gatineau (Québec) K1A 0M8',
    );
    expect(answer.results).toEqual([
      expect.objectContaining({
        matchLevel: 'STREET',
        corrections: [],
        route: 'Rue Laurier',
        city: 'Gatineau',
        province: 'QC',
        postalCode: 'K1A 0M8',
      }),
    ]);
  });

  it('reports a typed city and province that disagree with the address found, never OK silently', async () => {
    const { answer } = await geocodeWith(
      'ottawa-parliament',
      '111 Wellington St, Gatineau, QC K1A 0A9',
    );
    expect(answer.results).toEqual([
      expect.objectContaining({
        matchLevel: 'STREET',
        city: 'Ottawa',
        province: 'ON',
        postalCode: 'K1A 0A9',
        corrections: [
          {
            field: 'province',
            typed: 'QC',
            suggested: 'ON',
            reason: 'Postal code K1A is in Ontario, not Quebec.',
          },
          {
            field: 'city',
            typed: 'Gatineau',
            suggested: 'Ottawa',
            reason: 'Postal code K1A is in Ottawa, not Gatineau.',
          },
        ],
      }),
    ]);
  });

  it('answers a city alone at the city level, without street parts, and leaves parks and rivers out', async () => {
    const { answer } = await geocodeWith('gatineau-city', 'Gatineau, QC');
    expect(answer).toEqual({
      status: 'OK',
      results: [
        {
          matchLevel: 'CITY',
          addressType: 'STREET',
          corrections: [],
          streetNumber: undefined,
          route: undefined,
          unitNumber: undefined,
          city: 'Gatineau',
          province: 'QC',
          postalCode: undefined,
          countryCode: 'CA',
          formattedAddress: 'Gatineau, QC, Canada',
          location: { latitude: 45.4765446, longitude: -75.7012723 },
        },
      ],
    });
  });

  it('answers a postcode feature at the postal code level', async () => {
    const { answer } = await geocodeWith('vancouver-postcode', 'v6e3p3');
    expect(answer.results).toEqual([
      expect.objectContaining({
        matchLevel: 'POSTAL_CODE',
        city: 'Vancouver',
        province: 'BC',
        postalCode: 'V6E 3P3',
        formattedAddress: 'Vancouver, BC V6E 3P3, Canada',
      }),
    ]);
  });

  it('does not call a street found without the typed number validated, and drops other streets', async () => {
    const { answer } = await geocodeWith(
      'vancouver-street-without-number',
      '1057 W Georgia St, Vancouver, BC V6E 3P3',
    );
    // West Georgia Street itself and number 1055 on it; 1057 Granville Street is left out.
    expect(answer.results.map((result) => result.matchLevel)).toEqual(['CITY', 'CITY']);
    for (const result of answer.results) {
      expect(result).toMatchObject({
        streetNumber: '1057',
        route: 'W Georgia St',
        city: 'Vancouver',
        postalCode: 'V6E 3P3',
        corrections: [],
      });
    }
  });

  it.each([
    ['no feature', 'empty'],
    ['only features outside Canada and the US', 'outside-coverage'],
  ])('answers ZERO_RESULTS for %s', async (_, name) => {
    const { answer } = await geocodeWith(name, 'Guadalajara');
    expect(answer).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it('answers INVALID_REQUEST for blank text without calling Photon', async () => {
    const { fetch, calls } = recordedFetch(fixture('empty'));
    expect(await providerWith(fetch).geocode('  ')).toEqual({
      status: 'INVALID_REQUEST',
      results: [],
    });
    expect(calls).toEqual([]);
  });
});

describe('Photon suggest', () => {
  it('offers the addresses with the typed number and a postal code, once each, from houses only', async () => {
    const { fetch, calls } = recordedFetch(fixture('suggest-1055-w-georgia'));
    const suggestions = await providerWith(fetch).suggest('1055 w georgia');

    expect(suggestions).toEqual([
      {
        label: '1055 West Georgia Street, Vancouver, BC V6E 3P3, Canada',
        streetAddress: '1055 West Georgia Street',
        unitNumber: '',
        city: 'Vancouver',
        province: 'BC',
        postalCode: 'V6E 3P3',
        countryCode: 'CA',
        source: 'ADDRESS',
        matchLevel: 'STREET',
        addressType: 'STREET',
      },
      {
        label: '1055 Georgia Avenue, New York, NY 11207, USA',
        streetAddress: '1055 Georgia Avenue',
        unitNumber: '',
        city: 'New York',
        province: 'NY',
        postalCode: '11207',
        countryCode: 'US',
        source: 'ADDRESS',
        matchLevel: 'STREET',
        addressType: 'STREET',
      },
      // Gibsons has no postal code in OSM and 1050 is another number: both left out.
    ]);
    expect(onlyRequest(calls)).toEqual({
      endpoint: 'http://photon.internal:2322/api',
      params: {
        q: '1055 w georgia',
        limit: '5',
        layer: 'house',
        lang: 'default',
        countrycode: ['CA', 'US'],
      },
    });
  });

  it('fills the town, not the borough OSM puts first, for a Montréal address', async () => {
    const { fetch } = recordedFetch(fixture('montreal-avenue-du-parc'));
    const [parc] = await providerWith(fetch).suggest('3575 av du parc');
    expect(parc).toMatchObject({ streetAddress: '3575 Avenue du Parc', city: 'Montréal' });
  });

  it('keeps the unit typed before the civic number', async () => {
    const { fetch, calls } = recordedFetch(fixture('toronto-the-esplanade'));
    const [esplanade] = await providerWith(fetch).suggest('1905-8 the esplanade');
    expect(esplanade).toMatchObject({
      label: '1905-8 The Esplanade, Toronto, ON M5E 0A6, Canada',
      unitNumber: '1905',
      streetAddress: '8 The Esplanade',
    });
    expect(onlyRequest(calls).params.q).toBe('8 The Esplanade');
  });

  it.each(['', 'rue Saint-Denis', '1055'])(
    'asks nothing before a number and a street are typed: %j',
    async (text) => {
      const { fetch, calls } = recordedFetch(fixture('empty'));
      expect(await providerWith(fetch).suggest(text)).toEqual([]);
      expect(calls).toEqual([]);
    },
  );
});

describe('Photon failures', () => {
  it('gives up after the time limit', async () => {
    const neverAnswers = ((_url: URL, init: RequestInit) =>
      new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof globalThis.fetch;
    await expect(
      providerWith(neverAnswers, PHOTON_URL, 20).geocode('Gatineau, QC'),
    ).rejects.toThrow(new GeoServiceError('Photon did not answer within 20 ms.'));
  });

  it('reports a server error by its status', async () => {
    const { fetch } = recordedFetch('<html><body><h1>500 Server Error</h1></body></html>', 500);
    await expect(providerWith(fetch).suggest('1055 w georgia')).rejects.toThrow(
      new GeoServiceError('Photon answered HTTP 500.'),
    );
  });

  it("passes on Photon's reason for refusing a request", async () => {
    const { fetch } = recordedFetch(fixture('bad-request-old-version'), 400);
    await expect(providerWith(fetch).geocode('Gatineau, QC')).rejects.toThrow(
      /^Photon answered HTTP 400: Unknown query parameter 'countrycode'\./,
    );
  });

  it.each([
    ['cut short', '{"type":"FeatureCollection","features":[{"type":"Feature","prop'],
    ['not GeoJSON', '{"features":"none"}'],
  ])('reports an answer that is %s', async (_, body) => {
    const { fetch } = recordedFetch(body);
    await expect(providerWith(fetch).geocode('Gatineau, QC')).rejects.toThrow(
      new GeoServiceError('Photon answered in an unexpected shape.'),
    );
  });

  it('sends the password of its address as a header, and never shows it', async () => {
    const { fetch, calls } = recordedFetch(fixture('gatineau-city'));
    const url = 'https://maplepost:s3cr%C3%A9t@geo.example.com/photon';
    await providerWith(fetch, url).geocode('Gatineau, QC');
    expect(calls[0]?.url.href).toMatch(/^https:\/\/geo\.example\.com\/photon\/api\?/);
    expect(calls[0]?.init.headers).toEqual({
      Authorization: `Basic ${Buffer.from('maplepost:s3crét').toString('base64')}`,
    });

    const unreachable = (async (input: URL) => {
      throw new TypeError(`fetch failed for ${String(input)} as maplepost:s3crét`);
    }) as unknown as typeof globalThis.fetch;
    const failure = await providerWith(unreachable, url)
      .geocode('Gatineau, QC')
      .catch((error: unknown) => error);
    expect(failure).toEqual(new GeoServiceError('Photon could not be reached.'));
  });
});
