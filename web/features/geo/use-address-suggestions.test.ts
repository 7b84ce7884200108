import { describe, expect, it } from 'vitest';
import { searchTextNear } from './use-address-suggestions.ts';

describe('searchTextNear', () => {
  it('looks the typed street up in the known postal code', () => {
    expect(searchTextNear('1055 W Georgia St ', 'V6E 3P3')).toBe('1055 W Georgia St, V6E 3P3');
  });

  it('keeps a postal code the user typed, in either country', () => {
    expect(searchTextNear('290 Bremner Blvd Toronto M5V3L9', 'V6E 3P3')).toBe(
      '290 Bremner Blvd Toronto M5V3L9',
    );
    expect(searchTextNear('350 5th Ave New York NY 10118', 'V6E 3P3')).toBe(
      '350 5th Ave New York NY 10118',
    );
  });

  it('asks nothing for blank text, and adds nothing without a known code', () => {
    expect(searchTextNear('  ', 'V6E 3P3')).toBe('');
    expect(searchTextNear('1055 W Georgia St', undefined)).toBe('1055 W Georgia St');
  });
});
