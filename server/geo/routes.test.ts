import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressBookMessages } from '#domain/address-book/messages.ts';
import {
  EMPIRE_STATE_GEOCODE_RESULT,
  ROYAL_CENTRE_SUGGESTION,
} from '#domain/test-support/sample-addresses.ts';
import { SAMPLE_ADDRESSES } from '#domain/test-support/sample-addresses.ts';
import { signUpWithAddressBook } from '../test-support/address-book.ts';
import { withSession } from '../test-support/auth.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { GEO_RATE_LIMIT } from './routes.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

// Each test speaks from its own address, so the per-IP limit of one does not reach another.
let addressCount = 0;
const nextAddress = () => `198.51.100.${(addressCount += 1)}`;

const suggest = (q: string, remoteAddress = nextAddress()) =>
  testApp.app.inject({
    method: 'GET',
    url: '/web/geo/suggest',
    query: { q },
    remoteAddress,
  });

const geocode = (payload: unknown, remoteAddress = nextAddress()) =>
  testApp.app.inject({
    method: 'POST',
    url: '/web/geo/geocode',
    payload: payload as object,
    remoteAddress,
  });

describe('GET /web/geo/suggest', () => {
  it('completes a typed Vancouver address, for a guest, with its parts split out', async () => {
    const response = await suggest('1055 w georgia st vancouver bc v6e3p3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      suggestions: [ROYAL_CENTRE_SUGGESTION],
    });
  });

  it('answers no suggestions for empty text, or for no q at all', async () => {
    expect((await suggest('   ')).json()).toEqual({ suggestions: [] });
    const withoutQ = await testApp.app.inject({ method: 'GET', url: '/web/geo/suggest' });
    expect(withoutQ.statusCode).toBe(200);
    expect(withoutQ.json()).toEqual({ suggestions: [] });
  });

  it('answers no suggestions for an unknown postal code', async () => {
    expect((await suggest('1 Main St, Toronto, ON M0A 1A1')).json()).toEqual({ suggestions: [] });
  });

  it('refuses text longer than 200 characters with 400', async () => {
    const response = await suggest('x'.repeat(201));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: AddressBookMessages.queryTooLong, field: 'q' });
  });
});

describe('GET /web/geo/suggest for a signed-in user', () => {
  const suggestAs = (q: string, cookies: Record<string, string>) =>
    testApp.app.inject({
      method: 'GET',
      url: '/web/geo/suggest',
      query: { q },
      cookies,
      remoteAddress: nextAddress(),
    });

  it('offers their own address-book entries first, from the first characters, and to no one else', async () => {
    const owner = await signUpWithAddressBook(testApp.app);
    await owner.add({ ...SAMPLE_ADDRESSES.cnTower, name: 'Nadia Okafor' });
    const ownerCookies = withSession(owner.token);

    const fromStreet = (await suggestAs('290 bre', ownerCookies)).json().suggestions;
    expect(fromStreet[0]).toMatchObject({
      source: 'ADDRESS_BOOK',
      label: '290 Bremner Blvd, Toronto, ON M5V 3L9, Canada — Nadia Okafor',
      streetAddress: '290 Bremner Blvd',
      city: 'Toronto',
      postalCode: 'M5V 3L9',
    });
    const fromName = (await suggestAs('nadia', ownerCookies)).json().suggestions;
    expect(fromName[0]).toMatchObject({ source: 'ADDRESS_BOOK', city: 'Toronto' });

    const stranger = await signUpWithAddressBook(testApp.app);
    const theirs = (await suggestAs('nadia', withSession(stranger.token))).json().suggestions;
    expect(theirs.filter((s: { source: string }) => s.source === 'ADDRESS_BOOK')).toEqual([]);
    const guests = (await suggest('nadia')).json().suggestions;
    expect(guests.filter((s: { source: string }) => s.source === 'ADDRESS_BOOK')).toEqual([]);
  });

  it('offers an address once, as the saved entry, when the provider finds it too', async () => {
    const owner = await signUpWithAddressBook(testApp.app);
    await owner.add({ ...SAMPLE_ADDRESSES.royalCentre, unitNumber: '' });
    const { suggestions } = (
      await suggestAs('1055 W Georgia St, Vancouver, BC V6E 3P3', withSession(owner.token))
    ).json();
    const royalCentres = suggestions.filter(
      (s: { streetAddress: string }) => s.streetAddress === '1055 W Georgia St',
    );
    expect(royalCentres).toHaveLength(1);
    expect(royalCentres[0].source).toBe('ADDRESS_BOOK');
  });
});

describe('POST /web/geo/geocode', () => {
  it('answers OK with street number and route for a street address', async () => {
    const response = await geocode({ address: '350 5th Ave, New York, NY 10118' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'OK',
      results: [
        expect.objectContaining({ ...EMPIRE_STATE_GEOCODE_RESULT, matchLevel: 'POSTAL_CODE' }),
      ],
    });
  });

  it('answers OK without street parts for a place alone', async () => {
    const { status, results } = (await geocode({ address: 'Mountain View, CA' })).json();
    expect(status).toBe('OK');
    expect(results[0]).toMatchObject({ city: 'Mountain View', province: 'CA' });
    expect(results[0]).not.toHaveProperty('streetNumber');
    expect(results[0]).not.toHaveProperty('route');
  });

  it('answers ZERO_RESULTS for an unknown postal code or place', async () => {
    for (const address of ['1 Main St, Toronto, ON M0A 1A1', 'Xanadu Heights']) {
      expect((await geocode({ address })).json()).toEqual({ status: 'ZERO_RESULTS', results: [] });
    }
  });

  it('answers INVALID_REQUEST for blank text', async () => {
    expect((await geocode({ address: '' })).json()).toEqual({
      status: 'INVALID_REQUEST',
      results: [],
    });
  });

  it('refuses a body without address, or with too long an address, with 400', async () => {
    expect((await geocode({})).statusCode).toBe(400);
    const tooLong = await geocode({ address: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: AddressBookMessages.queryTooLong, field: 'address' });
  });
});

describe('per-IP limit', () => {
  it(`answers 429 to request ${GEO_RATE_LIMIT.max + 1} within a minute from one address, suggest and geocode each`, async () => {
    const busy = nextAddress();
    for (let count = 0; count < GEO_RATE_LIMIT.max; count += 1) {
      expect((await suggest('V6B 1A1', busy)).statusCode).toBe(200);
    }
    expect((await suggest('V6B 1A1', busy)).statusCode).toBe(429);
    // The limit counts per route: geocoding from the same address still answers.
    expect((await geocode({ address: 'V6B 1A1' }, busy)).statusCode).toBe(200);
    expect((await suggest('V6B 1A1')).statusCode).toBe(200);
  });
});
