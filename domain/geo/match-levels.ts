import type { AddressType } from './address-types.ts';

/**
 * How far an address provider matched an address, most precise first. Only STREET means the
 * provider knows the street and number exist; the embedded provider's best is POSTAL_AREA for a
 * Canadian code (it knows the first three characters) and POSTAL_CODE for a US ZIP it knows.
 */
export const MatchLevel = {
  street: 'STREET',
  postalCode: 'POSTAL_CODE',
  postalArea: 'POSTAL_AREA',
  city: 'CITY',
} as const;
export type MatchLevel = (typeof MatchLevel)[keyof typeof MatchLevel];

export const MATCH_LEVELS = Object.values(MatchLevel) as [MatchLevel, ...MatchLevel[]];

/** What each level tells the user, in words: 'Address validated' only where the street was matched. */
export const MATCH_LEVEL_WORDS: Record<MatchLevel, string> = {
  STREET: 'Address validated',
  POSTAL_CODE: 'Postal code confirmed; street not checked',
  POSTAL_AREA: 'Postal area confirmed; street not checked',
  CITY: 'City confirmed; street and postal code not checked',
};

// A post office box, rural route or General Delivery has no street to check: its words say
// what it is and how far its place was matched.
const DELIVERY_LINE_WORDS: Record<Exclude<AddressType, 'STREET'>, string> = {
  PO_BOX: 'PO box',
  RURAL_ROUTE: 'Rural route',
  GENERAL_DELIVERY: 'General Delivery',
};
const PLACE_WORDS: Record<MatchLevel, string> = {
  STREET: 'address validated',
  POSTAL_CODE: 'postal code confirmed',
  POSTAL_AREA: 'postal area confirmed',
  CITY: 'city confirmed; postal code not checked',
};

/** How far an address was matched, in the words every page shows: 'Postal area confirmed; street not checked', 'PO box; postal area confirmed'. */
export function describeMatch(matchLevel: MatchLevel, addressType: AddressType): string {
  if (addressType === 'STREET') return MATCH_LEVEL_WORDS[matchLevel];
  return `${DELIVERY_LINE_WORDS[addressType]}; ${PLACE_WORDS[matchLevel]}`;
}
