import { describe, expect, it, vi } from 'vitest';
import type { AddressToCheck } from '#domain/bulk/schemas.ts';
import { EMPIRE_STATE_GEOCODE_RESULT } from '#domain/test-support/sample-addresses.ts';
import type { GeocodeResponse } from '#domain/geo/schemas.ts';
import { GeoServiceError, type GeoProvider } from '../../providers/geo/geo-provider.ts';
import {
  checkAddresses,
  EMBEDDED_GEOCODER_PACING,
  HOSTED_GEOCODER_PACING,
  type GeocoderPacing,
} from './check-addresses.ts';

const empireState: AddressToCheck = {
  streetAddress: '350 5th Ave',
  city: 'New York',
  province: 'NY',
  postalCode: '10118',
  countryCode: 'US',
};
const cnTower: AddressToCheck = {
  streetAddress: '290 Bremner Blvd',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5V 3L9',
  countryCode: 'CA',
};
const found: GeocodeResponse = { status: 'OK', results: [EMPIRE_STATE_GEOCODE_RESULT] };
const valid = {
  validationStatus: 'valid',
  validationMessage: 'Address validated',
  formattedAddress: '350 5th Ave, New York, NY 10118, USA',
  suggestedAddress: null,
};
const error = (validationMessage: string) => ({
  validationStatus: 'error',
  validationMessage,
  formattedAddress: '',
  suggestedAddress: null,
});

/**
 * A geocoder answering from a script, one step per call (an answer, or an error to throw), and
 * a clock that records every wait, in one timeline: 'call' or the milliseconds waited.
 */
function scriptedGeocoder(...steps: (GeocodeResponse | Error)[]) {
  const timeline: (string | number)[] = [];
  const geocode = vi.fn(async (_address: string) => {
    timeline.push('call');
    const step = steps.shift() ?? found;
    if (step instanceof Error) throw step;
    return step;
  });
  const geo: GeoProvider = { geocode, suggest: async () => [] };
  const log = { warn: vi.fn() };
  const check = (addresses: AddressToCheck[], pacing: GeocoderPacing = HOSTED_GEOCODER_PACING) =>
    checkAddresses(addresses, {
      geo,
      pacing,
      log,
      sleep: async (milliseconds) => {
        timeline.push(milliseconds);
      },
    });
  return { check, geocode, timeline, log };
}

describe('checkAddresses with a hosted geocoder', () => {
  it('geocodes each address as one line and pauses 300 ms between calls', async () => {
    const geocoder = scriptedGeocoder(found, { status: 'ZERO_RESULTS', results: [] }, found);
    const results = await geocoder.check([empireState, cnTower, { ...cnTower, city: 'Markham' }]);
    expect(results).toEqual([valid, error('Address not found'), valid]);
    expect(geocoder.geocode.mock.calls.map(([line]) => line)).toEqual([
      '350 5th Ave, New York, NY 10118, USA',
      '290 Bremner Blvd, Toronto, ON M5V 3L9, Canada',
      '290 Bremner Blvd, Markham, ON M5V 3L9, Canada',
    ]);
    expect(geocoder.timeline).toEqual(['call', 300, 'call', 300, 'call']);
  });

  it('checks identical addresses once, answering each with the earlier result and no pause', async () => {
    const geocoder = scriptedGeocoder({ status: 'ZERO_RESULTS', results: [] }, found);
    // The unit and surrounding spaces do not change the line that is geocoded.
    const results = await geocoder.check([
      cnTower,
      empireState,
      { ...cnTower, unitNumber: '12', streetAddress: ' 290 Bremner Blvd ' },
      empireState,
    ]);
    expect(results).toEqual([error('Address not found'), valid, error('Address not found'), valid]);
    expect(geocoder.timeline).toEqual(['call', 300, 'call']);
  });

  it('retries a failed call after 500 ms, then 1000 ms', async () => {
    const geocoder = scriptedGeocoder(
      new GeoServiceError('Geocoding did not answer within 5000 ms.'),
      { status: 'OVER_QUERY_LIMIT', results: [] },
      found,
    );
    expect(await geocoder.check([empireState])).toEqual([valid]);
    expect(geocoder.timeline).toEqual(['call', 500, 'call', 1000, 'call']);
    expect(geocoder.log.warn).toHaveBeenCalledTimes(2);
  });

  it('gives up after 3 failed tries, and goes on with the next address', async () => {
    const outage = new GeoServiceError('Geocoding could not be reached or did not answer JSON.');
    const geocoder = scriptedGeocoder(outage, { status: 'UNKNOWN_ERROR', results: [] }, outage);
    expect(await geocoder.check([cnTower, empireState])).toEqual([
      error('Failed to validate address after multiple attempts'),
      valid,
    ]);
    expect(geocoder.timeline).toEqual(['call', 500, 'call', 1000, 'call', 300, 'call']);
  });

  it('does not retry a denied request', async () => {
    const geocoder = scriptedGeocoder({ status: 'REQUEST_DENIED', results: [] });
    expect(await geocoder.check([cnTower])).toEqual([error('Failed to validate address')]);
    expect(geocoder.timeline).toEqual(['call']);
    expect(geocoder.log.warn).toHaveBeenCalledOnce();
  });

  it('names a status that a retry would not change', async () => {
    const geocoder = scriptedGeocoder({ status: 'INVALID_REQUEST', results: [] });
    expect(await geocoder.check([cnTower])).toEqual([error('Validation error: INVALID_REQUEST')]);
    expect(geocoder.timeline).toEqual(['call']);
  });

  it('lets an error that is not the service failing reach the caller', async () => {
    const geocoder = scriptedGeocoder(new TypeError('a bug'));
    await expect(geocoder.check([cnTower])).rejects.toThrow('a bug');
  });
});

describe('checkAddresses with the embedded geocoder', () => {
  it('never waits: no pause between calls, no backoff', async () => {
    const geocoder = scriptedGeocoder(
      found,
      new GeoServiceError('unexpected'),
      new GeoServiceError('unexpected'),
      new GeoServiceError('unexpected'),
    );
    const results = await geocoder.check([empireState, cnTower], EMBEDDED_GEOCODER_PACING);
    expect(results).toEqual([valid, error('Failed to validate address after multiple attempts')]);
    expect(geocoder.timeline).toEqual(['call', 'call', 'call', 'call']);
  });
});
