import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROYAL_CENTRE_SUGGESTION } from '#domain/test-support/sample-addresses.ts';
import { GeoServiceError } from './geo-provider.ts';
import { createGoogleGeoProvider } from './hosted-geo-provider.ts';

// Answers in the shape Google's Geocoding API and Places Autocomplete (New) document, stored
// under server/test-support/geo-fixtures/google. fetch is stubbed: no test calls the network.
const API_KEY = 'test-key-not-a-secret';

const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(
      new URL(`../../test-support/geo-fixtures/google/${name}.json`, import.meta.url),
      'utf8',
    ),
  );

type Call = { url: URL; init: RequestInit };
type Recorded = { status?: number; body: unknown };

/** A fetch that answers from fixtures by the request it gets, and remembers every call. */
function recordedFetch(answer: (url: URL, init: RequestInit) => Recorded) {
  const calls: Call[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    const { status = 200, body } = answer(url, init);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const providerWith = (fetch: typeof globalThis.fetch, timeoutMs = 1000) =>
  createGoogleGeoProvider({ apiKey: API_KEY, timeoutMs, fetch });

describe('Google geocode', () => {
  it('answers OK with the parts of a street address, asking only in the country the text names', async () => {
    const { fetch, calls } = recordedFetch(() => ({ body: fixture('geocode-ok-street-address') }));
    const answer = await providerWith(fetch).geocode('1055 W Georgia St, Vancouver, BC V6E 3P3');

    expect(answer).toEqual({
      status: 'OK',
      results: [
        {
          matchLevel: 'STREET',
          addressType: 'STREET',
          corrections: [],
          streetNumber: '1055',
          route: 'W Georgia St',
          unitNumber: undefined,
          city: 'Vancouver',
          province: 'BC',
          postalCode: 'V6E 3P3',
          countryCode: 'CA',
          formattedAddress: '1055 W Georgia St, Vancouver, BC V6E 3P3, Canada',
          location: { latitude: 49.2856969, longitude: -123.1213396 },
        },
      ],
    });
    const [{ url }] = calls as [Call];
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://maps.googleapis.com/maps/api/geocode/json',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      address: '1055 W Georgia St, Vancouver, BC V6E 3P3',
      components: 'country:CA',
      language: 'en',
      key: API_KEY,
    });
  });

  it('answers OK without street parts for a town', async () => {
    const { fetch, calls } = recordedFetch(() => ({ body: fixture('geocode-ok-locality') }));
    const answer = await providerWith(fetch).geocode('Mountain View, CA');

    expect(answer.results).toEqual([
      expect.objectContaining({ city: 'Mountain View', province: 'CA', countryCode: 'US' }),
    ]);
    expect(answer.results[0]?.streetNumber).toBeUndefined();
    expect(answer.results[0]?.route).toBeUndefined();
    expect(calls[0]?.url.searchParams.get('components')).toBe('country:US');
  });

  it.each([
    ['geocode-zero-results', 'ZERO_RESULTS'],
    ['geocode-over-query-limit', 'OVER_QUERY_LIMIT'],
    ['geocode-request-denied', 'REQUEST_DENIED'],
  ])('passes the status of %s on with no results', async (name, status) => {
    const { fetch } = recordedFetch(() => ({ body: fixture(name) }));
    expect(await providerWith(fetch).geocode('350 5th Ave, New York, NY 10118')).toEqual({
      status,
      results: [],
    });
  });

  it('drops results outside Canada and the US, and asks without a country when the text names none', async () => {
    const { fetch, calls } = recordedFetch(() => ({
      body: fixture('geocode-ok-outside-coverage'),
    }));
    expect(await providerWith(fetch).geocode('Guadalajara')).toEqual({
      status: 'ZERO_RESULTS',
      results: [],
    });
    expect(calls[0]?.url.searchParams.has('components')).toBe(false);
  });

  it('answers INVALID_REQUEST for blank text without calling Google', async () => {
    const { fetch, calls } = recordedFetch(() => ({ body: {} }));
    expect(await providerWith(fetch).geocode(' ')).toEqual({
      status: 'INVALID_REQUEST',
      results: [],
    });
    expect(calls).toEqual([]);
  });
});

describe('Google suggest', () => {
  const placeAnswers: Record<string, string> = {
    ChIJm6x5ZX9xhlQRbmqCzVh1cNk: 'geocode-ok-street-address',
    ChIJ8fWBRz1dwokRL3wYtm4bQ9Y: 'geocode-place-brooklyn',
  };
  const googleAnswers = (url: URL): Recorded => {
    if (url.hostname === 'places.googleapis.com') return { body: fixture('autocomplete-ok') };
    const placeId = url.searchParams.get('place_id')!;
    return { body: fixture(placeAnswers[placeId] ?? 'geocode-place-route') };
  };

  it('asks Autocomplete in Canada and the US, then geocodes each prediction for its parts', async () => {
    const { fetch, calls } = recordedFetch(googleAnswers);
    const suggestions = await providerWith(fetch).suggest('1055 w georgia');

    expect(suggestions).toEqual([
      { ...ROYAL_CENTRE_SUGGESTION, matchLevel: 'STREET' },
      {
        // Brooklyn has no locality in Google's answer, only a sublocality.
        label: '1055 Georgia Ave, Brooklyn, NY 11207, USA',
        streetAddress: '1055 Georgia Ave',
        unitNumber: '',
        city: 'Brooklyn',
        province: 'NY',
        postalCode: '11207',
        countryCode: 'US',
        source: 'ADDRESS',
        matchLevel: 'STREET',
        addressType: 'STREET',
      },
      // The third prediction is a whole street, not an address: it is left out.
    ]);

    const [autocomplete, ...geocodes] = calls;
    expect(autocomplete?.url.href).toBe('https://places.googleapis.com/v1/places:autocomplete');
    expect(autocomplete?.init.method).toBe('POST');
    expect(autocomplete?.init.headers).toMatchObject({ 'X-Goog-Api-Key': API_KEY });
    expect(JSON.parse(String(autocomplete?.init.body))).toEqual({
      input: '1055 w georgia',
      includedRegionCodes: ['ca', 'us'],
      languageCode: 'en',
    });
    expect(geocodes.map((call) => call.url.searchParams.get('place_id'))).toHaveLength(3);
  });

  it('answers no suggestions when Autocomplete has none', async () => {
    const { fetch, calls } = recordedFetch(() => ({ body: fixture('autocomplete-empty') }));
    expect(await providerWith(fetch).suggest('zzzz')).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('fails with the status Google gives when it refuses, without the key', async () => {
    const { fetch } = recordedFetch(() => ({
      status: 403,
      body: fixture('autocomplete-permission-denied'),
    }));
    const failure = await providerWith(fetch)
      .suggest('1055 w georgia')
      .catch((error) => error);
    expect(failure).toBeInstanceOf(GeoServiceError);
    expect(failure.message).toBe('Places autocomplete answered PERMISSION_DENIED.');
  });

  it('fails when geocoding a prediction is refused', async () => {
    const { fetch } = recordedFetch((url) =>
      url.hostname === 'places.googleapis.com'
        ? { body: fixture('autocomplete-ok') }
        : { body: fixture('geocode-request-denied') },
    );
    await expect(providerWith(fetch).suggest('1055 w georgia')).rejects.toThrow(
      'Geocoding answered REQUEST_DENIED.',
    );
  });
});

describe('Google provider failures', () => {
  it('gives up after the time limit', async () => {
    const neverAnswers = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof globalThis.fetch;
    await expect(providerWith(neverAnswers, 20).geocode('Vancouver, BC')).rejects.toThrow(
      new GeoServiceError('Geocoding did not answer within 20 ms.'),
    );
  });

  it('reports an unreachable service without the URL, which holds the key', async () => {
    const unreachable = (async (url: string) => {
      throw new TypeError(`fetch failed for ${url}`);
    }) as unknown as typeof globalThis.fetch;
    const failure = await providerWith(unreachable)
      .geocode('Vancouver, BC')
      .catch((error) => error);
    expect(failure).toBeInstanceOf(GeoServiceError);
    expect(failure.message).not.toContain(API_KEY);
  });

  it('reports an answer that is not Google JSON', async () => {
    const { fetch } = recordedFetch(() => ({ status: 502, body: { unexpected: true } }));
    await expect(providerWith(fetch).geocode('Vancouver, BC')).rejects.toThrow(GeoServiceError);
  });
});
