import { describe, expect, it } from 'vitest';
import { ISO_COUNTRY_CODES, normalizeCountryCode } from './country-codes.ts';

describe('ISO_COUNTRY_CODES', () => {
  it('holds the 249 officially assigned codes, each two capitals', () => {
    expect(ISO_COUNTRY_CODES.size).toBe(249);
    for (const code of ISO_COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('names every code with Intl.DisplayNames, as the form shows them', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const unnamed = [...ISO_COUNTRY_CODES].filter((code) => !names.of(code));
    expect(unnamed).toEqual([]);
    expect(names.of('CA')).toBe('Canada');
    expect(names.of('US')).toBe('United States');
  });

  it('leaves out codes that are not countries: reserved, user-assigned and withdrawn', () => {
    for (const code of ['EU', 'UN', 'XK', 'ZZ', 'AN', 'UK', 'YU']) {
      expect(ISO_COUNTRY_CODES.has(code), code).toBe(false);
    }
  });
});

describe('normalizeCountryCode', () => {
  it('reads a code as people type it in capitals, and leaves anything else alone', () => {
    expect(normalizeCountryCode(' ca ')).toBe('CA');
    expect(normalizeCountryCode('Us')).toBe('US');
    expect(normalizeCountryCode(42)).toBe(42);
    expect(normalizeCountryCode(undefined)).toBeUndefined();
  });
});
