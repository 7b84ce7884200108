import { postalAreaKey } from '#domain/common/postal-code-format.ts';
import { COUNTRY_NAMES, findRegion, isServedCountry } from './regions.ts';
import type { PlaceCorrection } from './schemas.ts';
import { placeKey } from './text-keys.ts';

/** What was typed, as the parser read it. */
export type TypedPlace = {
  city?: string;
  province?: string;
  postalCode?: string;
  countryCode?: string;
};

/** What the provider found for it. */
export type FoundPlace = {
  city?: string;
  province?: string;
  postalCode?: string;
  countryCode: string;
};

export type CorrectionOptions = {
  /** Whether the typed city names the found place: an accepted name of its postal area, or the same name in any spelling by default. */
  cityAgrees?: (typedCity: string) => boolean;
  /** Whether the typed province or state code is one the postal area accepts; the found one by default. */
  provinceAgrees?: (typedProvince: string) => boolean;
};

/** 'h2x1y4' and 'H2X 1Y4' are one code; a ZIP and its ZIP+4 are one too. */
function samePostalCode(one: string, other: string): boolean {
  const compact = (code: string) => code.toUpperCase().replace(/[\s-]/g, '').slice(0, 6);
  const [a, b] = [compact(one), compact(other)];
  return /^\d/.test(a) ? a.slice(0, 5) === b.slice(0, 5) : a === b;
}

const regionName = (code: string) => findRegion(code)?.name ?? code;
const countryName = (code: string) => (isServedCountry(code) ? COUNTRY_NAMES[code] : code);

/**
 * The parts of a typed address that disagree with what the provider found, each with the found
 * value and a reason in words. A part that was not typed is filled in, not corrected: only what
 * the user wrote and the provider contradicts is listed. Every provider answers through this,
 * so 'never change what was typed without saying so' holds for all of them.
 */
export function placeCorrections(
  typed: TypedPlace,
  found: FoundPlace,
  {
    cityAgrees = (city) => placeKey(city) === placeKey(found.city ?? ''),
    provinceAgrees = (province) => province === found.province,
  }: CorrectionOptions = {},
): PlaceCorrection[] {
  const corrections: PlaceCorrection[] = [];
  const where = found.postalCode ?? typed.postalCode;
  // 'K1A' or '10118': the area a Canadian code names is its first three characters.
  const area = where && (found.countryCode === 'CA' ? postalAreaKey(where) : where);
  const subject = area ? `Postal code ${area}` : 'This address';

  if (typed.countryCode && typed.countryCode !== found.countryCode) {
    corrections.push({
      field: 'countryCode',
      typed: typed.countryCode,
      suggested: found.countryCode,
      reason: `${subject} is in ${countryName(found.countryCode)}, not ${countryName(typed.countryCode)}.`,
    });
  }
  if (typed.province && found.province && !provinceAgrees(typed.province)) {
    corrections.push({
      field: 'province',
      typed: typed.province,
      suggested: found.province,
      reason: `${subject} is in ${regionName(found.province)}, not ${regionName(typed.province)}.`,
    });
  }
  if (typed.city && found.city && !cityAgrees(typed.city)) {
    corrections.push({
      field: 'city',
      typed: typed.city,
      suggested: found.city,
      reason: `${subject} is in ${found.city}, not ${typed.city}.`,
    });
  }
  if (typed.postalCode && found.postalCode && !samePostalCode(typed.postalCode, found.postalCode)) {
    corrections.push({
      field: 'postalCode',
      typed: typed.postalCode,
      suggested: found.postalCode,
      reason: `The postal code of this address is ${found.postalCode}, not ${typed.postalCode}.`,
    });
  }
  return corrections;
}
