import type { PlaceCorrection } from '#domain/geo/schemas.ts';
import { COUNTRY_NAMES, findRegion, isServedCountry } from '#domain/geo/regions.ts';

/** A correction's suggested value as its button names it: 'Ottawa', 'Ontario', 'K1A 0B1', 'Canada'. */
export function suggestedValueName({ field, suggested }: PlaceCorrection): string {
  if (field === 'province') return findRegion(suggested)?.name ?? suggested;
  if (field === 'countryCode' && isServedCountry(suggested)) return COUNTRY_NAMES[suggested];
  return suggested;
}
