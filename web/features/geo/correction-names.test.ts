import { describe, expect, it } from 'vitest';
import { suggestedValueName } from './correction-names.ts';

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
