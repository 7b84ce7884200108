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
