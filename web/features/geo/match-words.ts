import { AddressType } from '#domain/geo/address-types.ts';
import { MATCH_LEVEL_WORDS, type MatchLevel } from '#domain/geo/match-levels.ts';
import type { PlaceCorrection } from '#domain/geo/schemas.ts';
import { COUNTRY_NAMES, findRegion, isServedCountry } from '#domain/geo/regions.ts';

const DELIVERY_POINT_NAMES: Record<Exclude<AddressType, 'STREET'>, string> = {
  PO_BOX: 'PO box',
  RURAL_ROUTE: 'Rural route',
  GENERAL_DELIVERY: 'General Delivery',
};

/** How far a post-office address (no street to check) was matched. */
const DELIVERY_POINT_LEVEL_WORDS: Record<MatchLevel, string> = {
  STREET: 'address validated',
  POSTAL_CODE: 'postal code confirmed',
  POSTAL_AREA: 'postal area confirmed',
  CITY: 'city confirmed; postal code not checked',
};

/**
 * How far an address was matched, in words: 'Address validated' only for a matched street,
 * 'Postal area confirmed; street not checked' and so on; a PO box, rural route or General
 * Delivery has no street, so it says what it is and how far its place was confirmed
 * ('PO box; postal area confirmed').
 */
export function matchWords(matchLevel: MatchLevel, addressType: AddressType): string {
  if (addressType === AddressType.street) return MATCH_LEVEL_WORDS[matchLevel];
  return `${DELIVERY_POINT_NAMES[addressType]}; ${DELIVERY_POINT_LEVEL_WORDS[matchLevel]}`;
}

/** A correction's suggested value as the button names it: 'Ottawa', 'Ontario', 'K1A 0B1', 'Canada'. */
export function suggestedValueName({ field, suggested }: PlaceCorrection): string {
  if (field === 'province') return findRegion(suggested)?.name ?? suggested;
  if (field === 'countryCode' && isServedCountry(suggested)) return COUNTRY_NAMES[suggested];
  return suggested;
}
