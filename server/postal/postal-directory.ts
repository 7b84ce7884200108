import { createRequire } from 'node:module';
import type { ZipCode } from 'zipcodes';
import {
  countryOfPostalCode,
  invalidPostalCodeMessage,
  normalizePostalCode,
  postalAreaKey,
  postalCodeNotFoundMessage,
} from '#domain/common/postal-code-format.ts';
import type { Place } from '#domain/rates/quote.ts';
import type { Coordinates } from '#domain/rates/zones.ts';

/** A located postal code with the place names the postal data gives it. */
export type PostalPlace = Place & {
  city: string;
  /** The state's two-letter code, or the province's full name. */
  region: string;
};

export type PostalLookup = { found: true; place: PostalPlace } | { found: false; message: string };

// zipcodes 8.0.0 lost the coordinates (and the province) of these nine Canadian rows to a CSV
// parsing slip: commas in their names shifted the columns. Approximate centres of each area,
// well within the 50 km of the smallest pricing zone.
const REPAIRED_ROWS: Record<string, Coordinates & { region: string }> = {
  V0N: { latitude: 49.47, longitude: -123.76, region: 'British Columbia' },
  E1H: { latitude: 46.15, longitude: -64.78, region: 'New Brunswick' },
  E2E: { latitude: 45.42, longitude: -65.99, region: 'New Brunswick' },
  E2H: { latitude: 45.35, longitude: -66.0, region: 'New Brunswick' },
  E3C: { latitude: 45.94, longitude: -66.68, region: 'New Brunswick' },
  K0C: { latitude: 45.22, longitude: -74.9, region: 'Ontario' },
  K0H: { latitude: 44.6, longitude: -76.7, region: 'Ontario' },
  K0K: { latitude: 44.06, longitude: -77.2, region: 'Ontario' },
  P0M: { latitude: 46.13, longitude: -81.2, region: 'Ontario' },
};

const require = createRequire(import.meta.url);
let rowsByCode: Record<string, ZipCode> | undefined;

/**
 * The zipcodes package's rows by ZIP or FSA, loaded on first use: building them takes about
 * 0.2 s, which a server start need not wait for (docs/benchmarks.md, start-up).
 */
export function zipCodeRows(): Record<string, ZipCode> {
  return (rowsByCode ??= (require('zipcodes') as typeof import('zipcodes')).codes);
}

/** The centre of a postal area, a Canadian FSA ('V6B') or a five-digit ZIP, or undefined when the data has no such area. */
export function postalAreaCentre(area: string): Coordinates | undefined {
  const row = zipCodeRows()[area];
  if (!row) return undefined;
  const { latitude, longitude } = REPAIRED_ROWS[area] ?? row;
  return { latitude, longitude };
}

/** Locates a postal code in the zipcodes package's data (US ZIPs and Canadian FSAs): a Canadian code by its FSA, a ZIP by its first five digits. */
export function lookupPostalCode(typed: string): PostalLookup {
  const postalCode = typed.trim();
  const country = countryOfPostalCode(postalCode);
  if (!country) return { found: false, message: invalidPostalCodeMessage(postalCode) };

  const key = postalAreaKey(postalCode);
  const row = zipCodeRows()[key];
  if (!row) return { found: false, message: postalCodeNotFoundMessage(postalCode) };
  const { latitude, longitude, region } = REPAIRED_ROWS[key] ?? { ...row, region: row.state };
  return {
    found: true,
    place: {
      postalCode: normalizePostalCode(postalCode),
      country,
      latitude,
      longitude,
      city: row.city,
      region,
    },
  };
}
