import { describe, expect, it } from 'vitest';
import { matchWords, suggestedValueName } from './match-words.ts';

describe('matchWords', () => {
  it('says Address validated only for a matched street', () => {
    expect(matchWords('STREET', 'STREET')).toBe('Address validated');
    expect(matchWords('POSTAL_AREA', 'STREET')).toBe('Postal area confirmed; street not checked');
    expect(matchWords('CITY', 'STREET')).toBe('City confirmed; street and postal code not checked');
  });

  it('names a post-office address, which has no street to check', () => {
    expect(matchWords('POSTAL_AREA', 'PO_BOX')).toBe('PO box; postal area confirmed');
    expect(matchWords('POSTAL_CODE', 'RURAL_ROUTE')).toBe('Rural route; postal code confirmed');
    expect(matchWords('CITY', 'GENERAL_DELIVERY')).toBe(
      'General Delivery; city confirmed; postal code not checked',
    );
  });
});

describe('suggestedValueName', () => {
  const correction = { typed: '', reason: '' };
  it('names a province and a country, and leaves a city and postal code as they are', () => {
    expect(suggestedValueName({ ...correction, field: 'province', suggested: 'ON' })).toBe(
      'Ontario',
    );
    expect(suggestedValueName({ ...correction, field: 'countryCode', suggested: 'US' })).toBe(
      'USA',
    );
    expect(suggestedValueName({ ...correction, field: 'city', suggested: 'Ottawa' })).toBe(
      'Ottawa',
    );
    expect(suggestedValueName({ ...correction, field: 'postalCode', suggested: 'K1A 0B1' })).toBe(
      'K1A 0B1',
    );
  });
});
